import { describe, expect, it } from 'vitest'
import { formatWalletLink, inAppBrowserLink, walletConnectLinks } from './wallet-links.js'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=abc'
const ENCODED = encodeURIComponent(URI)

describe('formatWalletLink', () => {
  it('appends wc?uri= with the encoded pairing URI to an app scheme', () => {
    expect(formatWalletLink('rainbow://', URI)).toEqual({
      href: 'rainbow://',
      redirect: `rainbow://wc?uri=${ENCODED}`,
    })
  })

  it('accepts a bare scheme as listings sometimes spell it', () => {
    expect(formatWalletLink('metamask:', URI)?.redirect).toBe(`metamask://wc?uri=${ENCODED}`)
  })

  it('uses a universal link with a slash before wc', () => {
    expect(formatWalletLink('https://rnbwapp.com', URI)?.redirect).toBe(
      `https://rnbwapp.com/wc?uri=${ENCODED}`,
    )
  })

  it('refuses javascript:, data: and plain http links from the directory', () => {
    expect(formatWalletLink('javascript:alert(1)', URI)).toBeUndefined()
    expect(formatWalletLink('data:text/html,hi', URI)).toBeUndefined()
    expect(formatWalletLink('http://evil.example', URI)).toBeUndefined()
    expect(formatWalletLink(null, URI)).toBeUndefined()
  })
})

describe('walletConnectLinks', () => {
  it('offers the mobile, desktop and web links a listing has', () => {
    const links = walletConnectLinks(
      { mobile_link: 'trust://', desktop_link: null, webapp_link: 'https://link.trustwallet.com' },
      URI,
    )
    expect(Object.keys(links)).toEqual(['mobile', 'web'])
    expect(links.web?.redirect).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`)
  })

  it('never takes an app scheme as a web app', () => {
    expect(walletConnectLinks({ webapp_link: 'wallet://open' }, URI)).toEqual({})
  })
})

describe('SPEC §2 in-app browser on Solana', () => {
  const page = 'https://dapp.example/swap?x=1'
  it('sends Phantom to its browser with this page on Solana', () => {
    expect(inAppBrowserLink({ name: 'Phantom' }, 'solana', page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://dapp.example')}`,
    )
  })

  it('sends Coinbase Wallet only on Solana, and no wallet on another namespace', () => {
    expect(inAppBrowserLink({ name: 'coinbase wallet' }, 'solana', page)).toContain('go.cb-w.com')
    expect(inAppBrowserLink({ name: 'Phantom' }, 'eip155', page)).toBeUndefined()
    expect(inAppBrowserLink({ name: 'Rainbow' }, 'solana', page)).toBeUndefined()
  })
})
