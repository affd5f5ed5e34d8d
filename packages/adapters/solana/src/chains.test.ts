import { defineChain, solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { isSolanaChain, walletStandardChainOf } from './chains.js'

describe('walletStandardChainOf', () => {
  it('names the clusters as Wallet Standard wallets do', () => {
    expect(walletStandardChainOf(solana)).toBe('solana:mainnet')
    expect(walletStandardChainOf(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChainOf(solanaTestnet)).toBe('solana:testnet')
    expect(walletStandardChainOf(solanaLocalnet)).toBe('solana:localnet')
  })

  it('names any other network by its CAIP-2 id', () => {
    const custom = defineChain({
      id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3A',
      name: 'Custom',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    expect(walletStandardChainOf(custom)).toBe(custom.caipNetworkId)
  })

  it('tells Solana chains from others', () => {
    expect(isSolanaChain('solana:devnet')).toBe(true)
    expect(isSolanaChain('sui:mainnet')).toBe(false)
  })
})
