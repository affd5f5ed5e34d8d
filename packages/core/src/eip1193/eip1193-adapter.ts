import {
  type AdapterType,
  type CaipNetwork,
  type ChainId,
  type ChainNamespace,
  ERROR_MESSAGES,
  GangwayError,
} from '@gangway/common'
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  EstimateGasParams,
  SendTransactionParams,
  WriteContractParams,
} from '../adapter.js'
import { type ConnectionHolder, createConnectionHolder } from '../adapter-kit/connection-holder.js'
import { type FunctionDataEncoder, writeContractWith } from '../adapter-kit/write-contract.js'
import type { StorageBackend } from '../utils/environment.js'
import { type ConnectorMemory, createConnectorMemory } from '../utils/connector-memory.js'
import { createEvmConnectors, type EvmConnectors } from './connectors.js'
import { Eip1193ConnectorNotFoundError, Eip1193NotConnectedError } from './errors.js'
import { toHexQuantity, utf8ToHex } from './parse.js'
import { findNetwork, requireNetwork } from '../adapter-kit/networks.js'
import { requestRpc, rpcUrlsOf } from '../adapter-kit/rpc.js'
import {
  type SendCallsParams,
  type SendCallsResult,
  sendCallsRequest,
  toSendCallsResult,
} from './send-calls.js'
import { type SendErc20Params, sendErc20 } from './send-erc20.js'
import type { Eip1193Provider, EvmWallet, WalletSession } from './types.js'

export interface Eip1193AdapterOptions {
  /** The eip155 networks the adapter serves; createAppKit's eip155 networks when absent. */
  networks?: CaipNetwork[] | undefined
  /**
   * Where the connected connector is remembered, so a reload reconnects it and a disconnect is not undone:
   * the page's localStorage in a browser, memory elsewhere.
   */
  storage?: StorageBackend | undefined
}

/**
 * How long reconnect waits for the stored wallet to announce itself: an extension's script may run after
 * the page's. Only a wallet that is gone (uninstalled, disabled) makes a restore wait this long.
 */
const ANNOUNCEMENT_GRACE_MS = 500

interface Connection extends WalletSession {
  wallet: EvmWallet
}

/**
 * The library-agnostic half of an EVM adapter over EIP-1193 wallets: EIP-6963 announced wallets, the legacy
 * injected provider and the instance's WalletConnect session; connect, restore, disconnect, switch (adding
 * an unknown chain), balance, signing, sending, contract calls and call bundles, and the wallet's own events
 * reported into core. A chain library's adapter adds units and ABI encoding, the parts that differ.
 */
export abstract class Eip1193Adapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  abstract readonly adapterType: AdapterType
  /** WalletConnect goes through the instance's shared pairing (connector id 'walletConnect'). */
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]

  private context: AdapterContext | undefined
  private connectors: EvmConnectors | undefined
  private connectorMemory: ConnectorMemory | undefined
  private connectionHolder: ConnectionHolder<Connection> | undefined
  private readonly storage: StorageBackend | undefined

  constructor(options: Eip1193AdapterOptions = {}) {
    this.networks = (options.networks ?? []).filter((network) => network.chainNamespace === 'eip155')
    this.storage = options.storage
  }

  abstract parseUnits(value: string, decimals: number): bigint
  abstract formatUnits(value: bigint, decimals: number): string
  /** The library's ABI encoder, loaded with a dynamic import on the first writeContract only. */
  protected abstract loadFunctionDataEncoder(): Promise<FunctionDataEncoder>

  construct(context: AdapterContext): void {
    this.holder.release()
    this.connectors?.stop()
    this.context = context
    this.connectors = createEvmConnectors({
      walletConnect: () => this.context?.walletConnect,
      auth: () => this.context?.auth,
      rpcUrlOf: (chainId) => {
        const network = this.findNetwork(chainId)
        return network ? this.rpcUrls(network)[0] : undefined
      },
      onChange: (connectors) => this.context?.events.emit('connectors', connectors),
    })
  }

  async syncConnectors(): Promise<void> {
    const connectors = this.requireConnectors().list()
    this.context?.events.emit('connectors', connectors)
  }

  async connect({ id, chainId }: ConnectParams): Promise<ConnectResult> {
    const wallet = this.requireConnectors().wallet(id)
    if (!wallet) throw new Eip1193ConnectorNotFoundError(id)
    const session = await wallet.connect(chainId === undefined ? undefined : this.findNetwork(chainId))
    return this.adopt(wallet, session)
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    // Only the connector this adapter last connected: after a disconnect a wallet that kept the site's
    // access (no wallet_revokePermissions) must not come back by itself.
    if (this.memory.get() !== id) return undefined
    const wallet = await this.requireConnectors().whenAvailable(id, ANNOUNCEMENT_GRACE_MS)
    // Destroyed meanwhile: the wallet may still be there for the next instance, so it is not forgotten.
    if (!this.context) return undefined
    const session = await wallet?.restore()
    if (!wallet || !session) {
      this.memory.forget()
      return undefined
    }
    return this.adopt(wallet, session)
  }

  disconnect(): Promise<void> {
    // The holder drops the listeners first: the wallet answering the revoke with accountsChanged([]) is not news.
    return this.holder.disconnect((connection) => connection.wallet.disconnect())
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = requireNetwork(this.findNetwork(caipNetwork.id), caipNetwork)
    const connection = this.requireConnection('Switching network')
    await connection.wallet.switchChain(network)
    // Wallets report the switch with chainChanged, WalletConnect sessions need not: this reports it once.
    this.onChainChanged(connection.wallet, Number(network.id))
  }

  async getBalance({
    address,
    caipNetwork,
  }: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<BalanceResult> {
    const wei = await requestRpc<string>(this.rpcUrls(caipNetwork), 'eth_getBalance', [address, 'latest'])
    const { decimals, symbol } = caipNetwork.nativeCurrency
    return { balance: this.formatUnits(BigInt(wei), decimals), symbol }
  }

  async signMessage({
    message,
    address,
  }: {
    message: string
    address: string
  }): Promise<{ signature: string }> {
    const { wallet } = this.requireConnection('Signing')
    const signature = await wallet.request({ method: 'personal_sign', params: [utf8ToHex(message), address] })
    return { signature: expectString(signature, 'a signature') }
  }

  /** SPEC §7: a native send is a transaction with a receiver, a value and empty data; the wallet fills gas and nonce. */
  async sendTransaction({
    address,
    to,
    value,
    data,
    caipNetwork,
  }: SendTransactionParams): Promise<{ hash: string }> {
    const connection = this.requireConnection('Sending')
    if (caipNetwork && Number(caipNetwork.id) !== connection.chainId)
      await this.switchNetwork({ caipNetwork })
    const hash = await connection.wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: toHexQuantity(value), data: data ?? '0x' }],
    })
    return { hash: expectString(hash, 'a transaction hash') }
  }

  async estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    const { estimateGas } = await import('./contract-calls.js')
    return estimateGas(this.rpcUrls(params.caipNetwork), params)
  }

  writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    return writeContractWith(params, {
      send: (transaction) => this.sendTransaction(transaction),
      loadEncoder: () => this.loadFunctionDataEncoder(),
    })
  }

  /** SPEC §7: an ERC-20 send is the token's `transfer(to, amount)`, through writeContract. */
  sendErc20(params: SendErc20Params): Promise<{ hash: string }> {
    return sendErc20({ adapter: this, ...params })
  }

  /** EIP-5792 `wallet_sendCalls`, each call checked first (SPEC §5). */
  async sendCalls(params: SendCallsParams): Promise<SendCallsResult> {
    const connection = this.requireConnection('Sending calls')
    const request = sendCallsRequest({
      ...params,
      address: params.address ?? connection.address,
      chainId: params.chainId ?? connection.chainId,
    })
    return toSendCallsResult(await connection.wallet.request(request))
  }

  /** Stops discovery and the wallet's listeners; the remembered connector stays, so a new instance restores it. */
  destroy(): void {
    this.holder.release()
    this.connectors?.stop()
    this.connectors = undefined
    this.context = undefined
  }

  /** The connected wallet's own EIP-1193 provider, for a host to wrap in its library's provider. */
  getProvider(): Eip1193Provider | undefined {
    return this.holder.current?.wallet.provider()
  }

  private get memory(): ConnectorMemory {
    // The key names the adapter type, known only once the subclass is built.
    this.connectorMemory ??= createConnectorMemory(
      `@gangway/${this.adapterType}:connected_connector_id`,
      this.storage,
    )
    return this.connectorMemory
  }

  private get holder(): ConnectionHolder<Connection> {
    this.connectionHolder ??= createConnectionHolder({
      memory: this.memory,
      events: () => this.context?.events,
    })
    return this.connectionHolder
  }

  private adopt(wallet: EvmWallet, session: WalletSession): ConnectResult {
    this.holder.hold({ ...session, wallet }, wallet.connectorId, () =>
      wallet.watch({
        accountsChanged: (accounts) => this.onAccountsChanged(wallet, accounts),
        chainChanged: (chainId) => this.onChainChanged(wallet, chainId),
        disconnect: () => this.onWalletDisconnect(wallet),
      }),
    )
    const described = wallet.describe?.()
    return {
      address: session.address,
      chainId: session.chainId,
      connectorId: wallet.connectorId,
      provider: wallet.provider(),
      ...(described ? { wallet: described } : {}),
    }
  }

  /** The held connection when it is `wallet`'s: events of a wallet no longer connected are not news. */
  private heldFor(wallet: EvmWallet): Connection | undefined {
    const connection = this.holder.current
    return connection?.wallet === wallet ? connection : undefined
  }

  private onAccountsChanged(wallet: EvmWallet, accounts: string[]): void {
    const connection = this.heldFor(wallet)
    if (!connection) return
    const [address] = accounts
    if (!address) {
      this.holder.endedByWallet(connection)
      return
    }
    if (address.toLowerCase() === connection.address.toLowerCase()) return
    connection.address = address
    this.holder.accountChanged({ address, connectorId: wallet.connectorId })
  }

  private onChainChanged(wallet: EvmWallet, chainId: number): void {
    const connection = this.heldFor(wallet)
    if (!connection || connection.chainId === chainId) return
    connection.chainId = chainId
    this.holder.chainChanged(chainId)
  }

  private onWalletDisconnect(wallet: EvmWallet): void {
    const connection = this.heldFor(wallet)
    if (connection) this.holder.endedByWallet(connection)
  }

  private requireConnectors(): EvmConnectors {
    if (!this.connectors) {
      throw new GangwayError(ERROR_MESSAGES.connectionClientNotSet, {
        details: `construct() must run before the ${this.adapterType} adapter is used.`,
      })
    }
    return this.connectors
  }

  private requireConnection(action: string): Connection {
    const connection = this.holder.current
    if (!connection) throw new Eip1193NotConnectedError(action)
    return connection
  }

  private findNetwork(chainId: ChainId): CaipNetwork | undefined {
    return findNetwork(this.context?.networks ?? this.networks, chainId)
  }

  private rpcUrls(network: CaipNetwork): string[] {
    return rpcUrlsOf(network, this.context?.customRpcUrls)
  }
}

function expectString(value: unknown, what: string): string {
  if (typeof value === 'string' && value) return value
  throw new GangwayError(ERROR_MESSAGES.somethingWentWrong, {
    details: `The wallet answered without ${what}.`,
  })
}
