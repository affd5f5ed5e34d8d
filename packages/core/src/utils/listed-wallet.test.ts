import { describe, expect, it } from 'vitest'
import { fromCustomWallet, fromDirectoryListing } from './listed-wallet.js'

describe('listed wallets', () => {
  it('keeps what a list and the Downloads view need of a directory listing', () => {
    const listing = {
      id: 'rainbow',
      name: 'Rainbow',
      image_id: 'rainbow-image',
      rdns: 'me.rainbow',
      mobile_link: 'rainbow:',
      desktop_link: null,
      webapp_link: null,
      homepage: 'https://rainbow.me',
      app_store: null,
      play_store: null,
    }
    expect(fromDirectoryListing(listing)).toEqual({ ...listing, source: 'directory' })
  })

  it("marks the host's custom wallets as such and keeps their own image", () => {
    expect(
      fromCustomWallet({ id: 'mine', name: 'My Wallet', image_url: 'https://w.example/i.png' }),
    ).toMatchObject({ id: 'mine', name: 'My Wallet', source: 'custom', image_url: 'https://w.example/i.png' })
  })
})
