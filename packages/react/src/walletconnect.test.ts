import { DeferredUniversalAdapter } from '@gangway/adapter-universal/start'
import { WagmiAdapter } from '@gangway/adapter-wagmi'
import { mainnet, polkadot, solana } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { setUpWalletConnect } from './walletconnect.js'

describe('setUpWalletConnect', () => {
  it('with no adapter, every namespace gets a (deferred) UniversalAdapter sharing one WalletConnect client', () => {
    const { adapters, walletConnect } = setUpWalletConnect({
      projectId: 'p',
      networks: [mainnet, solana, polkadot],
    })
    expect(
      adapters.map((adapter) => [adapter.namespace, adapter instanceof DeferredUniversalAdapter]),
    ).toEqual([
      ['eip155', true],
      ['solana', true],
      ['polkadot', true],
    ])
    expect(walletConnect).toBeDefined()
  })

  it("keeps the host's wagmi adapter for eip155 and adds WalletConnect for the other namespaces", () => {
    const wagmi = new WagmiAdapter({ networks: [mainnet], projectId: 'p' })
    const { adapters, walletConnect } = setUpWalletConnect({
      projectId: 'p',
      networks: [mainnet, solana],
      adapters: [wagmi],
    })
    expect(adapters[0]).toBe(wagmi)
    expect(adapters.slice(1).map((adapter) => adapter.namespace)).toEqual(['solana'])
    expect(walletConnect).toBeDefined()
  })

  it('a wagmi host with eip155 networks only gets no UniversalAdapter, only the shared client', () => {
    const wagmi = new WagmiAdapter({ networks: [mainnet], projectId: 'p' })
    const { adapters, walletConnect } = setUpWalletConnect({
      projectId: 'p',
      networks: [mainnet],
      adapters: [wagmi],
    })
    expect(adapters).toEqual([wagmi])
    expect(walletConnect).toBeDefined()
  })

  it('enableWalletConnect: false adds nothing and makes no client', () => {
    const { adapters, walletConnect } = setUpWalletConnect({
      projectId: 'p',
      networks: [mainnet, solana],
      enableWalletConnect: false,
    })
    expect(adapters).toEqual([])
    expect(walletConnect).toBeUndefined()
  })
})
