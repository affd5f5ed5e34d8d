import { type CaipNetwork, solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '@gangway/common'

/** A Wallet Standard chain id: `solana:mainnet`, `solana:devnet`, … */
export type WalletStandardChain = `solana:${string}`

const WALLET_STANDARD_NAMES: Record<string, WalletStandardChain> = {
  [solana.id]: 'solana:mainnet',
  [solanaDevnet.id]: 'solana:devnet',
  [solanaTestnet.id]: 'solana:testnet',
  [solanaLocalnet.id]: 'solana:localnet',
}

/**
 * How Wallet Standard wallets name a network: the clusters by name (`solana:devnet`), any other network by its
 * CAIP-2 id (a genesis-hash reference), as the Solana Wallet Standard chains allow.
 */
export function walletStandardChainOf(network: Pick<CaipNetwork, 'id'>): WalletStandardChain {
  return WALLET_STANDARD_NAMES[String(network.id)] ?? `solana:${network.id}`
}

/** Whether a Wallet Standard chain id is a Solana one. */
export function isSolanaChain(chain: string): chain is WalletStandardChain {
  return chain.startsWith('solana:')
}
