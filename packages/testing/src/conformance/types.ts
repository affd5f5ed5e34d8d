import type { CaipNetwork } from '@gangway/common'
import type { TestWallet, WalletStorage } from '../wallet/types.js'

/**
 * The ChainAdapter contract as the suite sees it, written out structurally so this package stays
 * independent of @gangway/core (core's ChainAdapter is assignable to it).
 */
export interface ConformanceAdapter {
  construct(context: {
    projectId: string
    networks: CaipNetwork[]
    events: { emit(event: string, payload: unknown): void }
  }): void
  syncConnectors(): Promise<void>
  connect(params: { id: string; chainId?: string | number }): Promise<ConformanceConnectResult>
  reconnect(params: { id: string }): Promise<ConformanceConnectResult | undefined>
  disconnect(): Promise<void>
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { message: string; address: string }): Promise<{ signature: string }>
  sendTransaction(params: {
    address: string
    to: string
    value: bigint
    data?: `0x${string}`
    caipNetwork?: CaipNetwork
  }): Promise<{ hash: string }>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  getProvider(): unknown
}

export interface ConformanceConnectResult {
  address: string
  chainId: string | number
  connectorId: string
  provider: unknown
}

/** One event the adapter emitted into its sink, in order. */
export interface RecordedAdapterEvent {
  event: string
  payload: unknown
}

export interface ConformanceSetupParams {
  /**
   * Storage that outlives a simulated page reload: give it to both the wallet and the adapter, so a
   * second `setup` over the same storage is the same site after a reload.
   */
  storage: WalletStorage
  /** Which networks the wallet knows at start: all of them, or only the first (then it must add the second). */
  walletChains: 'all' | 'first'
}

export interface ConformanceEnvironment {
  /** Already constructed with a sink that records into `events`. */
  adapter: ConformanceAdapter
  events: RecordedAdapterEvent[]
  /** The test wallet, discoverable by the adapter (e.g. announced with EIP-6963). */
  wallet: TestWallet
  /** Two EVM networks served by real local nodes; the wallet starts on the first. */
  networks: readonly [CaipNetwork, CaipNetwork]
  /** Undo what setup did (stop announcing, unwatch); called after each test. */
  teardown?(): void | Promise<void>
}

export interface AdapterConformanceOptions {
  name: string
  setup(params: ConformanceSetupParams): ConformanceEnvironment | Promise<ConformanceEnvironment>
}
