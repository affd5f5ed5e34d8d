import type { CaipNetwork, SolanaSendOptions } from '@gangway/common'

/** What the wallet reports by itself once connected. */
export interface SolanaWalletWatchers {
  /** The wallet's accounts, the selected one first; empty when the site lost access. */
  accountsChanged(addresses: string[]): void
  /** The wallet moved to another chain (WalletConnect wallets do; Wallet Standard wallets have no current chain). */
  chainChanged(reference: string): void
  /** The connection ended in the wallet. */
  disconnect(): void
}

/**
 * One Solana wallet behind one connector (a Wallet Standard wallet, or the WalletConnect session), the way the
 * adapter drives it. Requests name the network they are for; every error is already a GangwayError.
 */
export interface SolanaWallet {
  readonly connectorId: string
  /** The wallet as it names itself. */
  describe(): { name: string; icon?: string | undefined }
  /**
   * The wallet's account: with a prompt, or `silent` (only what it already grants; undefined when nothing).
   * `network` is the one asked for; WalletConnect answers with the chain it approved the account on.
   */
  connect(options: {
    silent: boolean
    network: CaipNetwork | undefined
  }): Promise<{ address: string; chainId?: string | undefined } | undefined>
  disconnect(): Promise<void>
  /** Whether the wallet can act on the network (a WalletConnect session approves its chains up front). */
  supports(network: CaipNetwork): boolean
  signMessage(params: { message: Uint8Array; address: string; network: CaipNetwork }): Promise<Uint8Array>
  /** A wire transaction (legacy or v0) signed by the wallet. */
  signTransaction(params: {
    transaction: Uint8Array
    address: string
    network: CaipNetwork
  }): Promise<Uint8Array>
  /**
   * Signs and sends on the network's chain; the base58 signature. Absent when the wallet cannot (the adapter
   * then signs with the wallet and sends itself); may fail with -32601 when the wallet turns out not to.
   */
  signAndSendTransaction?(params: {
    transaction: Uint8Array
    address: string
    network: CaipNetwork
    options?: SolanaSendOptions | undefined
  }): Promise<string>
  watch(watchers: SolanaWalletWatchers): () => void
}
