import {
  type AdapterType,
  type CaipNetwork,
  type ChainNamespace,
  formatUnits,
  GangwayError,
  NetworkNotFoundError,
  parseUnits,
  toGangwayError,
} from '@gangway/common'
import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  SendTransactionParams,
} from '@gangway/core'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { createBitcoinApi } from './api.js'
import { BitcoinConnectorNotFoundError, BitcoinNotConnectedError } from './errors.js'
import { bitcoinjsNetwork, buildTransferPsbt } from './psbt.js'
import {
  type BitcoinAccount,
  type BitcoinWallet,
  isBitcoinWallet,
  toBitcoinAccount,
} from './wallet-standard.js'

export interface BitcoinAdapterOptions {
  /** The bip122 networks this adapter serves; createAppKit's bip122 networks when absent. */
  networks?: CaipNetwork[]
  projectId?: string
  /** The blockchain API (balances, UTXOs, broadcast); `services.blockchainApiUrl` when absent. */
  api?: string
  /** Where the connected wallet is remembered across reloads; the page's localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
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

/**
 * The ChainAdapter for Bitcoin (bip122) over Wallet Standard wallets (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`). The payment address is the account by default (SPEC §4); the ordinals address is
 * listed too. Balances and UTXOs come from the blockchain API; transfers are PSBTs built here with
 * bitcoinjs-lib, signed by the wallet and broadcast through the API.
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'bip122'
  readonly adapterType: AdapterType = 'bitcoin'
  readonly networks: CaipNetwork[]

  private context: AdapterContext | undefined
  private stopDiscovery: (() => void) | undefined
  private current:
    | { wallet: BitcoinWallet; accounts: BitcoinAccount[]; network: CaipNetwork; stop: () => void }
    | undefined

  constructor(private readonly options: BitcoinAdapterOptions = {}) {
    this.networks = (options.networks ?? []).filter((network) => network.chainNamespace === 'bip122')
  }

  construct(context: AdapterContext): void {
    this.context = context
    this.stopDiscovery?.()
    if (typeof window === 'undefined') return
    const wallets = getWallets()
    const report = () => void this.syncConnectors()
    const stops = [wallets.on('register', report), wallets.on('unregister', report)]
    this.stopDiscovery = () => {
      for (const stop of stops) stop()
    }
  }

  async syncConnectors(): Promise<void> {
    this.context?.events.emit(
      'connectors',
      this.wallets().map((wallet) => ({
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED' as const,
        chain: 'bip122' as const,
        imageUrl: wallet.icon,
        info: { name: wallet.name, icon: wallet.icon },
      })),
    )
  }

  async connect({ id, chainId }: ConnectParams): Promise<ConnectResult> {
    const wallet = this.wallets().find((candidate) => candidate.name === id)
    if (!wallet) throw new BitcoinConnectorNotFoundError(id)
    const network =
      this.allNetworks().find((candidate) => String(candidate.id) === String(chainId)) ?? this.firstNetwork()
    const { accounts } = await call(() =>
      wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] }),
    )
    return this.adopt(wallet, accounts, network)
  }

  async reconnect({ id }: { id: string }): Promise<ConnectResult | undefined> {
    if (this.storage()?.getItem(STORAGE_KEY) !== id) return undefined
    const wallet = this.wallets().find((candidate) => candidate.name === id)
    if (!wallet) return undefined
    const { accounts } = await call(() => wallet.features['bitcoin:connect'].connect({ silent: true }))
    if (accounts.length === 0) return undefined
    return this.adopt(wallet, accounts, this.firstNetwork())
  }

  async disconnect(): Promise<void> {
    const current = this.current
    this.forget()
    if (!current) return
    await current.wallet.features['standard:disconnect']?.disconnect().catch(() => undefined)
    this.context?.events.emit('disconnect', undefined)
  }

  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = this.allNetworks().find(
      (candidate) => candidate.caipNetworkId === caipNetwork.caipNetworkId,
    )
    if (!network) {
      throw new NetworkNotFoundError({
        details: `${caipNetwork.caipNetworkId} is not among the configured networks.`,
      })
    }
    if (this.current) this.current = { ...this.current, network }
    this.context?.events.emit('chainChanged', { chainId: network.id })
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
    const { wallet, account } = this.accountOf(address)
    const [output] = await call(() =>
      wallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      }),
    )
    if (!output)
      throw new GangwayError('Signature declined', { details: 'The wallet answered no signature.' })
    return { signature: output.signature }
  }

  /** A native transfer of `value` sats to `to`: the txid as the hash. */
  async sendTransaction({
    address,
    to,
    value,
    caipNetwork,
  }: SendTransactionParams): Promise<{ hash: string }> {
    const network = caipNetwork ?? this.current?.network ?? this.firstNetwork()
    const { wallet, account } = this.accountOf(address)
    const bitcoinjs = bitcoinjsNetwork(network.caipNetworkId)
    const utxos = await this.api().utxos(address, network.caipNetworkId)
    const { psbt, signingIndexes } = buildTransferPsbt({
      from: { address, output: bitcoinAddress.toOutputScript(address, bitcoinjs) },
      utxos,
      to,
      value,
      network: bitcoinjs,
    })
    const signed = await this.signPsbtBytes(wallet, psbt.toBuffer(), [{ account, signingIndexes }])
    const transaction = Psbt.fromBuffer(signed, { network: bitcoinjs })
      .finalizeAllInputs()
      .extractTransaction()
    return { hash: await this.api().broadcast(transaction.toHex(), network.caipNetworkId) }
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  getProvider(): BitcoinProvider | undefined {
    const current = this.current
    if (!current) return undefined
    return {
      name: current.wallet.name,
      getAccountAddresses: () => [...current.accounts],
      signMessage: async ({ address, message }) => (await this.signMessage({ address, message })).signature,
      signPSBT: async ({ psbt, signInputs, broadcast }) => {
        const inputs = Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: this.accountOf(address).account,
          signingIndexes,
        }))
        const signed = await this.signPsbtBytes(current.wallet, base64ToBytes(psbt), inputs)
        if (!broadcast) return { psbt: bytesToBase64(signed) }
        const network = bitcoinjsNetwork(current.network.caipNetworkId)
        const hex = Psbt.fromBuffer(signed, { network }).finalizeAllInputs().extractTransaction().toHex()
        return {
          psbt: bytesToBase64(signed),
          txid: await this.api().broadcast(hex, current.network.caipNetworkId),
        }
      },
      sendTransfer: async ({ recipient, amount }) => {
        const payment =
          current.accounts.find((account) => account.purpose === 'payment') ?? current.accounts[0]
        if (!payment) throw new BitcoinNotConnectedError()
        return (
          await this.sendTransaction({ address: payment.address, to: recipient, value: BigInt(amount) })
        ).hash
      },
    }
  }

  private async signPsbtBytes(
    wallet: BitcoinWallet,
    psbt: Uint8Array,
    inputsToSign: { account: WalletAccount; signingIndexes: number[] }[],
  ): Promise<Uint8Array> {
    const [output] = await call(() =>
      wallet.features['bitcoin:signTransaction'].signTransaction({ psbt, inputsToSign }),
    )
    if (!output) throw new GangwayError('Signature declined', { details: 'The wallet signed no PSBT.' })
    return output.signedPsbt
  }

  private adopt(
    wallet: BitcoinWallet,
    walletAccounts: readonly WalletAccount[],
    network: CaipNetwork,
  ): ConnectResult {
    const accounts = walletAccounts.map(toBitcoinAccount)
    // SPEC §4: the default account type of bip122 is payment.
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) throw new BitcoinNotConnectedError()
    this.current?.stop()
    const stop = wallet.features['standard:events']?.on('change', ({ accounts: changed }) => {
      if (!changed || !this.current) return
      if (changed.length === 0) {
        this.forget()
        this.context?.events.emit('disconnect', undefined)
        return
      }
      this.current = {
        ...this.current,
        accounts: changed.map(toBitcoinAccount),
      }
      const next =
        this.current.accounts.find((account) => account.purpose === 'payment') ?? this.current.accounts[0]
      if (next)
        this.context?.events.emit('accountChanged', { address: next.address, connectorId: wallet.name })
    })
    this.current = { wallet, accounts, network, stop: stop ?? (() => {}) }
    this.storage()?.setItem(STORAGE_KEY, wallet.name)
    return {
      address: payment.address,
      chainId: network.id,
      connectorId: wallet.name,
      provider: this.getProvider(),
      wallet: { name: wallet.name, icon: wallet.icon },
    }
  }

  private forget() {
    this.current?.stop()
    this.current = undefined
    this.storage()?.removeItem(STORAGE_KEY)
  }

  private accountOf(address: string) {
    const current = this.current
    const found = current?.accounts.find((candidate) => candidate.address === address)
    if (!current || !found) throw new BitcoinNotConnectedError()
    return { wallet: current.wallet, account: found.account }
  }

  private wallets(): BitcoinWallet[] {
    if (typeof window === 'undefined') return []
    return getWallets().get().filter(isBitcoinWallet)
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
    if (!url)
      throw new GangwayError('Not supported', { details: 'Bitcoin balances need a blockchain API (`api`).' })
    return createBitcoinApi(url, this.options.projectId ?? this.context?.projectId ?? '')
  }

  private storage() {
    return this.options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage)
  }
}

/** A wallet's refusal stays recognisable (4001), everything else becomes a GangwayError. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw toGangwayError(error)
  }
}

function base64ToBytes(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}
