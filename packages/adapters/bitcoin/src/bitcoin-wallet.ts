import type { CaipNetwork } from '@gangway/common'

export type BitcoinPurpose = 'payment' | 'ordinals'

/** One of the wallet's addresses with its purpose (SPEC §3 account record). */
export interface BitcoinAccount {
  address: string
  /** Undefined when the wallet does not say (a sats-connect answer without it, a WalletConnect session). */
  publicKey: Uint8Array | undefined
  purpose: BitcoinPurpose
}

/** What the wallet reports by itself once connected. */
export interface BitcoinConnectionWatchers {
  /** The wallet's addresses now; empty when the site lost access. */
  accountsChanged(accounts: BitcoinAccount[]): void
  /** The connection ended in the wallet. */
  disconnect(): void
}

/**
 * One Bitcoin wallet behind one connector, the way the adapter drives it, whatever protocol it speaks. Every
 * error is already a GangwayError (a rejection in the wallet a UserRejectedRequestError).
 */
export interface BitcoinConnection {
  readonly connectorId: string
  /** The wallet as it names itself. */
  describe(): { name: string; icon?: string | undefined }
  /**
   * The wallet's addresses: with a prompt, or `silent` (only what it already grants, never a prompt; empty when
   * nothing is granted). `network` is the one the adapter acts on.
   */
  connect(options: { silent: boolean; network: CaipNetwork }): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** A BIP-137 signature of the UTF-8 text by the address's key, base64. */
  signMessage(params: { address: string; message: string; network: CaipNetwork }): Promise<string>
  /** The PSBT with the listed inputs signed by the wallet (not finalized). */
  signPsbt(params: {
    psbt: Uint8Array
    inputs: { address: string; signingIndexes: number[] }[]
    network: CaipNetwork
  }): Promise<Uint8Array>
  watch(watchers: BitcoinConnectionWatchers): () => void
}
