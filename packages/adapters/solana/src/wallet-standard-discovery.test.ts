import { createSolanaTestWallet, registerSolanaTestWallet } from '@gangway/testing'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverWalletStandardWallets, toWalletStandardConnector } from './wallet-standard-discovery.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function register(wallet: Wallet) {
  const unregister = registerSolanaTestWallet(wallet)
  cleanups.push(unregister)
  return unregister
}

/** A Wallet Standard wallet of another chain family: not the Solana adapter's. */
function suiWallet(): Wallet {
  return {
    version: '1.0.0',
    name: 'Sui Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['sui:mainnet'],
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    accounts: [],
  }
}

describe('discoverWalletStandardWallets', () => {
  it('lists registered Solana wallets as ANNOUNCED connectors named and pictured by themselves', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'Phantomish' })
    register(wallet)
    const discovery = discoverWalletStandardWallets(() => {})
    cleanups.push(discovery.stop)
    expect(discovery.connectors()).toEqual([
      {
        id: 'Phantomish',
        name: 'Phantomish',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
        info: { name: 'Phantomish', icon: wallet.icon },
      },
    ])
    expect(discovery.wallet('Phantomish')).toBe(wallet)
    expect(toWalletStandardConnector(wallet).imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('leaves out wallets without Solana chains or without standard:connect', () => {
    register(suiWallet())
    const noConnect = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'No connect' })
    register({ ...noConnect, features: { 'solana:signMessage': noConnect.features['solana:signMessage'] } })
    const discovery = discoverWalletStandardWallets(() => {})
    cleanups.push(discovery.stop)
    expect(discovery.connectors()).toEqual([])
  })

  it('reports every register and unregister with the full list', () => {
    const onChange = vi.fn()
    const discovery = discoverWalletStandardWallets(onChange)
    cleanups.push(discovery.stop)
    const first = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'First' })
    const second = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'Second' })
    const unregisterFirst = register(first)
    register(second)
    expect(onChange.mock.lastCall?.[0].map((connector: { name: string }) => connector.name)).toEqual([
      'First',
      'Second',
    ])
    unregisterFirst()
    expect(onChange.mock.lastCall?.[0].map((connector: { name: string }) => connector.name)).toEqual([
      'Second',
    ])
    discovery.stop()
    register(createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'Third' }))
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('whenAvailable waits for a wallet that registers late, and gives up after the grace', async () => {
    const discovery = discoverWalletStandardWallets(() => {})
    cleanups.push(discovery.stop)
    const late = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:9', name: 'Late' })
    const waiting = discovery.whenAvailable('Late', 2_000)
    setTimeout(() => register(late), 50)
    expect(await waiting).toBe(late)
    const started = Date.now()
    expect(await discovery.whenAvailable('Never', 100)).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
    expect(await discovery.whenAvailable('Never', 0)).toBeUndefined()
  })
})
