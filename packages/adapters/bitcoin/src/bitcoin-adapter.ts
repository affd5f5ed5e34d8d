import {
  type AdapterType,
  type CaipNetwork,
  type ChainNamespace,
  formatUnits,
  NetworkNotFoundError,
  parseUnits,
} from '@gangway/common'
import {
  type AdapterContext,
  type BalanceResult,
  type ChainAdapter,
  type Connector,
  type ConnectorMemory,
  type ConnectParams,
  type ConnectResult,
  createConnectorMemory,
  type SendTransactionParams,
  type StorageBackend,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core'
import {
  type ConnectionHolder,
  createConnectionHolder,
  findNetwork,
  requireNetwork,
} from '@gangway/core/adapter-kit'
import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { createBitcoinApi } from './api.js'
import type { BitcoinAccount, BitcoinConnection } from './bitcoin-wallet.js'
import { base64ToBytes, bytesToBase64 } from './encoding.js'
import { BitcoinApiMissingError, BitcoinConnectorNotFoundError, BitcoinNotConnectedError } from './errors.js'
import { bitcoinjsNetwork, buildTransferPsbt } from './psbt.js'
import { type SatsConnectWallet, satsConnectWallets } from './sats-connect.js'
import { createSatsConnectConnection } from './sats-connect-wallet.js'
import {
  createWalletStandardConnection,
  onWalletStandardChange,
  walletStandardWallets,
} from './wallet-standard-wallet.js'
import { createWalletConnectBitcoinConnection } from './walletconnect-wallet.js'

export interface BitcoinAdapterOptions {
  /** The bip122 networks this adapter serves; createAppKit's bip122 networks when absent. */
  networks?: CaipNetwork[]
  projectId?: string
  /** The blockchain API (balances, UTXOs, broadcast); `services.blockchainApiUrl` when absent. */
  api?: string
  /** Where the connected wallet is remembered across reloads; the page's localStorage by default. */
  storage?: StorageBackend
}

const STORAGE_KEY = '@gangway/adapter-bitcoin:connector'

/** What `useAppKitProvider('bip122')` hands the host: the connected wallet's Bitcoin calls. */
export interface BitcoinProvider {
  readonly name: string
  getAccountAddresses(): BitcoinAccount[]
  signMessage(params: { address: string; message: string }): Promise<string>
  signPSBT(params: { psbt: string; signInputs: Record<string, number[]>; broadcast?: boolean }): Promise<{
    psbt: string
    txid?: string
  }>
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
}

interface Connection {
  wallet: BitcoinConnection
  accounts: BitcoinAccount[]
  network: CaipNetwork
}

/**
 * The ChainAdapter for Bitcoin (bip122) over Wallet Standard wallets (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`), sats-connect-style providers (`window.btc_providers`) and the instance's shared
 * WalletConnect session (bip122 RPC). The payment address is the account by default (SPEC §4); the ordinals
 * address is listed too. Balances and UTXOs come from the blockchain API; transfers are PSBTs built here with
 * bitcoinjs-lib, signed by the wallet and broadcast through the API.
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'bip122'
  readonly adapterType: AdapterType = 'bitcoin'
  /** WalletConnect goes through the instance's shared pairing (connector id 'walletConnect'). */
  readonly speaksWalletConnect = true
  readonly networks: CaipNetwork[]

  private context: AdapterContext | undefined
  private stopDiscovery: (() => void) | undefined
  private readonly holder: ConnectionHolder<Connection>
  /** `window.btc_providers` as last read: on construct and on every syncConnectors (nothing announces changes). */
  private satsConnect: SatsConnectWallet[] = []
  private readonly memory: ConnectorMemory

  constructor(private readonly options: BitcoinAdapterOptions = {}) {
    this.networks = (options.networks ?? []).filter((network) => network.chainNamespace === 'bip122')
    this.memory = createConnectorMemory(STORAGE_KEY, options.storage)
    this.holder = createConnectionHolder({ memory: this.memory, events: () => this.context?.events })
  }

  construct(context: AdapterContext): void {
    this.context = context
    this.stopDiscovery?.()
    this.stopDiscovery = onWalletStandardChange(() => void this.syncConnectors())
    this.satsConnect = satsConnectWallets()
  }

  async syncConnectors(): Promise<void> {
    this.satsConnect = satsConnectWallets()
    this.context?.events.emit('connectors', this.connectors())
  }

  /** Stops Wallet Standard discovery and the wallet's listeners; the remembered connector stays. */
  destroy(): void {
    this.holder.release()
    this.stopDiscovery?.()
    this.stopDiscovery = undefined
    this.context = undefined
  }

  async connect({ id, chainId }: ConnectParams): Promise<ConnectResult> {
    const wallet = this.walletFor(id)
    if (!wallet) throw new BitcoinConnectorNotFoundError(id)
    const network =
      (chainId === undefined ? undefined : findNetwork(this.allNetworks(), chainId)) ?? this.firstNetwork()
    const accounts = await wallet.connect({ silent: false, network })
    return this.adopt(wallet, accounts, network)
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    if (this.memory.get() !== id) return undefined
    const wallet = this.walletFor(id)
    if (!wallet) return undefined
    const network = this.firstNetwork()
    const accounts = await wallet.connect({ silent: true, network })
    if (accounts.length === 0) return undefined
    return this.adopt(wallet, accounts, network)
  }

  disconnect(): Promise<void> {
    // The holder drops the listeners first: the wallet answering the disconnect with an event is not news. A
    // wallet failing to end its session does not keep the site connected.
    return this.holder.disconnect((connection) => connection.wallet.disconnect().catch(() => undefined))
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = requireNetwork(
      this.allNetworks().find((candidate) => candidate.caipNetworkId === caipNetwork.caipNetworkId),
      caipNetwork,
    )
    const current = this.holder.current
    if (current) current.network = network
    this.holder.chainChanged(network.id)
  }

  async getBalance({
    address,
    caipNetwork,
  }: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<BalanceResult> {
    const balance = await this.api().balance(address, caipNetwork.caipNetworkId)
    return { balance, symbol: caipNetwork.nativeCurrency.symbol }
  }

  async signMessage({
    message,
    address,
  }: {
    message: string
    address: string
  }): Promise<{ signature: string }> {
    const current = this.connectionOf(address)
    return { signature: await current.wallet.signMessage({ address, message, network: current.network }) }
  }

  /** A native transfer of `value` sats to `to`: the txid as the hash. */
  async sendTransaction({
    address,
    to,
    value,
    caipNetwork,
  }: SendTransactionParams): Promise<{ hash: string }> {
    const current = this.connectionOf(address)
    const network = caipNetwork ?? current.network
    const bitcoinjs = bitcoinjsNetwork(network.caipNetworkId)
    const utxos = await this.api().utxos(address, network.caipNetworkId)
    const { psbt, signingIndexes } = buildTransferPsbt({
      from: { address, output: bitcoinAddress.toOutputScript(address, bitcoinjs) },
      utxos,
      to,
      value,
      network: bitcoinjs,
    })
    const signed = await current.wallet.signPsbt({
      psbt: psbt.toBuffer(),
      inputs: [{ address, signingIndexes }],
      network,
    })
    return { hash: await this.broadcast(signed, network) }
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  getProvider(): BitcoinProvider | undefined {
    const current = this.holder.current
    if (!current) return undefined
    return {
      name: current.wallet.describe().name,
      getAccountAddresses: () => [...current.accounts],
      signMessage: async ({ address, message }) => (await this.signMessage({ address, message })).signature,
      signPSBT: async ({ psbt, signInputs, broadcast }) => {
        const inputs = Object.entries(signInputs).map(([address, signingIndexes]) => {
          this.connectionOf(address)
          return { address, signingIndexes }
        })
        const signed = await current.wallet.signPsbt({
          psbt: base64ToBytes(psbt),
          inputs,
          network: current.network,
        })
        if (!broadcast) return { psbt: bytesToBase64(signed) }
        return { psbt: bytesToBase64(signed), txid: await this.broadcast(signed, current.network) }
      },
      sendTransfer: async ({ recipient, amount }) => {
        const payment = paymentOf(current.accounts)
        if (!payment) throw new BitcoinNotConnectedError()
        return (
          await this.sendTransaction({ address: payment.address, to: recipient, value: BigInt(amount) })
        ).hash
      },
    }
  }

  /**
   * Wallet Standard wallets, then sats-connect ones under a name not taken yet (one wallet, listed once), then
   * WalletConnect when the instance has it.
   */
  private connectors(): Connector[] {
    const standard = walletStandardWallets()
    const names = new Set(standard.map((wallet) => wallet.name))
    const injected = this.satsConnect.filter((wallet) => !names.has(wallet.name))
    const connectors = [...standard, ...injected].map(
      ({ name, icon }): Connector => ({
        id: name,
        name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: icon,
        info: { name, icon },
      }),
    )
    if (this.context?.walletConnect) {
      connectors.push({
        id: WALLET_CONNECT_CONNECTOR_ID,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'bip122',
      })
    }
    return connectors
  }

  /**
   * The wallet behind a connector id: the WalletConnect session, or a wallet by name (the Wallet Standard one
   * first, as listed).
   */
  private walletFor(id: string): BitcoinConnection | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) {
      const client = this.context?.walletConnect
      return client ? createWalletConnectBitcoinConnection(client) : undefined
    }
    const registered = walletStandardWallets().find((wallet) => wallet.name === id)
    if (registered) return createWalletStandardConnection(registered)
    const injected = this.satsConnect.find((wallet) => wallet.name === id)
    return injected ? createSatsConnectConnection(injected) : undefined
  }

  private adopt(wallet: BitcoinConnection, accounts: BitcoinAccount[], network: CaipNetwork): ConnectResult {
    const payment = paymentOf(accounts)
    if (!payment) throw new BitcoinNotConnectedError()
    const connection: Connection = { wallet, accounts, network }
    this.holder.hold(connection, wallet.connectorId, () =>
      wallet.watch({
        accountsChanged: (changed) => this.onAccountsChanged(connection, changed),
        disconnect: () => this.holder.endedByWallet(connection),
      }),
    )
    return {
      address: payment.address,
      chainId: network.id,
      connectorId: wallet.connectorId,
      provider: this.getProvider(),
      wallet: wallet.describe(),
    }
  }

  private onAccountsChanged(connection: Connection, accounts: BitcoinAccount[]): void {
    if (!this.holder.holds(connection)) return
    const next = paymentOf(accounts)
    if (!next) {
      this.holder.endedByWallet(connection)
      return
    }
    connection.accounts = accounts
    this.holder.accountChanged({
      address: next.address,
      connectorId: connection.wallet.connectorId,
    })
  }

  /** The connection that holds `address`; signing for any other address fails. */
  private connectionOf(address: string): Connection {
    const current = this.holder.current
    if (!current?.accounts.some((account) => account.address === address))
      throw new BitcoinNotConnectedError()
    return current
  }

  private async broadcast(signed: Uint8Array, network: CaipNetwork): Promise<string> {
    const transaction = Psbt.fromBuffer(signed, { network: bitcoinjsNetwork(network.caipNetworkId) })
      .finalizeAllInputs()
      .extractTransaction()
    return this.api().broadcast(transaction.toHex(), network.caipNetworkId)
  }

  private allNetworks(): CaipNetwork[] {
    return this.networks.length > 0 ? this.networks : (this.context?.networks ?? [])
  }

  private firstNetwork(): CaipNetwork {
    const [first] = this.allNetworks()
    if (!first) throw new NetworkNotFoundError({ details: 'The Bitcoin adapter has no bip122 network.' })
    return first
  }

  private api() {
    const url = this.options.api ?? this.context?.blockchainApiUrl
    if (!url) throw new BitcoinApiMissingError()
    return createBitcoinApi(url, this.options.projectId ?? this.context?.projectId ?? '')
  }
}

/** SPEC §4: the default account type of bip122 is payment; a wallet without one offers its first address. */
function paymentOf(accounts: BitcoinAccount[]): BitcoinAccount | undefined {
  return accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
}
