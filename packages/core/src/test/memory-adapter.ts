import type { CaipNetwork, ChainId, ChainNamespace } from '@gangway/common'
import type { AdapterContext, ChainAdapter, ConnectResult } from '../adapter.js'
import type { Connector } from '../types.js'

/** A wallet the memory adapter can connect to. */
export interface MemoryWallet {
  connector: Connector
  address: string
  /** The chain the wallet is on before anyone asks it to switch. */
  chainId: ChainId
}

/** An EIP-1193-shaped rejection, as a wallet throws it. */
export function userRejection(): Error & { code: number } {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * An in-memory ChainAdapter: the outer edge of core's tests. It behaves like a real adapter (reports
 * connectors, remembers authorised wallets for reconnect, emits the events a wallet causes) with no chain
 * library behind it. Tests steer it through `wallet`, `failures`, `balances` and the `simulate*` helpers.
 */
export function createMemoryAdapter(options: {
  namespace?: ChainNamespace
  networks?: CaipNetwork[]
  wallets: MemoryWallet[]
  /** Connector ids a previous session authorised; reconnect succeeds for these. */
  authorized?: string[]
}) {
  let context: AdapterContext | undefined
  let connected: { wallet: MemoryWallet; chainId: ChainId } | undefined
  const authorized = new Set(options.authorized ?? [])
  const failures: {
    connect?: unknown
    reconnect?: unknown
    disconnect?: unknown
    switchNetwork?: unknown
    getBalance?: unknown
    signMessage?: unknown
  } = {}
  const balances = new Map<string, string>()
  const calls: { method: string; params: unknown }[] = []
  const provider = { isMemoryProvider: true }

  function emitter() {
    if (!context) throw new Error('construct() was not called')
    return context.events
  }

  function walletById(id: string): MemoryWallet {
    const wallet = options.wallets.find((w) => w.connector.id === id)
    if (!wallet) throw new Error(`Unknown connector ${id}`)
    return wallet
  }

  function result(): ConnectResult {
    if (!connected) throw new Error('Not connected')
    return {
      address: connected.wallet.address,
      chainId: connected.chainId,
      connectorId: connected.wallet.connector.id,
      provider,
    }
  }

  const adapter: ChainAdapter = {
    namespace: options.namespace ?? 'eip155',
    adapterType: 'universal',
    networks: options.networks ?? [],
    construct(ctx) {
      calls.push({ method: 'construct', params: ctx })
      context = ctx
    },
    async syncConnectors() {
      emitter().emit(
        'connectors',
        options.wallets.map((w) => w.connector),
      )
    },
    async connect(params) {
      calls.push({ method: 'connect', params })
      if (failures.connect) throw failures.connect
      const wallet = walletById(params.id)
      connected = { wallet, chainId: params.chainId ?? wallet.chainId }
      authorized.add(wallet.connector.id)
      return result()
    },
    async reconnect(params) {
      calls.push({ method: 'reconnect', params })
      if (failures.reconnect) throw failures.reconnect
      if (!authorized.has(params.id)) return undefined
      const wallet = walletById(params.id)
      connected = { wallet, chainId: wallet.chainId }
      return result()
    },
    async disconnect() {
      calls.push({ method: 'disconnect', params: undefined })
      if (failures.disconnect) throw failures.disconnect
      if (connected) authorized.delete(connected.wallet.connector.id)
      connected = undefined
      // Real wallets report their own disconnect too; core must not handle it twice.
      emitter().emit('disconnect', undefined)
    },
    async switchNetwork({ caipNetwork }) {
      calls.push({ method: 'switchNetwork', params: caipNetwork.caipNetworkId })
      if (failures.switchNetwork) throw failures.switchNetwork
      if (!connected) throw new Error('Not connected')
      connected.chainId = caipNetwork.id
      emitter().emit('chainChanged', { chainId: caipNetwork.id })
    },
    async getBalance({ address, caipNetwork }) {
      calls.push({ method: 'getBalance', params: { address, caipNetworkId: caipNetwork.caipNetworkId } })
      if (failures.getBalance) throw failures.getBalance
      return {
        balance: balances.get(`${caipNetwork.caipNetworkId}:${address}`) ?? '0',
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },
    async signMessage({ message }) {
      calls.push({ method: 'signMessage', params: { message } })
      if (failures.signMessage) throw failures.signMessage
      return { signature: `signed:${message}` }
    },
    async sendTransaction() {
      return { hash: `0x${'ab'.repeat(32)}` }
    },
    parseUnits(value, decimals) {
      const [whole = '0', fraction = ''] = value.split('.')
      return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
    },
    formatUnits(value, decimals) {
      const digits = value.toString().padStart(decimals + 1, '0')
      const fraction = digits.slice(-decimals).replace(/0+$/u, '')
      return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals)
    },
    getProvider() {
      return connected ? provider : undefined
    },
  }

  return {
    adapter,
    provider,
    failures,
    calls,
    setBalance(caipNetworkId: string, address: string, balance: string) {
      balances.set(`${caipNetworkId}:${address}`, balance)
    },
    get context() {
      return context
    },
    /** The wallet switched chain by itself. */
    simulateChainChanged(chainId: ChainId) {
      if (connected) connected.chainId = chainId
      emitter().emit('chainChanged', { chainId })
    },
    simulateAccountChanged(address: string) {
      if (connected) connected.wallet = { ...connected.wallet, address }
      emitter().emit('accountChanged', { address })
    },
    /** The wallet ended the session by itself. */
    simulateDisconnect() {
      connected = undefined
      emitter().emit('disconnect', undefined)
    },
    /** A new wallet announced itself (EIP-6963). */
    announce(wallet: MemoryWallet) {
      options.wallets.push(wallet)
      emitter().emit(
        'connectors',
        options.wallets.map((w) => w.connector),
      )
    },
  }
}

export type MemoryAdapter = ReturnType<typeof createMemoryAdapter>
