import type { Connector, ListedWallet } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { announcedWallet } from '../test-utils.js'
import { resolveWalletButtonTarget } from './wallet-button-target.js'

const LISTED_METAMASK: ListedWallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  source: 'directory',
  rdns: 'io.metamask',
}

describe('resolveWalletButtonTarget', () => {
  it('a wallet of this browser wins over its directory listing', () => {
    const installed: Connector = announcedWallet()
    expect(resolveWalletButtonTarget('metamask', [installed], undefined, LISTED_METAMASK)).toEqual({
      kind: 'connector',
      connector: installed,
    })
  })

  it('stands for the directory wallet found when this browser does not have it', () => {
    expect(resolveWalletButtonTarget('metamask', [], undefined, LISTED_METAMASK)).toEqual({
      kind: 'directory',
      wallet: LISTED_METAMASK,
    })
    expect(resolveWalletButtonTarget('metamask', [])).toEqual({ kind: 'none' })
  })

  it('a social provider stays a social sign-in', () => {
    expect(resolveWalletButtonTarget('google', [], undefined, LISTED_METAMASK)).toEqual({
      kind: 'social',
      provider: 'google',
    })
  })
})
