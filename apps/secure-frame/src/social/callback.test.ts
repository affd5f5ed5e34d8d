import { describe, expect, it } from 'vitest'
import { CALLBACK_TEXT } from '../pages/messages.js'
import { isBareOrigin, runSocialCallback, SOCIAL_RESULT_FRAGMENT, SOCIAL_RESULT_MESSAGE } from './callback.js'

const HREF = 'http://localhost:8790/social-callback.html?code=abc&state=st-1'

function setup(answer: (path: string) => Response) {
  const posted: { message: unknown; targetOrigin: string }[] = []
  const paths: string[] = []
  const navigated: string[] = []
  const opener = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const navigate = (url: string) => void navigated.push(url)
  const fetch = async (input: string) => {
    const path = new URL(input).pathname
    paths.push(path)
    return answer(path)
  }
  return { posted, paths, opener, fetch, navigate, navigated }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('social callback page', () => {
  it('posts the redirect to the app origin that started the sign-in, never to "*"', async () => {
    const { posted, paths, opener, fetch } = setup(() => json({ appOrigin: 'https://app.example' }))
    const text = await runSocialCallback({
      location: { href: HREF, search: '?code=abc&state=st-1' },
      opener,
      navigate: () => undefined,
      fetch,
      servicesUrl: 'http://127.0.0.1:8787',
    })
    expect(text).toBe(CALLBACK_TEXT.done)
    expect(text).toBe('You can close this window.')
    expect(paths).toEqual(['/frame/v1/social/state/st-1'])
    expect(posted).toEqual([
      { message: { type: SOCIAL_RESULT_MESSAGE, resultUri: HREF }, targetOrigin: 'https://app.example' },
    ])
  })

  it.each([
    ['an app origin with a path', () => json({ appOrigin: 'https://app.example/x' })],
    ['a wildcard', () => json({ appOrigin: '*' })],
    ['an unknown state', () => json({ message: 'Unknown state' }, 404)],
  ])('posts nothing for %s', async (_, answer) => {
    const { posted, opener, fetch } = setup(answer)
    const text = await runSocialCallback({
      location: { href: HREF, search: '?code=abc&state=st-1' },
      opener,
      navigate: () => undefined,
      fetch,
      servicesUrl: 'http://s.test',
    })
    expect(text).toBe(CALLBACK_TEXT.failed)
    expect(posted).toEqual([])
  })

  it('says so without a state or without the window that opened it', async () => {
    const { opener, fetch, paths } = setup(() => json({ appOrigin: 'https://app.example' }))
    expect(
      await runSocialCallback({
        location: { href: HREF, search: '?code=abc' },
        opener,
        navigate: () => undefined,
        fetch,
        servicesUrl: 'http://s.test',
      }),
    ).toBe(CALLBACK_TEXT.failed)
    expect(
      await runSocialCallback({
        location: { href: HREF, search: '?state=s' },
        opener: null,
        navigate: () => undefined,
        fetch,
        servicesUrl: 'http://s.test',
      }),
    ).toBe(CALLBACK_TEXT.noOpener)
    // Without a state nothing is asked; without an opener the backend is asked where to go back to.
    expect(paths).toEqual(['/frame/v1/social/state/s'])
  })

  it('after a top-level redirect, goes back to the app page with the result in the fragment', async () => {
    const returnUrl = 'https://app.example/shop?tab=2#old'
    const { posted, navigate, navigated, fetch } = setup(() =>
      json({ appOrigin: 'https://app.example', returnUrl }),
    )
    const text = await runSocialCallback({
      location: { href: HREF, search: '?code=abc&state=st-1' },
      opener: null,
      navigate,
      fetch,
      servicesUrl: 'http://s.test',
    })
    expect(text).toBe(CALLBACK_TEXT.returning)
    expect(posted).toEqual([])
    expect(navigated).toHaveLength(1)
    const back = new URL(navigated[0]!)
    expect(`${back.origin}${back.pathname}${back.search}`).toBe('https://app.example/shop?tab=2')
    expect(new URLSearchParams(back.hash.slice(1)).get(SOCIAL_RESULT_FRAGMENT)).toBe(HREF)
  })

  it('goes nowhere when the recorded page is not on the app origin', async () => {
    const { navigate, navigated, fetch } = setup(() =>
      json({ appOrigin: 'https://app.example', returnUrl: 'https://evil.example/' }),
    )
    const text = await runSocialCallback({
      location: { href: HREF, search: '?code=abc&state=st-1' },
      opener: null,
      navigate,
      fetch,
      servicesUrl: 'http://s.test',
    })
    expect(text).toBe(CALLBACK_TEXT.noOpener)
    expect(navigated).toEqual([])
  })

  it('knows a bare origin', () => {
    expect(isBareOrigin('http://127.0.0.1:5173')).toBe(true)
    expect(isBareOrigin('https://app.example/')).toBe(false)
    expect(isBareOrigin('javascript:alert(1)')).toBe(false)
    expect(isBareOrigin('https://user@app.example')).toBe(false)
  })
})
