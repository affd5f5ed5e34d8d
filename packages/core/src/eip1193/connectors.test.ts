// @vitest-environment happy-dom
import { announceWallet, createTestWallet } from '@gangway/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../types.js'
import type { WalletConnectClient } from '../walletconnect/client.js'
import {
  BROWSER_WALLET_NAME,
  createEvmConnectors,
  findInjectedProvider,
  INJECTED_CONNECTOR_ID,
} from './connectors.js'

const chains = [{ id: 1, rpcUrl: 'http://127.0.0.1:9' }]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

/** Only its presence matters to the list: WalletConnect sessions are tested with the WalletConnect wallet. */
const someClient = { subscribe: () => () => {} } as unknown as WalletConnectClient

function connectors(walletConnect?: WalletConnectClient) {
  const changes: Connector[][] = []
  const evm = createEvmConnectors({
    walletConnect: () => walletConnect,
    rpcUrlOf: () => undefined,
    onChange: (list) => changes.push(list),
  })
  cleanups.push(() => evm.stop())
  return { evm, changes }
}

describe('the EVM connectors', () => {
  it('SPEC §3: EIP-6963 wallets are ANNOUNCED under their rdns, with their name and icon', () => {
    const wallet = createTestWallet({ chains })
    cleanups.push(announceWallet(wallet))
    const { evm } = connectors()
    expect(evm.list()).toEqual([
      {
        id: wallet.info.rdns,
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: wallet.info.icon,
        info: { rdns: wallet.info.rdns, name: 'Test Wallet', icon: wallet.info.icon },
        provider: wallet.provider,
      },
    ])
  })

  it('lists the injected window.ethereum as the INJECTED "Browser Wallet" only when the page has one', () => {
    expect(connectors().evm.list()).toEqual([])
    const wallet = createTestWallet({ chains })
    ;(window as { ethereum?: unknown }).ethereum = wallet.provider
    expect(findInjectedProvider(window)).toBe(wallet.provider)
    const { evm } = connectors()
    expect(evm.list()).toEqual([
      { id: INJECTED_CONNECTOR_ID, name: BROWSER_WALLET_NAME, type: 'INJECTED', chain: 'eip155' },
    ])
    expect(evm.wallet(INJECTED_CONNECTOR_ID)?.provider()).toBe(wallet.provider)
  })

  it('lists WalletConnect when the instance has a client (enableWalletConnect), and not otherwise', () => {
    expect(connectors(someClient).evm.list()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    expect(connectors().evm.wallet('walletConnect')).toBeUndefined()
    expect(connectors(someClient).evm.wallet('walletConnect')?.connectorId).toBe('walletConnect')
  })

  it('reports the whole list again when a wallet announces itself later', () => {
    const { evm, changes } = connectors(someClient)
    const wallet = createTestWallet({ chains, rdns: 'com.example.late', name: 'Late' })
    cleanups.push(announceWallet(wallet))
    expect(changes.at(-1)?.map((connector) => connector.id)).toEqual(['com.example.late', 'walletConnect'])
    expect(evm.wallet('com.example.late')?.provider()).toBe(wallet.provider)
  })

  it('keeps one wallet object per connector while its provider stays, a new one when it changes', () => {
    const first = createTestWallet({ chains })
    cleanups.push(announceWallet(first))
    const { evm } = connectors()
    const id = first.info.rdns
    expect(evm.wallet(id)).toBe(evm.wallet(id))
    const before = evm.wallet(id)
    cleanups.push(announceWallet(createTestWallet({ chains })))
    expect(evm.wallet(id)).not.toBe(before)
  })

  it('gives a stored wallet a moment to announce itself after a reload; unknown ids find nothing', async () => {
    const { evm } = connectors()
    const waiting = evm.whenAvailable('com.example.slow', 1_000)
    const wallet = createTestWallet({ chains, rdns: 'com.example.slow' })
    setTimeout(() => cleanups.push(announceWallet(wallet)), 5)
    expect((await waiting)?.provider()).toBe(wallet.provider)
    expect(await evm.whenAvailable('com.example.gone', 10)).toBeUndefined()
    expect(evm.wallet('com.example.gone')).toBeUndefined()
  })

  it('finds nothing and throws nothing without a window (a server)', () => {
    const onChange = vi.fn()
    const evm = createEvmConnectors({
      walletConnect: () => undefined,
      rpcUrlOf: () => undefined,
      onChange,
      window: undefined,
    })
    expect(evm.list()).toEqual([])
    expect(findInjectedProvider(undefined)).toBeUndefined()
    evm.stop()
  })
})
