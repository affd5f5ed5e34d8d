import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { createMapStorage } from '../test/fixtures.js'
import { SOCIAL_RESULT_FRAGMENT, takeSocialRedirectResult } from './social-redirect.js'

const RESULT = 'http://localhost:8790/social-callback.html?code=abc&state=st-1'

function pageAt(href: string) {
  const page = {
    location: { href },
    history: {
      replaceState(_data: unknown, _unused: string, url?: string) {
        if (url) page.location.href = url
      },
    },
  }
  return page
}

const withResult = (base: string) => `${base}#${SOCIAL_RESULT_FRAGMENT}=${encodeURIComponent(RESULT)}`

describe('coming back from a top-level social redirect', () => {
  it('takes the result out of the address bar and out of storage, for the provider this page sent away', () => {
    const storage = createMapStorage()
    storage.setItem(STORAGE_KEYS.socialRedirect, 'google')
    const page = pageAt(withResult('https://app.example/shop?tab=2'))
    expect(takeSocialRedirectResult(storage, page)).toEqual({ provider: 'google', resultUri: RESULT })
    // The code is gone from the address bar, the page's own URL stays.
    expect(page.location.href).toBe('https://app.example/shop?tab=2')
    expect(storage.getItem(STORAGE_KEYS.socialRedirect)).toBeNull()
    // Once only.
    expect(takeSocialRedirectResult(storage, page)).toBeUndefined()
  })

  it('drops a result this page did not ask for, and still cleans the address bar', () => {
    const page = pageAt(withResult('https://app.example/'))
    expect(takeSocialRedirectResult(createMapStorage(), page)).toBeUndefined()
    expect(page.location.href).toBe('https://app.example/')

    const storage = createMapStorage()
    storage.setItem(STORAGE_KEYS.socialRedirect, 'myspace')
    expect(takeSocialRedirectResult(storage, pageAt(withResult('https://app.example/')))).toBeUndefined()
  })

  it('leaves a page without a result alone', () => {
    const storage = createMapStorage()
    storage.setItem(STORAGE_KEYS.socialRedirect, 'github')
    const page = pageAt('https://app.example/#section-2')
    expect(takeSocialRedirectResult(storage, page)).toBeUndefined()
    expect(page.location.href).toBe('https://app.example/#section-2')
    expect(storage.getItem(STORAGE_KEYS.socialRedirect)).toBe('github')
  })
})
