import type { AdapterType, CaipNetwork, ChainNamespace } from '@gangway/common'
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  EstimateGasParams,
  SendTransactionParams,
  WalletConnectEvent,
  WriteContractParams,
} from '@gangway/core'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '@gangway/core/start'
import {
  type Config,
  type Connector as WagmiConnector,
  type CreateConnectorFn,
  type Storage,
  type Transport,
  createConfig,
  getConnection,
  injected,
} from '@wagmi/core'
import { type Chain, formatUnits, parseUnits } from 'viem'
import { whenHydrated } from './when-hydrated.js'
import { WagmiNoNetworksError } from './errors.js'
import type { WagmiConnection } from './operations.js'
import { toViemChain } from './to-viem-chain.js'
import { type CustomRpcUrls, lazyTransport, resolveTransport } from './transports.js'
import { listConnectors, watchConfig } from './watch-config.js'
import { walletConnectConnector } from './walletconnect-connector.js'

/**
 * The visitor's operations (connect, switch, sign, send…): core calls them once the instance is ready, and
 * `syncConnectors` (part of getting ready) starts this load, so the page's first download holds none of them.
 */
const operations = () => import('./operations.js')

export interface WagmiAdapterParams {
  /** The eip155 networks the app supports; the first is wagmi's initial chain. */
  networks: CaipNetwork[]
  projectId: string
  /** Transports by chain id, used for networks without custom RPC URLs. */
  transports?: Record<number, Transport>
  /** RPC URLs by CAIP-2 network id: honoured, never replaced (fallback between them). */
  customRpcUrls?: CustomRpcUrls
  /** Server-side rendering: wagmi hydrates when the host mounts WagmiProvider. */
  ssr?: boolean
  /** wagmi's storage (e.g. createStorage({ storage: cookieStorage })); defaults to localStorage in a browser. */
  storage?: Storage
  /** More wagmi connectors (e.g. walletConnect, coinbaseWallet), after the injected one. */
  connectors?: CreateConnectorFn[]
}

/**
 * The ChainAdapter for EVM chains over @wagmi/core: EIP-6963 and injected wallets plus any wagmi
 * connector. `wagmiConfig` exists as soon as the adapter does, so a React host can hand it to
 * WagmiProvider before createAppKit.
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  readonly adapterType: AdapterType = 'wagmi'
  /** WalletConnect goes through the instance's shared pairing (connector id 'walletConnect'). */
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]
  readonly projectId: string
  readonly wagmiConfig: Config

  private context: AdapterContext | undefined
  private stopWatching: (() => void) | undefined
  private provider: unknown
  private readonly ssr: boolean

  constructor(params: WagmiAdapterParams) {
    this.networks = params.networks.filter((network) => network.chainNamespace === 'eip155')
    this.projectId = params.projectId
    this.ssr = params.ssr ?? false
    const [first, ...others] = this.networks
    if (!first) throw new WagmiNoNetworksError()

    const transports: Record<number, Transport> = {}
    for (const network of this.networks) {
      transports[Number(network.id)] = lazyTransport(() =>
        resolveTransport(network, {
          // createAppKit's customRpcUrls arrive with construct(); the constructor's win for a network in both.
          customRpcUrls: { ...this.context?.customRpcUrls, ...params.customRpcUrls },
          transports: params.transports,
        }),
      )
    }
    this.wagmiConfig = createConfig({
      chains: [toViemChain(first), ...others.map(toViemChain)] as [Chain, ...Chain[]],
      multiInjectedProviderDiscovery: true,
      connectors: [
        injected(),
        walletConnectConnector(() => this.context?.walletConnect),
        ...(params.connectors ?? []),
      ],
      transports,
      ssr: params.ssr,
      ...(params.storage ? { storage: params.storage } : {}),
    })
  }

  construct(context: AdapterContext): void {
    this.context = context
    this.stopWatching?.()
    const stopConfig = watchConfig(this.wagmiConfig, context.events, (connection) => {
      if (connection.status === 'disconnected') this.provider = undefined
      else if (connection.status === 'connected') this.rememberProvider(connection.connector)
    })
    const stopSession = context.walletConnect?.subscribe((event) => this.onWalletConnectEvent(event))
    this.stopWatching = () => {
      stopConfig()
      stopSession?.()
    }
  }

  /**
   * Stops watching wagmi's store and the shared session, and ends wagmi's EIP-6963 discovery (its store of
   * announced wallets listens on the window). The session stays in wagmi's storage for the next instance, which
   * comes with a new adapter.
   */
  destroy(): void {
    this.stopWatching?.()
    this.stopWatching = undefined
    this.wagmiConfig._internal.mipd?.destroy()
    this.provider = undefined
    this.context = undefined
  }

  async syncConnectors(): Promise<void> {
    // A failed load leaves those wallets to their next announcement; it is retried by the first operation, which
    // reports it.
    const loading = operations().catch(() => undefined)
    // With ssr the host's WagmiProvider hydrates the store; waiting here could wait forever.
    if (!this.ssr) await whenHydrated(this.wagmiConfig)
    ;(await loading)?.adoptMissedAnnouncements(this.wagmiConfig)
    if (this.context?.auth) await this.addAuthConnector()
    // enableWalletConnect: false (or no client) removes the WalletConnect entry.
    const connectors = listConnectors(this.wagmiConfig).filter(
      (c) => c.id !== WALLET_CONNECT_CONNECTOR_ID || this.context?.walletConnect,
    )
    this.context?.events.emit('connectors', connectors)
  }

  /**
   * The embedded wallet's connector joins wagmi's list only on a page that offers sign-in by e-mail or social
   * account (the instance has an embedded wallet): other pages never download even its shell.
   */
  private async addAuthConnector(): Promise<void> {
    const hasAuth = () => this.wagmiConfig.connectors.some((c) => c.id === AUTH_CONNECTOR_ID)
    if (hasAuth()) return
    const { authConnector } = await import('./auth-connector.js')
    if (hasAuth()) return
    const connectors = this.wagmiConfig._internal.connectors
    const connector = connectors.setup(authConnector(() => this.context?.auth))
    connectors.setState((list) => [...list, connector])
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    const { connectWallet } = await operations()
    return this.result(await connectWallet(this.wagmiConfig, params))
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    const { reconnectWallet } = await operations()
    const connection = await reconnectWallet(this.wagmiConfig, id)
    return connection && this.result(connection)
  }

  async disconnect(): Promise<void> {
    const { disconnectWallet } = await operations()
    await disconnectWallet(this.wagmiConfig)
    this.provider = undefined
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const { switchNetwork } = await operations()
    await switchNetwork(this.wagmiConfig, caipNetwork)
  }

  async getBalance(params: { address: string; caipNetwork: CaipNetwork }): Promise<BalanceResult> {
    const { getBalance } = await operations()
    return getBalance(this.wagmiConfig, params)
  }

  async signMessage(params: { message: string; address: string }): Promise<{ signature: string }> {
    const { signMessage } = await operations()
    return signMessage(this.wagmiConfig, params)
  }

  async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    const { sendTransaction } = await operations()
    return sendTransaction(this.wagmiConfig, params)
  }

  /** `eth_estimateGas` on the network's node, through the same transport as balances. Loaded on first use. */
  async estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    const [{ clientOf }, { estimateGas }] = await Promise.all([operations(), import('./estimate-gas.js')])
    return estimateGas(clientOf(this.wagmiConfig, params.caipNetwork), params)
  }

  /**
   * A contract call, encoded with viem's `encodeFunctionData` (loaded on the first call) and sent like any
   * transaction: the connector's provider gets `eth_sendTransaction`, the wallet fills gas, fees and nonce.
   */
  async writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    // Loaded on the first contract call: most hosts never make one.
    const { loadViemEncoder, writeContractWith } = await import('./contract-call.js')
    return writeContractWith(params, {
      send: (call) => this.sendTransaction(call),
      loadEncoder: loadViemEncoder,
    })
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  getProvider(): unknown {
    return this.provider
  }

  private async result({ connector, address, chainId }: WagmiConnection): Promise<ConnectResult> {
    this.provider = await connector.getProvider()
    return { address, chainId, connectorId: connector.id, provider: this.provider }
  }

  /** The wallet changed the shared session: wagmi hears it through the WalletConnect connector. */
  private onWalletConnectEvent(event: WalletConnectEvent): void {
    // A session exists, so the instance is ready and the operations are here, or on their way.
    void operations().then(({ forwardWalletConnectEvent }) =>
      forwardWalletConnectEvent(this.wagmiConfig, event),
    )
  }

  private rememberProvider(connector: WagmiConnector) {
    void connector.getProvider().then((provider) => {
      if (getConnection(this.wagmiConfig).connector?.uid === connector.uid) this.provider = provider
    })
  }
}
