import type { CaipNetwork } from '@gangway/common'

export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | object | undefined
}

/**
 * An EIP-1193 provider as wallets inject it. `on` / `removeListener` are optional because some in-page wallets
 * ship without events; listeners take `never[]` so any wallet's own listener typing is assignable.
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI (or URL) of the wallet's icon. */
  icon: string
  /** Reverse DNS of the wallet; the connector id the adapter reports it under. */
  rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The part of `window` EIP-6963 discovery needs: it lets tests and servers pass something else. */
export type EventHost = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** What a wallet answered on connect or restore. */
export interface WalletSession {
  address: string
  chainId: number
}

/** What a connected wallet reports by itself, already parsed. */
export interface WalletWatchers {
  /** The wallet's accounts, first the selected one; empty when the site lost access. */
  accountsChanged(accounts: string[]): void
  chainChanged(chainId: number): void
  disconnect(): void
}

/**
 * One wallet behind one connector (an announced or injected provider, or the WalletConnect session), the way
 * the EIP-1193 adapter drives it. Every request error is already a GangwayError.
 */
export interface EvmWallet {
  readonly connectorId: string
  /** The provider a host wraps (ethers' BrowserProvider …); undefined until connected (WalletConnect). */
  provider(): Eip1193Provider | undefined
  /** A request to the wallet, on the chain it is on. */
  request(args: Eip1193RequestArguments): Promise<unknown>
  /** Asks the user for access (a prompt), then moves to `network` when given and the wallet is elsewhere. */
  connect(network: CaipNetwork | undefined): Promise<WalletSession>
  /** The session the wallet still grants, without a prompt; undefined when it grants none. */
  restore(): Promise<WalletSession | undefined>
  switchChain(network: CaipNetwork): Promise<void>
  /** Ends the site's access where the wallet allows it. */
  disconnect(): Promise<void>
  /** Listens to the wallet; returns the function that stops listening. */
  watch(watchers: WalletWatchers): () => void
  /** The wallet as it named itself, when the connector's own name says less (a WalletConnect peer). */
  describe?(): { name: string; icon?: string | undefined } | undefined
}
