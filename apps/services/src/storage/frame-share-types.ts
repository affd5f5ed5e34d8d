// Storage contract of the key shares the services keep for the secure frame (frame/share-routes.ts). Each
// embedded wallet is split 2-of-3 in the frame: the services hold the auth share as given (one share alone
// says nothing about the key) and the recovery share only sealed under a factor the user holds. The third,
// the device share, never leaves the browser and has no place here.

/** What a recovery share is sealed under: a recovery code shown once, or a passkey's PRF. */
export type RecoveryShareKind = 'code' | 'passkey'

/** The public addresses of an embedded wallet, as the frame derived them from its keys. */
export interface WalletAddresses {
  eip155: string
  solana: string
}

export type CreateAuthResult = 'created' | 'exists' | 'other-addresses'

export interface FrameRecoveryShareRecord {
  kind: RecoveryShareKind
  /** The passkey's credential id (base64url), so a new device asks for that passkey; null for a code. */
  credentialId: string | null
  /** The frame's sealed blob, opaque here. */
  sealed: string
  /** Epoch milliseconds. */
  createdAt: number
}

export interface FrameShareStore {
  /** The user's auth share, or undefined before the frame stored one. */
  findAuth(userId: string): Promise<string | undefined>
  /**
   * Stores the auth share once and lists the wallet's addresses on the user: 'exists' when the user has a share
   * already, 'other-addresses' when the user lists other addresses (a wallet from before key shares is moved
   * with its own addresses, never swapped for new ones). Atomic, so of two concurrent first writes exactly one
   * stores (replacing it would strand the wallet's other shares).
   */
  createAuth(
    userId: string,
    share: string,
    createdAt: number,
    addresses: WalletAddresses,
  ): Promise<CreateAuthResult>
  /** The user's sealed recovery shares, codes first, then passkeys. */
  listRecovery(userId: string): Promise<FrameRecoveryShareRecord[]>
  /** Stores a sealed recovery share, replacing the user's earlier one of the same kind. */
  putRecovery(userId: string, record: FrameRecoveryShareRecord): Promise<void>
}
