import { describe, expect, it } from 'vitest'
import { safeDownloadLinks } from './download-links.js'

const wallet = { id: 'w', name: 'W', source: 'directory' as const }

describe('safeDownloadLinks', () => {
  it('keeps https links and app schemes for the app links, best first', () => {
    expect(
      safeDownloadLinks({
        ...wallet,
        homepage: 'https://rainbow.me/',
        mobile_link: 'rainbow://',
        webapp_link: 'https://rnbwapp.com',
        desktop_link: 'rainbow-desktop:open',
      }),
    ).toEqual([
      { url: 'rainbow-desktop:open', message: 'openDesktopApp' },
      { url: 'https://rnbwapp.com', message: 'openWebApp' },
      { url: 'rainbow://', message: 'openMobileApp' },
      { url: 'https://rainbow.me/', message: 'visitWebsite' },
    ])
  })

  it('drops javascript:, data:, vbscript:, file: and plain http links', () => {
    expect(
      safeDownloadLinks({
        ...wallet,
        mobile_link: 'javascript:alert(1)',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'vbscript:msgbox(1)',
        homepage: 'file:///etc/passwd',
        app_store: 'http://apps.example/w',
        play_store: ' JaVaScRiPt:alert(1)',
      }),
    ).toEqual([])
  })

  it('allows app schemes only where an app opens them, not for web pages', () => {
    expect(safeDownloadLinks({ ...wallet, homepage: 'rainbow://', app_store: 'itms-apps://x' })).toEqual([])
  })

  it('lists a URL offered twice once', () => {
    const url = 'https://wallet.example'
    expect(safeDownloadLinks({ ...wallet, webapp_link: url, homepage: url })).toEqual([
      { url, message: 'openWebApp' },
    ])
  })
})
