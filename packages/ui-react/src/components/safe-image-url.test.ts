import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safe-image-url.js'

describe('safeImageUrl', () => {
  it.each([
    'https://example.com/wallet.png',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'DATA:IMAGE/png;base64,AAAA',
    'blob:https://example.com/5a6b',
    'http://127.0.0.1:8787/getWalletImage/rainbow?projectId=p',
    'http://localhost:8787/getWalletImage/rainbow',
  ])('keeps %s', (url) => {
    expect(safeImageUrl(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'http://example.com/wallet.png',
    'http://127.0.0.1.example.com/wallet.png',
    'data:text/html,<script>alert(1)</script>',
    '/relative/icon.png',
    'file:///etc/passwd',
    '',
  ])('refuses %s', (url) => {
    expect(safeImageUrl(url)).toBeUndefined()
  })

  it('treats a missing url as no image', () => {
    expect(safeImageUrl(undefined)).toBeUndefined()
    expect(safeImageUrl(null)).toBeUndefined()
  })
})
