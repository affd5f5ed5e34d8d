import type { CaipAddress } from '@gangway/common'
import { GangwayError } from '@gangway/common/start'

/** The connector id WalletConnect connections are stored under, in every namespace (AppKit's). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * What every call of a destroyed client rejects with (the client's contract, so an instance's start-up code and
 * the client's lazy SDK code throw the same class).
 */
export class WalletConnectDestroyedError extends GangwayError {
  constructor() {
    super('WalletConnect client destroyed', {
      details: 'destroy() ended this client; a new instance brings a new one.',
    })
    this.name = 'WalletConnectDestroyedError'
  }
}

/** What the wallet told about itself when it approved the session. */
export interface WalletConnectPeer {
  name: string
  icons: string[]
  url?: string
  redirect?: { native?: string; universal?: string }
}

/** An approved WalletConnect session, as far as core needs to know it. */
export interface WalletConnectSession {
  /** Every CAIP-10 account the wallet approved, in every namespace. */
  accounts: CaipAddress[]
  peer: WalletConnectPeer
}

/** What the client reports about its session after it was approved. */
export type WalletConnectEvent =
  | { type: 'accountsChanged'; accounts: CaipAddress[] }
  | { type: 'chainChanged'; caipNetworkId: string }
  | { type: 'disconnect' }

/**
 * The instance's one WalletConnect client: a single pairing serves every namespace, and every adapter that
 * speaks WalletConnect shares it. The entry package supplies it; its SDK is loaded on the first pairing or
 * when a stored session is restored, never on a plain page load.
 */
export interface WalletConnectClient {
  /**
   * Starts a pairing, hands its `wc:` URI to `onUri`, and resolves once the wallet approves the session.
   * Rejects when the wallet declines or the pairing cannot start.
   */
  connect(params: { onUri(uri: string): void }): Promise<WalletConnectSession>
  /** The stored session, if one survives (this loads the SDK); undefined when there is none. */
  restore(): Promise<WalletConnectSession | undefined>
  /** The current session, without loading anything; undefined before connect/restore or after disconnect. */
  getSession(): WalletConnectSession | undefined
  /** Ends the session for every namespace; does nothing without one. */
  disconnect(): Promise<void>
  /** Loads the SDK and opens its relay connection, so a pairing started later only waits for the relay. */
  prepare(): Promise<void>
  /** The loaded SDK provider (`@walletconnect/universal-provider`), for adapters that drive it. */
  getProvider(): Promise<unknown>
  /** Listens to session changes the wallet makes; returns the function that stops listening. */
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
  /**
   * Frees the client: drops its listeners, closes the relay socket and stops the SDK's timers (a provider the
   * host passed in is only let go, not closed). The session stays stored for the next client. Optional for a
   * host's own client.
   */
  destroy?(): Promise<void>
}
