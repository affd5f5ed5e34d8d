import {
  type AdapterType,
  type CaipNetwork,
  type ChainId,
  type ChainNamespace,
  formatUnits,
  GangwayError,
  parseUnits,
  parseCaipNetworkId,
} from '@gangway/common'
import {
  type AdapterContext,
  type BalanceResult,
  type ChainAdapter,
  type ConnectParams,
  type ConnectResult,
  type EstimateGasParams,
  type SendTransactionParams,
  type WriteContractParams,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectClient,
  type WalletConnectEvent,
  type WalletConnectSession,
} from '@gangway/core'
import { findNetwork, requireNetwork } from '@gangway/core/adapter-kit/networks'
import { WalletConnectNoAccountError, WalletConnectNotEnabledError } from './errors.js'
import { rpcUrlOf } from './namespaces.js'
import { nativeBalanceFromApi } from './api-balance.js'
// Loaded on first use: node reads, contract calls and message requests are not needed to open the modal.
const adapterKit = () => import('./node-calls.js')
const walletRequests = () => import('./requests.js')
import { accountsOf } from './session.js'

export interface UniversalAdapterParams {
  /** The namespace this adapter serves; one adapter per namespace shares the instance's pairing. */
  namespace: ChainNamespace
  /** Its networks; createAppKit's networks of the namespace when absent. */
  networks?: CaipNetwork[]
}

/** What the adapter needs of the SDK's provider. */
interface RequestingProvider {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/**
 * The ChainAdapter over WalletConnect for one namespace (eip155, solana, polkadot, bip122 or cosmos). Every
 * namespace's adapter reads the same session of the instance's one WalletConnect client, so one pairing
 * connects them all. Requests carry the network's CAIP-2 id, as the universal provider routes them.
 */
export class UniversalAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType = 'universal'
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]

  private context: AdapterContext | undefined
  private stopListening: (() => void) | undefined
  private current: { address: string; caipNetwork: CaipNetwork | undefined; chainId: string } | undefined
  private provider: RequestingProvider | undefined

  constructor(params: UniversalAdapterParams) {
    this.namespace = params.namespace
    this.networks = (params.networks ?? []).filter((network) => network.chainNamespace === params.namespace)
  }

  construct(context: AdapterContext): void {
    this.context = context
    this.stopListening?.()
    this.stopListening = context.walletConnect?.subscribe((event) => this.onSessionEvent(event))
  }

  /** Stops listening to the shared session; the instance destroys the client itself. */
  destroy(): void {
    this.stopListening?.()
    this.stopListening = undefined
    this.current = undefined
    this.provider = undefined
    this.context = undefined
  }

  async syncConnectors(): Promise<void> {
    const connectors = this.context?.walletConnect
      ? [
          {
            id: WALLET_CONNECT_CONNECTOR_ID,
            name: 'WalletConnect',
            type: 'WALLET_CONNECT' as const,
            chain: this.namespace,
          },
        ]
      : []
    this.context?.events.emit('connectors', connectors)
  }

  async connect({ id, chainId }: ConnectParams): Promise<ConnectResult> {
    const client = this.client(id)
    const session = client.getSession() ?? (await client.restore())
    if (!session) throw new WalletConnectNoAccountError(this.namespace)
    return this.adopt(client, session, chainId)
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    if (id !== WALLET_CONNECT_CONNECTOR_ID || !this.context?.walletConnect) return undefined
    const client = this.context.walletConnect
    const session = await client.restore()
    if (!session || accountsOf(session.accounts, this.namespace).length === 0) return undefined
    return this.adopt(client, session, undefined)
  }

  async disconnect(): Promise<void> {
    const wasConnected = this.current !== undefined
    this.current = undefined
    await this.context?.walletConnect?.disconnect()
    if (wasConnected) this.context?.events.emit('disconnect', undefined)
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    requireNetwork(this.networkOf(String(caipNetwork.id)), caipNetwork)
    const provider = await this.requireProvider()
    const session = this.context?.walletConnect?.getSession()
    const approved = session ? accountsOf(session.accounts, this.namespace) : []
    const onChain = approved.find(({ chainId }) => chainId === String(caipNetwork.id))
    // A chain the session already covers needs no round trip: every request names its chain.
    if (!onChain && this.namespace === 'eip155' && this.current) {
      await provider.request(
        {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${Number(caipNetwork.id).toString(16)}` }],
        },
        this.current.caipNetwork?.caipNetworkId,
      )
    } else if (!onChain) {
      throw new GangwayError('Network not found', {
        details: `The wallet did not approve ${caipNetwork.caipNetworkId} in this session.`,
      })
    }
    provider.setDefaultChain(caipNetwork.caipNetworkId, rpcUrlOf(caipNetwork, this.context?.customRpcUrls))
    if (this.current) {
      this.current = {
        address: onChain?.address ?? this.current.address,
        caipNetwork,
        chainId: String(caipNetwork.id),
      }
    }
    this.context?.events.emit('chainChanged', { chainId: caipNetwork.id })
  }

  async getBalance({
    address,
    caipNetwork,
  }: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<BalanceResult> {
    const { decimals, symbol } = caipNetwork.nativeCurrency
    if (this.namespace === 'eip155' || this.namespace === 'solana') {
      const urls = await this.nodeUrls(caipNetwork)
      return { balance: formatUnits(await this.nodeBalance(urls, address), decimals), symbol }
    }
    const apiUrl = this.context?.blockchainApiUrl
    if (!apiUrl) {
      throw new GangwayError('Not supported', {
        details: `Balances on ${this.namespace} come from the blockchain API (services.blockchainApiUrl).`,
      })
    }
    const balance = await nativeBalanceFromApi({
      apiUrl,
      projectId: this.context?.projectId ?? '',
      address,
      caipNetworkId: caipNetwork.caipNetworkId,
      symbol,
    })
    return { balance, symbol }
  }

  async signMessage({
    message,
    address,
  }: {
    message: string
    address: string
  }): Promise<{ signature: string }> {
    const provider = await this.requireProvider()
    const { signMessageRequest, signatureOf } = await walletRequests()
    const request = signMessageRequest(this.namespace, message, address)
    return { signature: signatureOf(await provider.request(request, this.currentChain())) }
  }

  async sendTransaction({
    address,
    to,
    value,
    data,
    caipNetwork,
  }: SendTransactionParams): Promise<{ hash: string }> {
    if (this.namespace !== 'eip155') {
      throw new GangwayError('Unsupported chain', {
        details: 'Transactions over WalletConnect: eip155 only.',
      })
    }
    const provider = await this.requireProvider()
    if (caipNetwork && caipNetwork.caipNetworkId !== this.currentChain())
      await this.switchNetwork({ caipNetwork })
    const hash = await provider.request(
      {
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) }],
      },
      this.currentChain(),
    )
    return { hash: String(hash) }
  }

  async estimateGas({ address, to, value, data, caipNetwork }: EstimateGasParams): Promise<{ gas: bigint }> {
    const urls = await this.evmRpcUrls(caipNetwork)
    const call = {
      from: address,
      to,
      ...(value ? { value: `0x${value.toString(16)}` } : {}),
      ...(data ? { data } : {}),
    }
    const { requestRpc } = await adapterKit()
    return { gas: BigInt(await requestRpc<string>(urls, 'eth_estimateGas', [call])) }
  }

  async writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    await this.evmRpcUrls(params.caipNetwork)
    const { loadViemEncoder, writeContractWith } = await adapterKit()
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

  /** An EIP-1193-shaped provider for this namespace: requests go to the wallet on the active network. */
  getProvider(): unknown {
    const provider = this.provider
    if (!provider || !this.current) return undefined
    return {
      isWalletConnect: true,
      request: (args: { method: string; params?: unknown }) => provider.request(args, this.currentChain()),
      on: (event: string, listener: (...args: unknown[]) => void) => provider.on(event, listener),
      removeListener: (event: string, listener: (...args: unknown[]) => void) =>
        provider.removeListener(event, listener),
    }
  }

  /** Gas and contracts exist on eip155 only; their calls need the network's nodes. */
  private async evmRpcUrls(caipNetwork: CaipNetwork): Promise<string[]> {
    if (this.namespace !== 'eip155') {
      throw new GangwayError('Unsupported chain', { details: `${this.namespace} has no gas or contracts.` })
    }
    return this.nodeUrls(caipNetwork)
  }

  /** The network's RPC URLs, the host's custom ones first; refused when it has none. */
  private async nodeUrls(caipNetwork: CaipNetwork): Promise<string[]> {
    const urls = (await adapterKit()).rpcUrlsOf(caipNetwork, this.context?.customRpcUrls)
    if (urls.length === 0)
      throw new GangwayError('Not supported', { details: `${caipNetwork.caipNetworkId} has no RPC URL.` })
    return urls
  }

  /** The native balance in base units, read from the chain's own nodes (eip155 and solana). */
  private async nodeBalance(urls: readonly string[], address: string): Promise<bigint> {
    const { requestRpc } = await adapterKit()
    if (this.namespace === 'eip155')
      return BigInt(await requestRpc<string>(urls, 'eth_getBalance', [address, 'latest']))
    return BigInt((await requestRpc<{ value: number }>(urls, 'getBalance', [address])).value)
  }

  private client(id: string): WalletConnectClient {
    const client = this.context?.walletConnect
    if (!client || id !== WALLET_CONNECT_CONNECTOR_ID) throw new WalletConnectNotEnabledError()
    return client
  }

  private async requireProvider(): Promise<RequestingProvider> {
    const client = this.client(WALLET_CONNECT_CONNECTOR_ID)
    this.provider ??= (await client.getProvider()) as RequestingProvider
    return this.provider
  }

  private currentChain(): string | undefined {
    if (!this.current) return undefined
    return this.current.caipNetwork?.caipNetworkId ?? `${this.namespace}:${this.current.chainId}`
  }

  /** Takes this namespace's account from the session: on the wanted chain if approved, else the first. */
  private async adopt(
    client: WalletConnectClient,
    session: WalletConnectSession,
    chainId: ChainId | undefined,
  ): Promise<ConnectResult> {
    const accounts = accountsOf(session.accounts, this.namespace)
    const account = accounts.find((candidate) => candidate.chainId === String(chainId)) ?? accounts[0]
    if (!account) throw new WalletConnectNoAccountError(this.namespace)
    this.provider = (await client.getProvider()) as RequestingProvider
    const caipNetwork = this.networkOf(account.chainId)
    this.current = { address: account.address, caipNetwork, chainId: account.chainId }
    this.provider.setDefaultChain(
      `${this.namespace}:${account.chainId}`,
      caipNetwork ? rpcUrlOf(caipNetwork, this.context?.customRpcUrls) : undefined,
    )
    return {
      address: account.address,
      chainId: caipNetwork?.id ?? account.chainId,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      provider: this.getProvider(),
      wallet: { name: session.peer.name, icon: session.peer.icons[0] },
    }
  }

  private networkOf(chainId: string): CaipNetwork | undefined {
    return findNetwork(this.context?.networks ?? this.networks, chainId)
  }

  /** The wallet changed something in the session: report what concerns this namespace. */
  private onSessionEvent(event: WalletConnectEvent): void {
    const events = this.context?.events
    if (!events || !this.current) return
    if (event.type === 'disconnect') {
      this.current = undefined
      events.emit('disconnect', undefined)
      return
    }
    if (event.type === 'chainChanged') {
      const { namespace, chainId } = parseCaipNetworkId(event.caipNetworkId)
      if (namespace !== this.namespace || chainId === this.current.chainId) return
      this.current = { ...this.current, chainId, caipNetwork: this.networkOf(chainId) }
      events.emit('chainChanged', { chainId: this.current.caipNetwork?.id ?? chainId })
      return
    }
    const accounts = accountsOf(event.accounts, this.namespace)
    const next = accounts.find(({ chainId }) => chainId === this.current?.chainId) ?? accounts[0]
    if (!next || next.address === this.current.address) return
    this.current = { ...this.current, address: next.address }
    events.emit('accountChanged', { address: next.address, connectorId: WALLET_CONNECT_CONNECTOR_ID })
  }
}
