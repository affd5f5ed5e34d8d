import { SUPPORTED_LOCALES } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { parseAppRequest } from './messages.js'

const request = (payload: unknown) => ({
  type: '@gangway-app/SYNC_LOCALE',
  id: crypto.randomUUID(),
  payload,
})

describe('SYNC_LOCALE', () => {
  it.each(SUPPORTED_LOCALES)('carries the shipped locale %s', (locale) => {
    expect(parseAppRequest(request({ locale }))).toMatchObject({ name: 'SYNC_LOCALE', payload: { locale } })
  })

  it.each([
    ['an unresolved tag', { locale: 'es-MX' }],
    ['another case', { locale: 'DE' }],
    ['a locale we do not ship', { locale: 'xx' }],
    ['a number', { locale: 7 }],
    ['nothing', {}],
  ])('is refused with %s (the app resolves the tag first)', (_, payload) => {
    expect(parseAppRequest(request(payload))).toEqual({
      invalid: { name: 'SYNC_LOCALE', id: expect.any(String) },
    })
  })

  it('drops members it does not name', () => {
    expect(parseAppRequest(request({ locale: 'ar', dir: 'ltr' }))).toMatchObject({
      payload: { locale: 'ar' },
    })
    expect(parseAppRequest(request({ locale: 'ar', dir: 'ltr' }))).not.toHaveProperty('payload.dir')
  })
})
