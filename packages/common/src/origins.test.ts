import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './origins.js'

describe('isOriginAllowed', () => {
  it('matches an origin listed exactly', () => {
    expect(isOriginAllowed('https://app.example', ['https://app.example'])).toBe(true)
    expect(isOriginAllowed('https://app.example', ['https://other.example'])).toBe(false)
    expect(isOriginAllowed('https://app.example', [])).toBe(false)
  })

  it('SPEC §5: allowed origins support * wildcards (a port)', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', ['http://127.0.0.1:*'])).toBe(false)
  })

  it('SPEC §5: allowed origins support * wildcards (a subdomain)', () => {
    expect(isOriginAllowed('https://shop.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evil-example.com', ['https://*.example.com'])).toBe(false)
  })

  it('treats the other characters of an entry literally', () => {
    expect(isOriginAllowed('https://appXexample', ['https://app.example'])).toBe(false)
    expect(isOriginAllowed('https://app.example.evil', ['https://app.example'])).toBe(false)
  })

  it('ignores case, as browsers serialise origins in lower case', () => {
    expect(isOriginAllowed('https://app.example', ['HTTPS://App.Example'])).toBe(true)
  })
})
