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
