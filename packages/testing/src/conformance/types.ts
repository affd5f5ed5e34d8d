import type { CaipNetwork } from '@gangway/common'
import type { WalletStorage } from '../wallet/types.js'

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
  estimateGas?(params: {
    address: string
    to: string
    value?: bigint
    data?: `0x${string}`
    caipNetwork: CaipNetwork
  }): Promise<{ gas: bigint }>
  writeContract?(params: {
    address: string
    contractAddress: string
    abi: readonly unknown[]
    method: string
    args: readonly unknown[]
    caipNetwork: CaipNetwork
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

/**
 * Every case of the suite. An adapter skips one only with a reason (`skip`), and the reason is printed as
 * the skipped test's name.
 */
export const CONFORMANCE_CASES = [
  'discovery',
  'connect',
  'connect-rejected',
  'balance',
  'switch-network',
  'switch-network-add',
  'switch-network-unknown',
  'sign-message',
  'sign-rejected',
  'send-native',
  'send-rejected',
  'estimate-gas',
  'write-contract',
  'units',
  'disconnect',
  'event-account-changed',
  'event-chain-changed',
  'event-disconnect',
  'restore',
  'restore-after-disconnect',
] as const

export type ConformanceCase = (typeof CONFORMANCE_CASES)[number]

export interface ConformanceSetupParams {
  /**
   * Storage that outlives a simulated page reload: give it to both the wallet and the adapter (and to a
   * WalletConnect client), so a second `setup` over the same storage is the same site after a reload.
   */
  storage: WalletStorage
  /** Which networks the wallet knows at start: all of them, or only the first (then it must add the second). */
  walletChains: 'all' | 'first'
}

/**
 * The wallet as the suite drives it. An injected or Wallet Standard test wallet, or the WalletConnect lab
 * wallet; the optional members are the wallet doing something by itself (their cases need them).
 */
export interface ConformanceWallet {
  /** How the adapter must list the wallet after `syncConnectors` (matched against the `connectors` event). */
  connector: { name: string; type: string; rdns?: string; id?: string }
  /** The address the wallet connects with. */
  address: string
  /** The provider `connect` and `getProvider` must hand out, when its identity is known beforehand. */
  provider?: unknown
  /** The wallet's next prompt (connect, sign, send, switch) is answered as if the user clicked Reject. */
  rejectNextRequest(): void
  /**
   * Runs before each `adapter.connect`: a WalletConnect setup pairs and approves the session here, so the
   * rejection of a connection shows here too.
   */
  beforeConnect?(): Promise<void>
  /** The wallet moves to another of its accounts by itself; resolves with the new address. */
  changeAccount?(): Promise<string>
  /** The wallet moves to another network by itself. */
  switchChain?(network: CaipNetwork): Promise<void>
  /** The wallet ends the connection by itself. */
  disconnect?(): Promise<void>
  /** The network the wallet is on, when the wallet has one of its own (an EVM wallet's `eth_chainId`). */
  currentChainId?(): Promise<string | number>
}

/** Reads and checks done against the chain itself (node or service), never through the adapter under test. */
export interface ConformanceChain {
  /** The native balance in base units. */
  balanceOf(address: string): Promise<bigint>
  /** Whether `signature` is `address`'s signature of `message`, checked with the namespace's own scheme. */
  verifyMessage(params: { address: string; message: string; signature: string }): Promise<boolean>
  /** A fresh address that holds nothing. */
  newRecipient(): string
  /** Waits until the transaction is final; throws when it failed. */
  confirm(hash: string): Promise<void>
  /** What the native send moves, in base units (above the chain's dust limit). */
  sendValue: bigint
  /** A deployed contract for `estimateGas` and `writeContract` (eip155). */
  contract?: ConformanceContract
}

/** An ERC-20-like contract: `approve(spender, amount)` is written, `allowance(owner, spender)` reads it back. */
export interface ConformanceContract {
  address: string
  abi: readonly unknown[]
  allowance(owner: string, spender: string): Promise<bigint>
}

export interface ConformanceEnvironment {
  /** Already constructed with a sink that records into `events`. */
  adapter: ConformanceAdapter
  events: RecordedAdapterEvent[]
  wallet: ConformanceWallet
  chain: ConformanceChain
  /** Networks of the adapter's namespace served by real local chains; the wallet starts on the first. */
  networks: readonly [CaipNetwork, CaipNetwork] | readonly [CaipNetwork]
  /** A network of the namespace that is not configured anywhere: switching to it must fail. */
  unknownNetwork?: CaipNetwork
  /** Undo what setup did (stop announcing, close clients); called after each test. */
  teardown?(): void | Promise<void>
}

export interface AdapterConformanceOptions {
  name: string
  /** Cases that do not apply to this adapter or namespace, each with why. */
  skip?: Partial<Record<ConformanceCase, string>>
  setup(params: ConformanceSetupParams): ConformanceEnvironment | Promise<ConformanceEnvironment>
}
