import {
  type AdapterType,
  type CaipNetwork,
  type ChainId,
  type ChainNamespace,
  ERROR_MESSAGES,
  formatUnits,
  GangwayError,
  NetworkNotFoundError,
  parseUnits,
  toGangwayError,
} from '@gangway/common'
import {
  type AdapterContext,
  type BalanceResult,
  type ChainAdapter,
  type ConnectorMemory,
  type ConnectParams,
  type ConnectResult,
  type Connector,
  createConnectorMemory,
  type SendTransactionParams,
  type StorageBackend,
  WALLET_CONNECT_CONNECTOR_ID,
  AUTH_CONNECTOR_ID,
} from '@gangway/core'
import {
  base58,
  type ConnectionHolder,
  createConnectionHolder,
  findNetwork,
  requireNetwork,
} from '@gangway/core/adapter-kit'
import type { Commitment, ConnectionConfig } from '@solana/web3.js'
import { AUTH_CONNECTOR_NAME, createSolanaAuthWallet } from './auth-wallet.js'
import { createConnections, loadWeb3, rpcUrlOf } from './connections.js'
import { SolanaConnectorNotFoundError, SolanaNoAccountError, SolanaNotConnectedError } from './errors.js'
import { createSolanaProvider, type SolanaProvider, signAndSend } from './provider.js'
import type { SolanaWallet } from './solana-wallet.js'
import { buildTokenTransfer, buildTransfer, serializeTransaction } from './transactions.js'
import { discoverWalletStandardWallets, type WalletStandardDiscovery } from './wallet-standard-discovery.js'
import { createWalletStandardWallet } from './wallet-standard-wallet.js'
import { createWalletConnectSolanaWallet } from './walletconnect-wallet.js'

export interface SolanaAdapterOptions {
  /** The web3.js Connection's commitment or config, for balances and the sends the adapter makes itself. */
  connectionSettings?: Commitment | ConnectionConfig | undefined
  /**
   * AppKit's option to register its embedded (e-mail and social) wallet with the Wallet Standard. Accepted so
   * AppKit code compiles unchanged; this adapter has no embedded wallet yet, so it has no effect.
   */
  registerWalletStandard?: boolean | undefined
  /** The solana networks the adapter serves; createAppKit's solana networks when absent. */
  networks?: CaipNetwork[] | undefined
  /**
   * Where the connected connector is remembered, so a reload reconnects it and a disconnect is not undone:
   * the page's localStorage in a browser, memory elsewhere.
   */
  storage?: StorageBackend | undefined
}

/**
 * How long reconnect waits for the stored wallet to register itself: an extension's script may run after the
 * page's. Only a wallet that is gone (uninstalled, disabled) makes a restore wait this long.
 */
/** Where the Solana adapter keeps its connected connector's id across page loads. */
export const CONNECTOR_STORAGE_KEY = '@gangway/solana:connected_connector_id'

const REGISTRATION_GRACE_MS = 500

interface Connection {
  wallet: SolanaWallet
  address: string
  provider: SolanaProvider
}

/**
 * The Solana adapter: Wallet Standard wallets (found with `@wallet-standard/app`) and the instance's shared
 * WalletConnect session, over `@solana/web3.js` v1 (a peer dependency, imported the first time a wallet
 * connects or the chain is read). Wallet Standard wallets have no current network: the adapter keeps the
 * active one and names it in every request.
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'solana'
  readonly adapterType: AdapterType = 'solana'
  /** WalletConnect goes through the instance's shared pairing (connector id 'walletConnect'). */
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]
  /** AppKit's option, kept as given (see SolanaAdapterOptions). */
  readonly registerWalletStandard: boolean

  private context: AdapterContext | undefined
  private discovery: WalletStandardDiscovery | undefined
  private readonly holder: ConnectionHolder<Connection>
  private activeNetwork: CaipNetwork | undefined
  private readonly memory: ConnectorMemory
  private readonly connectionOf: ReturnType<typeof createConnections>

  constructor(options: SolanaAdapterOptions = {}) {
    this.networks = (options.networks ?? []).filter((network) => network.chainNamespace === 'solana')
    this.registerWalletStandard = options.registerWalletStandard ?? false
    this.memory = createConnectorMemory(CONNECTOR_STORAGE_KEY, options.storage)
    this.holder = createConnectionHolder({ memory: this.memory, events: () => this.context?.events })
    this.connectionOf = createConnections(options.connectionSettings)
  }

  construct(context: AdapterContext): void {
    this.holder.release()
    this.discovery?.stop()
    this.context = context
    this.discovery = discoverWalletStandardWallets(() => void this.syncConnectors())
  }

  async syncConnectors(): Promise<void> {
    this.context?.events.emit('connectors', this.connectors())
  }

  /** Stops Wallet Standard discovery and the wallet's listeners; the remembered connector stays. */
  destroy(): void {
    this.holder.release()
    this.discovery?.stop()
    this.discovery = undefined
    this.context = undefined
  }

  async connect({ id, chainId }: ConnectParams): Promise<ConnectResult> {
    const wallet = this.walletFor(id, this.requireDiscovery().wallet(id))
    if (!wallet) throw new SolanaConnectorNotFoundError(id)
    const wanted = chainId === undefined ? undefined : this.findNetwork(chainId)
    const account = await wallet.connect({ silent: false, network: wanted ?? this.activeNetwork })
    if (!account) throw new SolanaNoAccountError(wallet.describe().name)
    return this.adopt(wallet, account, wanted)
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    // Only the connector this adapter last connected: after a disconnect nothing comes back by itself.
    if (this.memory.get() !== id) return undefined
    const registered = await this.requireDiscovery().whenAvailable(
      id,
      id === WALLET_CONNECT_CONNECTOR_ID || id === AUTH_CONNECTOR_ID ? 0 : REGISTRATION_GRACE_MS,
    )
    // Destroyed meanwhile: the wallet may still be there for the next instance, so it is not forgotten.
    if (!this.context) return undefined
    const wallet = this.walletFor(id, registered)
    const account = await wallet?.connect({ silent: true, network: this.activeNetwork })
    if (!wallet || !account) {
      this.memory.forget()
      return undefined
    }
    return this.adopt(wallet, account, undefined)
  }

  disconnect(): Promise<void> {
    // The holder drops the listeners first: the wallet answering the disconnect with `change` is not news.
    return this.holder.disconnect((connection) => connection.wallet.disconnect())
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = requireNetwork(this.findNetwork(caipNetwork.id), caipNetwork)
    const wallet = this.holder.current?.wallet
    if (wallet && !wallet.supports(network)) {
      throw new GangwayError(ERROR_MESSAGES.networkNotFound, {
        details: `${wallet.describe().name} did not approve ${network.caipNetworkId} in this session.`,
      })
    }
    this.setNetwork(network)
  }

  async getBalance({
    address,
    caipNetwork,
  }: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<BalanceResult> {
    const { PublicKey } = await loadWeb3()
    const connection = await this.connectionOf(this.rpcUrl(caipNetwork))
    let lamports: number
    try {
      lamports = await connection.getBalance(new PublicKey(address))
    } catch (error) {
      // A malformed address or a node that fails: the caller shows 'Token Balance Unavailable' (SPEC §8).
      throw toGangwayError(error)
    }
    const { decimals, symbol } = caipNetwork.nativeCurrency
    return { balance: formatUnits(BigInt(lamports), decimals), symbol }
  }

  /** The message's UTF-8 bytes signed by the wallet; the ed25519 signature in base58. */
  async signMessage({
    message,
    address,
  }: {
    message: string
    address: string
  }): Promise<{ signature: string }> {
    const { wallet } = this.requireConnection('Signing')
    const signature = await wallet.signMessage({
      message: new TextEncoder().encode(message),
      address,
      network: this.requireNetwork(),
    })
    return { signature: base58.encode(signature) }
  }

  /**
   * SPEC §7: a System Program transfer of `value` lamports to `to` (or, with `tokenMint`, an SPL transfer of
   * `value` base units), on a recent blockhash, signed and sent by the wallet (or signed by it and sent through the network's RPC when it cannot send). The hash is the signature.
   */
  async sendTransaction({
    address,
    to,
    value,
    caipNetwork,
    tokenMint,
  }: SendTransactionParams): Promise<{ hash: string }> {
    const connection = this.requireConnection('Sending')
    if (caipNetwork && caipNetwork.caipNetworkId !== this.activeNetwork?.caipNetworkId) {
      await this.switchNetwork({ caipNetwork })
    }
    const network = this.requireNetwork()
    const web3 = await loadWeb3()
    const rpc = await this.connectionOf(this.rpcUrl(network))
    let transfer: Awaited<ReturnType<typeof buildTransfer>>
    try {
      transfer = tokenMint
        ? await buildTokenTransfer(web3, rpc, { from: address, to, mint: tokenMint, amount: value })
        : await buildTransfer(web3, rpc, { from: address, to, lamports: value })
    } catch (error) {
      throw toGangwayError(error)
    }
    const hash = await signAndSend(
      {
        wallet: connection.wallet,
        address,
        connection: (target) => this.connectionOf(this.rpcUrl(target)),
      },
      serializeTransaction(transfer),
      network,
    )
    return { hash }
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  /** The AppKit-shaped Solana provider of the connected wallet (see SolanaProvider), or undefined. */
  getProvider(): SolanaProvider | undefined {
    return this.holder.current?.provider
  }

  private connectors(): Connector[] {
    const connectors = this.discovery?.connectors() ?? []
    if (this.context?.walletConnect) {
      connectors.push({
        id: WALLET_CONNECT_CONNECTOR_ID,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'solana',
      })
    }
    // The embedded wallet (e-mail and social sign-in), when the instance has one; core merges it with the EVM one.
    if (this.context?.auth) {
      connectors.push({ id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, type: 'AUTH', chain: 'solana' })
    }
    return connectors
  }

  /** The wallet behind a connector id: the WalletConnect session, or a registered Wallet Standard wallet. */
  private walletFor(
    id: string,
    registered: ReturnType<WalletStandardDiscovery['wallet']>,
  ): SolanaWallet | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) {
      const client = this.context?.walletConnect
      return client ? createWalletConnectSolanaWallet(client) : undefined
    }
    if (id === AUTH_CONNECTOR_ID) {
      const auth = this.context?.auth
      return auth ? createSolanaAuthWallet(auth) : undefined
    }
    return registered ? createWalletStandardWallet(registered) : undefined
  }

  private async adopt(
    wallet: SolanaWallet,
    account: { address: string; chainId?: string | undefined },
    wanted: CaipNetwork | undefined,
  ): Promise<ConnectResult> {
    // WalletConnect says which chain it approved the account on; a Wallet Standard wallet takes the one asked for.
    const network =
      (account.chainId === undefined ? undefined : this.findNetwork(account.chainId)) ??
      wanted ??
      this.activeNetwork ??
      this.configuredNetworks()[0]
    if (!network) {
      throw new NetworkNotFoundError({ details: 'The Solana adapter has no network configured.' })
    }
    const web3 = await loadWeb3()
    this.holder.release()
    this.activeNetwork = network
    const connectorType =
      wallet.connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? 'WALLET_CONNECT'
        : wallet.connectorId === AUTH_CONNECTOR_ID
          ? 'AUTH'
          : 'ANNOUNCED'
    const connection: Connection = {
      wallet,
      address: account.address,
      provider: createSolanaProvider({
        web3,
        wallet,
        type: connectorType,
        address: account.address,
        network: () => this.requireNetwork(),
        connection: (target) => this.connectionOf(this.rpcUrl(target)),
      }),
    }
    this.holder.hold(connection, wallet.connectorId, () =>
      wallet.watch({
        accountsChanged: (addresses) => this.onAccountsChanged(connection, addresses),
        chainChanged: (reference) => this.onChainChanged(connection, reference),
        disconnect: () => this.holder.endedByWallet(connection),
      }),
    )
    return {
      address: account.address,
      chainId: network.id,
      connectorId: wallet.connectorId,
      provider: connection.provider,
      wallet: wallet.describe(),
    }
  }

  private async onAccountsChanged(connection: Connection, addresses: string[]): Promise<void> {
    if (!this.holder.holds(connection)) return
    const [address] = addresses
    if (!address) {
      this.holder.endedByWallet(connection)
      return
    }
    if (address === connection.address) return
    const web3 = await loadWeb3()
    if (!this.holder.holds(connection)) return
    connection.address = address
    connection.provider = createSolanaProvider({
      web3,
      wallet: connection.wallet,
      type: connection.provider.type,
      address,
      network: () => this.requireNetwork(),
      connection: (target) => this.connectionOf(this.rpcUrl(target)),
    })
    this.holder.accountChanged({
      address,
      connectorId: connection.wallet.connectorId,
      ...(this.activeNetwork ? { chainId: this.activeNetwork.id } : {}),
    })
  }

  private onChainChanged(connection: Connection, reference: string): void {
    if (!this.holder.holds(connection)) return
    const network = this.findNetwork(reference)
    if (network) this.setNetwork(network)
  }

  /** The network requests go to from now on; reported once when it changes. */
  private setNetwork(network: CaipNetwork): void {
    if (this.activeNetwork?.caipNetworkId === network.caipNetworkId) return
    this.activeNetwork = network
    this.holder.chainChanged(network.id)
  }

  private requireDiscovery(): WalletStandardDiscovery {
    if (!this.discovery) {
      throw new GangwayError(ERROR_MESSAGES.connectionClientNotSet, {
        details: 'construct() must run before the solana adapter is used.',
      })
    }
    return this.discovery
  }

  private requireConnection(action: string): Connection {
    const connection = this.holder.current
    if (!connection) throw new SolanaNotConnectedError(action)
    return connection
  }

  private requireNetwork(): CaipNetwork {
    const network = this.activeNetwork ?? this.configuredNetworks()[0]
    if (!network) throw new NetworkNotFoundError({ details: 'The Solana adapter has no network configured.' })
    return network
  }

  private configuredNetworks(): CaipNetwork[] {
    return this.context?.networks?.length ? this.context.networks : this.networks
  }

  private findNetwork(chainId: ChainId): CaipNetwork | undefined {
    return findNetwork(this.configuredNetworks(), chainId)
  }

  private rpcUrl(network: CaipNetwork): string {
    return rpcUrlOf(network, this.context?.customRpcUrls)
  }
}
