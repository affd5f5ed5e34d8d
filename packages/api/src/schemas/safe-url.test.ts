import { describe, expect, it } from 'vitest'
import { isSafeUrl, safeUrl } from './safe-url.js'

describe('safeUrl', () => {
  it('accepts https links as they are', () => {
    expect(safeUrl('https://wallet.example/app?x=1')).toBe('https://wallet.example/app?x=1')
  })

  it('accepts http only on loopback, where the local services run', () => {
    expect(safeUrl('http://127.0.0.1:8787/img')).toBe('http://127.0.0.1:8787/img')
    expect(safeUrl('http://localhost:5173/')).toBe('http://localhost:5173/')
    expect(safeUrl('http://evil.example/')).toBeNull()
    expect(safeUrl('http://127.0.0.1:8787/img', { allowLoopbackHttp: false })).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://x.example/1',
  ])('rejects %j even where app schemes are allowed', (link) => {
    expect(safeUrl(link, { allowAppSchemes: true })).toBeNull()
  })

  it('accepts wallet app schemes only when asked to', () => {
    expect(safeUrl('metamask://', { allowAppSchemes: true })).toBe('metamask://')
    expect(safeUrl('trust://wc?uri=', { allowAppSchemes: true })).toBe('trust://wc?uri=')
    expect(safeUrl('metamask://')).toBeNull()
    expect(safeUrl('ws://evil.example', { allowAppSchemes: true })).toBeNull()
  })

  it('rejects non-strings, relative paths, over-long links and bidi tricks', () => {
    expect(safeUrl(42)).toBeNull()
    expect(safeUrl(null)).toBeNull()
    expect(safeUrl('/relative/path')).toBeNull()
    expect(safeUrl(`https://x.example/${'a'.repeat(5000)}`)).toBeNull()
    expect(safeUrl('https://x.example/\u202egnp.exe')).toBeNull()
    expect(isSafeUrl('https://x.example')).toBe(true)
  })
})
