import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './origins.js'

/** [origin, allowed-origin entry, allowed?] */
type Example = [origin: string, pattern: string, allowed: boolean]

function check(examples: readonly Example[]) {
  for (const [origin, pattern, allowed] of examples) {
    expect({ origin, pattern, allowed: isOriginAllowed(origin, [pattern]) }).toEqual({
      origin,
      pattern,
      allowed,
    })
  }
}

describe('isOriginAllowed', () => {
  it('matches an origin listed exactly, and nothing for an empty list', () => {
    check([
      ['https://app.example', 'https://app.example', true],
      ['https://app.example', 'https://other.example', false],
      ['https://appXexample', 'https://app.example', false],
      ['https://app.example.evil', 'https://app.example', false],
      ['http://app.example', 'https://app.example', false],
    ])
    expect(isOriginAllowed('https://app.example', [])).toBe(false)
  })

  it('SPEC §5: * in the host is exactly one whole label', () => {
    check([
      ['https://shop.example.com', 'https://*.example.com', true],
      ['https://a.b.example.com', 'https://*.example.com', false],
      ['https://a.b.example.com', 'https://*.*.example.com', true],
      ['https://example.com', 'https://*.example.com', false],
      ['https://evil-example.com', 'https://*.example.com', false],
      ['https://a.shop.example.com', 'https://a.*.example.com', true],
    ])
  })

  it('SPEC §5: * as the port is any port, the default one included', () => {
    check([
      ['http://127.0.0.1:5173', 'http://127.0.0.1:*', true],
      ['http://127.0.0.1', 'http://127.0.0.1:*', true],
      ['http://localhost:5173', 'http://127.0.0.1:*', false],
      ['http://127.0.0.1:5173', 'http://127.0.0.1', false],
      ['http://127.0.0.1:5173', 'http://127.0.0.1:5173', true],
      ['http://127.0.0.1:5174', 'http://127.0.0.1:5173', false],
      ['https://app.example', 'https://app.example:443', true],
      ['https://app.example:8443', 'https://app.example', false],
    ])
  })

  it('reads a * right after the host as "any port or none", never as more host', () => {
    check([
      ['http://localhost', 'http://localhost*', true],
      ['http://localhost:3000', 'http://localhost*', true],
      ['http://localhost.evil.com', 'http://localhost*', false],
      ['http://localhost-evil.com', 'http://localhost*', false],
      ['http://localhostevil.com', 'http://localhost*', false],
      ['https://a.example.com:8443', 'https://*.example.com*', true],
    ])
  })

  it('refuses what an attacker puts around an allowed name', () => {
    check([
      ['http://localhost@evil.com', 'http://localhost*', false],
      ['http://localhost:1@evil.com', 'http://localhost:*', false],
      ['https://evil.com/.example.com', 'https://*.example.com', false],
      ['https://evil.com?.example.com', 'https://*.example.com', false],
      ['https://evil.com#.example.com', 'https://*.example.com', false],
      ['https://example.com.evil.com', 'https://*.example.com', false],
      ['https://example.com.evil.com', 'https://example.com', false],
      ['https://a.example.com/', 'https://*.example.com', false],
      ['https://a.example.com:443', 'https://*.example.com', false],
      ['https://a%2eexample.com', 'https://*.example.com', false],
      ['null', 'https://*.example.com', false],
      ['', 'https://*.example.com', false],
      [' https://a.example.com', 'https://*.example.com', false],
      ['https://a.example.com\n', 'https://*.example.com', false],
      ['https://a..example.com', 'https://*.*.example.com', false],
    ])
  })

  it('never lets * stand for a scheme, part of a label, the rightmost label or an IP address', () => {
    check([
      ['https://app.example', '*://app.example', false],
      ['https://app.example', 'http*://app.example', false],
      ['https://app.example', '*', false],
      ['https://ab.example.com', 'https://a*.example.com', false],
      ['https://a.example.com', 'https://a*.example.com', false],
      ['https://example.com', 'https://example.*', false],
      ['https://localhost', 'https://*', false],
      ['http://127.0.0.1', 'http://*.0.0.1', false],
      ['http://10.0.0.1', 'http://*.*.*.1', false],
      ['https://a.example.com', 'https://**.example.com', false],
    ])
  })

  it('ignores case, as browsers serialise origins in lower case', () => {
    check([
      ['https://app.example', 'HTTPS://App.Example', true],
      ['HTTPS://APP.EXAMPLE', 'https://app.example', true],
      ['https://Shop.Example.COM', 'https://*.EXAMPLE.com', true],
      ['HTTP://LOCALHOST.EVIL.COM', 'http://LOCALHOST*', false],
    ])
  })

  it('compares IDN hosts in punycode, as browsers send them', () => {
    check([
      ['https://xn--bcher-kva.de', 'https://bücher.de', true],
      ['https://xn--bcher-kva.de', 'https://xn--bcher-kva.de', true],
      ['https://shop.xn--bcher-kva.de', 'https://*.bücher.de', true],
      // A Unicode origin is not how a browser sends one.
      ['https://bücher.de', 'https://bücher.de', false],
      ['https://xn--bcher-kva.de', 'https://bucher.de', false],
    ])
  })

  it('keeps a trailing dot apart: example.com. is another origin to a browser', () => {
    check([
      ['https://a.example.com.', 'https://*.example.com', false],
      ['https://a.example.com.', 'https://*.example.com.', true],
      ['https://example.com.', 'https://example.com', false],
      ['https://example.com', 'https://example.com.', false],
    ])
  })

  it('matches IP addresses literally, IPv6 included', () => {
    check([
      ['http://[::1]:3000', 'http://[::1]:*', true],
      ['http://[::1]', 'http://[0:0::1]', true],
      ['http://[::2]:3000', 'http://[::1]:*', false],
      ['http://127.0.0.1:3000', 'http://127.1:*', true],
    ])
  })

  it('ignores a malformed entry and still reads the others', () => {
    const entries = [
      'https://a*.example.com',
      'https://app.example/',
      'https://user@app.example',
      'http://x.example:99999',
    ]
    expect(isOriginAllowed('https://app.example', entries)).toBe(false)
    expect(isOriginAllowed('https://app.example', [...entries, 'https://app.example'])).toBe(true)
  })
})
