import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { WalletStorage } from '../wallet/types.js'

/** A Wallet Standard Solana chain: `solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`. */
export type SolanaWalletChain = `solana:${string}`

export interface SolanaTestWalletOptions {
  /** The node `solana:signAndSendTransaction` sends to, on every chain without an entry in `rpcUrls`. */
  rpcUrl: string
  /** Per-chain nodes, e.g. `{ 'solana:devnet': secondRpcUrl }`; their chains join the wallet's chains. */
  rpcUrls?: Partial<Record<SolanaWalletChain, string>>
  /** A 32-byte ed25519 seed or a 64-byte secret key (web3.js `Keypair.secretKey`); defaults to `SOLANA_TEST_WALLET_SECRET_KEY`. */
  secretKey?: Uint8Array
  /** Defaults to 'Solana Test Wallet'. */
  name?: string
  icon?: WalletIcon
  /** Where the authorisation survives a page reload; defaults to memory (forgotten with the wallet). */
  storage?: WalletStorage
}

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/**
 * A Wallet Standard wallet that really signs (ed25519) and sends to a real node. Approvals are automatic unless
 * `rejectNextRequest()`; the other controls are what a person does in the wallet itself.
 */
export interface SolanaTestWallet extends Wallet {
  readonly features: SolanaTestWalletFeatures
  /** The authorised account, or none before `standard:connect` and after a disconnect. */
  readonly accounts: readonly WalletAccount[]
  /** The selected account's address (base58), authorised or not. */
  readonly address: string
  /** The next prompt (connect, sign, send) fails with `{ code: 4001, message: 'User rejected the request.' }`. */
  rejectNextRequest(): void
  /**
   * The user picks another account: the next of the wallet's own deterministic accounts, or the given secret
   * key. Authorised sites get a `change` event with it. Returns the new address.
   */
  switchAccount(secretKey?: Uint8Array): string
  /** The user disconnects the site in the wallet: the authorisation is revoked and `change` reports no accounts. */
  disconnectSite(): void
}
