import type { CaipNetworkId } from './types.js'

/**
 * Sign In With X (CAIP-122): the shapes AppKit's `siwx` option uses, so a host's own SIWX config works unchanged.
 * Core runs the flow against `SIWXConfig`; `@gangway/siwx` ships `DefaultSIWX` and the parts it is built from.
 */
export namespace SIWXMessage {
  /** What the flow knows when it asks for a message: who signs, on which network. */
  export interface Input {
    accountAddress: string
    chainId: CaipNetworkId
    notBefore?: Timestamp
  }

  /** What the message says, field by field (CAIP-122). */
  export interface Data extends Input {
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string
    issuedAt?: Timestamp
    expirationTime?: Timestamp
    requestId?: string
    resources?: string[]
  }

  export interface Methods {
    /** The text the wallet signs. */
    toString(): string
  }

  /** An ISO 8601 date-time, as the message carries it. */
  export type Timestamp = string
}

export interface SIWXMessage extends SIWXMessage.Data, SIWXMessage.Methods {}

/** A CACAO (CAIP-74) a wallet may return for a one-click authentication; kept as given. */
export interface Cacao {
  h: { t: 'caip122' | 'eip4361' }
  p: Record<string, unknown>
  s: { t: string; s: string; m?: string }
}

/** A signed message: the session a host's server can check. */
export interface SIWXSession {
  data: SIWXMessage.Data
  message: string
  signature: string
  cacao?: Cacao
  /** Set by a storage that keeps sessions on a server: what the host's own server looks the session up by. */
  id?: string
}

/** The `siwx` option of `createAppKit` (AppKit's names and shapes). */
export interface SIWXConfig {
  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage>
  /** Stores a session after verifying it; throws when it does not verify. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** When true, a visitor must sign in: the sign-in view cannot be closed, and cancelling disconnects. */
  getRequired?(): boolean
  /** Signs in place of the flow's own `signMessage` (a host that signs another way). */
  signMessage?(input: { message: string; chainId: CaipNetworkId; accountAddress: string }): Promise<string>
  /** Revoke the sessions on disconnect (default true). */
  signOutOnDisconnect?: boolean
}

/** AppKit's legacy `siweConfig` (the `@reown/appkit-siwe` shape): core maps it onto SIWX (eip155 only). */
export interface SIWESession {
  address: string
  chainId: number
}

export interface SIWEMessageParams {
  domain: string
  uri: string
  /** The chains the session may be made on (ids). */
  chains: number[]
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface SIWECreateMessageArgs extends Partial<Omit<SIWEMessageParams, 'chains'>> {
  domain: string
  uri: string
  /** The signer as a DID: `did:pkh:eip155:{chainId}:{address}`, as WalletConnect's `formatMessage` takes it. */
  address: string
  version: string
  nonce: string
  chainId: number
}

export interface SIWEVerifyMessageArgs {
  message: string
  signature: string
  cacao?: Cacao
}

export interface SIWEConfig {
  getMessageParams?: () => Promise<SIWEMessageParams>
  createMessage: (args: SIWECreateMessageArgs) => string
  getNonce: (address?: string) => Promise<string>
  getSession: () => Promise<SIWESession | null>
  verifyMessage: (args: SIWEVerifyMessageArgs) => Promise<boolean>
  signOut: () => Promise<boolean>
  onSignIn?: (session?: SIWESession) => void
  onSignOut?: () => void
  signOutOnDisconnect?: boolean
  required?: boolean
}
