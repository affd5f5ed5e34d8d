import type { AdapterType, CaipNetwork, CaipNetworkId, ChainId, ChainNamespace } from '@gangway/common'
import type { AuthClient } from './auth/types.js'
import type { Connector } from './types.js'
import type { WalletConnectClient } from './walletconnect/client.js'

/** What an adapter reports back into core (SPEC §4: account, network and disconnect events flow into core). */
export interface AdapterEventMap {
  /** The wallet's account changed (or was set after connect/reconnect). */
  accountChanged: { address: string; chainId?: ChainId; connectorId?: string }
  /** The wallet switched chain on its own or on request. */
  chainChanged: { chainId: ChainId }
  /** The wallet disconnected. */
  disconnect: undefined
  /** The full list of this adapter's connectors, replaced on every change (EIP-6963 announcements). */
  connectors: Connector[]
}

export type AdapterEventName = keyof AdapterEventMap

export interface AdapterEventSink {
  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void
}

/** Handed to an adapter once, when the instance that owns it is created. */
export interface AdapterContext {
  projectId: string
  /** The configured networks of this adapter's namespace. */
  networks: CaipNetwork[]
  /** `customRpcUrls` from the options: honoured, never replaced. */
  customRpcUrls?: Record<CaipNetworkId, { url: string; config?: unknown }[]>
  events: AdapterEventSink
  /**
   * `services.blockchainApiUrl`: where balances of chains without a node here (bip122, polkadot, cosmos) are
   * read. Absent when the host configured no blockchain API.
   */
  blockchainApiUrl?: string | undefined
  /** The instance's shared WalletConnect client, when WalletConnect is enabled. */
  walletConnect?: WalletConnectClient | undefined
  /**
   * The instance's embedded wallet, when e-mail or social sign-in is on: adapters of the namespaces it serves
   * (eip155, solana) offer it as a connector with id `ID_AUTH` and type AUTH.
   */
  auth?: AuthClient | undefined
}

export interface ConnectParams {
  /** Connector id as reported in the `connectors` event. */
  id: string
  /** The chain to connect on; the adapter asks the wallet to switch if it is elsewhere. */
  chainId?: ChainId
}

export interface ConnectResult {
  address: string
  chainId: ChainId
  connectorId: string
  /** The wallet's provider, e.g. an EIP-1193 provider for eip155. */
  provider: unknown
  /** The wallet behind the connector, when it names itself (a WalletConnect peer does). */
  wallet?: { name: string; icon?: string | undefined } | undefined
}

export interface BalanceResult {
  /** Decimal string in whole units, untruncated (e.g. "10000.0"). */
  balance: string
  symbol: string
}

export interface SendTransactionParams {
  address: string
  to: string
  value: bigint
  data?: `0x${string}`
  caipNetwork?: CaipNetwork
  /**
   * Solana: the SPL token mint to send `value` base units of, instead of lamports (AppKit's `tokenMint`).
   * Core passes it to Solana adapters only.
   */
  tokenMint?: string
}

export interface EstimateGasParams {
  address: string
  to: string
  value?: bigint
  data?: `0x${string}`
  caipNetwork: CaipNetwork
}

/** A contract call the wallet signs and sends, e.g. an ERC-20 `transfer` (SPEC §7). */
export interface WriteContractParams {
  /** The sender, the connected account. */
  address: string
  contractAddress: string
  /** The contract's ABI, or at least the fragment of `method`. */
  abi: readonly unknown[]
  method: string
  args: readonly unknown[]
  value?: bigint
  caipNetwork: CaipNetwork
}

/**
 * The only door between the modal and a chain library (ARCHITECTURE, Adapters).
 * Later issues add capabilities, permissions and assets.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType
  /** Networks given to the adapter's constructor (may be empty; core then passes the instance's). */
  readonly networks: CaipNetwork[]
  /**
   * The adapter takes over the instance's shared WalletConnect session through a connector with id
   * 'walletConnect' (the universal adapter, and wagmi's WalletConnect connector).
   */
  readonly speaksWalletConnect?: boolean
  /** Called once by core before anything else. Must not connect or prompt. */
  construct(context: AdapterContext): void
  /** Discover wallets (EIP-6963, injected) and report them with the `connectors` event. */
  syncConnectors(): Promise<void>
  connect(params: ConnectParams): Promise<ConnectResult>
  /** Restore a previous connection without prompting; undefined when the wallet no longer authorises it. */
  reconnect(params: { id: string }): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>
  getBalance(params: { address: string; caipNetwork: CaipNetwork }): Promise<BalanceResult>
  signMessage(params: { message: string; address: string }): Promise<{ signature: string }>
  sendTransaction(params: SendTransactionParams): Promise<{ hash: string }>
  /** Namespaces with gas (eip155) only; loaded lazily by the adapter. */
  estimateGas?(params: EstimateGasParams): Promise<{ gas: bigint }>
  /** Namespaces with contracts (eip155) only; loaded lazily by the adapter. */
  writeContract?(params: WriteContractParams): Promise<{ hash: string }>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  /** The connected wallet's provider, or undefined when not connected. */
  getProvider(): unknown
  /**
   * Called once by core when its instance is destroyed: stops wallet discovery (EIP-6963, Wallet Standard),
   * the connected wallet's listeners and the adapter's timers, and reports nothing afterwards. It does not end
   * the wallet's session, so a page that creates a new instance restores it. Optional for a host's own
   * adapter; every Gangway adapter has it.
   */
  destroy?(): void
}
