import { RPC_ERROR_CODES } from '@gangway/common'
import { hex } from '@scure/base'
import { createAuthorization, createMemoryStorage } from '../wallet/authorization.js'
import { invalidParams, TestWalletRpcError } from '../wallet/errors.js'
import type { WalletStorage } from '../wallet/types.js'
import { bitcoinMessageHash, signBitcoinMessage } from '../walletconnect/bitcoin.js'
import { BITCOIN_TEST_WALLET_SEED } from './create-bitcoin-test-wallet.js'
import {
  BITCOIN_NETWORKS,
  type BitcoinTestAccount,
  type BitcoinTestNetwork,
  bitcoinTestAccounts,
} from './keys.js'
import { decodePsbt, signPsbtInputs } from './psbt.js'

/** sats-connect's error codes beyond JSON-RPC's own (its `RpcErrorCode`). */
export const SATS_CONNECT_ERROR_CODES = { userRejection: -32000, accessDenied: -32002 } as const

export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** One address as sats-connect answers it. */
export interface SatsConnectAddress {
  address: string
  /** Compressed (payment) or x-only (ordinals) public key, hex. */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
}

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The provider object a sats-connect wallet injects (`window.XverseProviders.BitcoinProvider` for Xverse). */
export interface SatsConnectTestProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(event: SatsConnectEvent, listener: (event: { type: SatsConnectEvent }) => void): () => void
}

export interface SatsConnectTestWalletOptions {
  network?: BitcoinTestNetwork
  /** Keys are SHA-256 of `seed/purpose/index`, as the Wallet Standard test wallet's. */
  seed?: string
  name?: string
  icon?: `data:image/${string}`
  /** The dotted path on `window` the provider is installed at, as `btc_providers` names it. */
  id?: string
  storage?: WalletStorage
}

export interface SatsConnectTestWallet {
  readonly id: string
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly provider: SatsConnectTestProvider
  /** The payment (P2WPKH) and ordinals (P2TR) accounts of the selected index, authorised or not. */
  readonly keys: Record<SatsConnectAddress['purpose'], BitcoinTestAccount>
  /** The next request that needs the user (connect, sign) is answered with -32000, a user rejection. */
  rejectNextRequest(): void
  /** The user picks the wallet's next account: an authorised site gets `accountChange`. Returns the payment address. */
  switchAccount(): string
  /** The user revokes the site in the wallet: `disconnect`. */
  disconnectSite(): void
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzE4MTgxOCIvPjwvc3ZnPg==' as const

/**
 * A Bitcoin wallet for tests that speaks sats-connect's provider protocol, as Xverse injects it: `getAccounts`
 * (prompts once), `wallet_getAccount` (no prompt: what the site was granted, else -32002), `signMessage`
 * (BIP-137, ECDSA only), `signPsbt` (signs the listed inputs, never broadcasts), `wallet_disconnect`, and the
 * `accountChange` / `disconnect` events. The keys and signatures are the Wallet Standard test wallet's.
 */
export function createSatsConnectTestWallet(
  options: SatsConnectTestWalletOptions = {},
): SatsConnectTestWallet {
  const {
    network = 'mainnet',
    seed = BITCOIN_TEST_WALLET_SEED,
    name = 'Sats Connect Test Wallet',
    icon = ICON,
    id = 'GangwaySatsConnectTestWallet.BitcoinProvider',
    storage = createMemoryStorage(),
  } = options
  const params = BITCOIN_NETWORKS[network]
  const authorization = createAuthorization(storage, `dev.gangway.sats-connect-test-wallet:${name}`)
  const listeners = new Map<SatsConnectEvent, Set<(event: { type: SatsConnectEvent }) => void>>()
  let index = 0
  let keys = bitcoinTestAccounts(seed, params, index)
  let rejectNext = false

  const toAddress = (key: BitcoinTestAccount): SatsConnectAddress => ({
    address: key.address,
    publicKey: key.publicKey,
    purpose: key.purpose,
    addressType: key.purpose === 'payment' ? 'p2wpkh' : 'p2tr',
  })
  const granted = () => (authorization.isGranted() ? [toAddress(keys.payment), toAddress(keys.ordinals)] : [])

  function emit(event: SatsConnectEvent, payload: Record<string, unknown> = {}) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener({ type: event, ...payload })
  }
  function approve() {
    if (!rejectNext) return
    rejectNext = false
    throw new TestWalletRpcError(SATS_CONNECT_ERROR_CODES.userRejection, 'User rejected the request.')
  }
  function ownKey(address: unknown): BitcoinTestAccount {
    const key = [keys.payment, keys.ordinals].find((candidate) => candidate.address === address)
    if (!authorization.isGranted() || !key) {
      throw new TestWalletRpcError(SATS_CONNECT_ERROR_CODES.accessDenied, 'Access denied.')
    }
    return key
  }

  const methods: Record<string, (params: Record<string, unknown>) => unknown> = {
    getAccounts({ purposes }) {
      if (!Array.isArray(purposes) || purposes.length === 0) {
        throw invalidParams('getAccounts expects "purposes"')
      }
      if (!authorization.isGranted()) {
        approve()
        authorization.grant()
      }
      return granted().filter((address) => purposes.includes(address.purpose))
    },
    wallet_getAccount() {
      if (!authorization.isGranted()) {
        throw new TestWalletRpcError(SATS_CONNECT_ERROR_CODES.accessDenied, 'Access denied.')
      }
      return { id: 'gangway-test-account', addresses: granted(), walletType: 'software' }
    },
    signMessage({ address, message, protocol }) {
      const key = ownKey(address)
      if (typeof message !== 'string') throw invalidParams('signMessage expects a string "message"')
      if (protocol !== undefined && protocol !== 'ECDSA') {
        throw invalidParams('the test wallet signs ECDSA (BIP-137) messages only')
      }
      approve()
      return {
        signature: signBitcoinMessage(key.secretKey, message),
        messageHash: hex.encode(bitcoinMessageHash(message)),
        address,
      }
    },
    signPsbt({ psbt, signInputs, broadcast }) {
      if (typeof psbt !== 'string') throw invalidParams('signPsbt expects a base64 "psbt"')
      if (broadcast === true) throw invalidParams('the test wallet does not broadcast')
      if (typeof signInputs !== 'object' || signInputs === null) {
        throw invalidParams('signPsbt expects "signInputs"')
      }
      const decoded = decodePsbt(psbt, params, 'signPsbt')
      const signs = Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes) || !indexes.every(Number.isInteger)) {
          throw invalidParams('signPsbt expects input indexes per address')
        }
        return { signer: ownKey(address).signer, indexes: indexes as number[] }
      })
      approve()
      return { psbt: signPsbtInputs(decoded, signs, 'signPsbt').toBase64() }
    },
    // The site ends its own connection: no event, the site knows.
    wallet_disconnect() {
      authorization.revoke()
      return null
    },
  }

  const provider: SatsConnectTestProvider = {
    async request(method, requestParams) {
      const id = globalThis.crypto.randomUUID()
      const perform = Object.hasOwn(methods, method) ? methods[method] : undefined
      try {
        if (!perform)
          throw new TestWalletRpcError(RPC_ERROR_CODES.methodNotFound, `Method not found: ${method}`)
        const params =
          typeof requestParams === 'object' && requestParams !== null
            ? (requestParams as Record<string, unknown>)
            : {}
        return { jsonrpc: '2.0', id, result: await perform(params) }
      } catch (error) {
        // sats-connect providers answer failures, they do not throw them.
        const code = error instanceof TestWalletRpcError ? error.code : RPC_ERROR_CODES.internalError
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => void set.delete(listener)
    },
  }

  return {
    id,
    name,
    icon,
    provider,
    get keys() {
      return keys
    },
    rejectNextRequest() {
      rejectNext = true
    },
    switchAccount() {
      keys = bitcoinTestAccounts(seed, params, ++index)
      if (authorization.isGranted()) emit('accountChange', { addresses: granted() })
      return keys.payment.address
    },
    disconnectSite() {
      if (!authorization.isGranted()) return
      authorization.revoke()
      emit('disconnect')
    },
  }
}

/** The part of `window` sats-connect discovery reads: `btc_providers`, and the objects their ids name. */
type ProviderHost = Record<string, unknown>

/**
 * Installs the wallet on `target` as a sats-connect extension does: its provider at the dotted path `wallet.id`
 * and an entry in `btc_providers`. Returns the function that removes both (and the objects it created on the way).
 */
export function installSatsConnectTestWallet(
  wallet: SatsConnectTestWallet,
  target: object | undefined = globalThis.window,
): () => void {
  if (!target) throw new Error('installSatsConnectTestWallet needs a window (or a window-like object).')
  const host = target as ProviderHost
  const path = wallet.id.split('.')
  const leaf = path.pop()!
  const created: [ProviderHost, string][] = []
  let parent = host
  for (const segment of path) {
    if (typeof parent[segment] !== 'object' || parent[segment] === null) {
      parent[segment] = {}
      created.push([parent, segment])
    }
    parent = parent[segment] as ProviderHost
  }
  parent[leaf] = wallet.provider
  const entry = {
    id: wallet.id,
    name: wallet.name,
    icon: wallet.icon,
    methods: ['getAccounts', 'wallet_getAccount', 'signMessage', 'signPsbt', 'wallet_disconnect'],
  }
  if (!Array.isArray(host.btc_providers)) host.btc_providers = []
  ;(host.btc_providers as unknown[]).push(entry)

  let installed = true
  return () => {
    if (!installed) return
    installed = false
    const providers = Array.isArray(host.btc_providers) ? host.btc_providers : []
    const at = providers.indexOf(entry)
    if (at >= 0) providers.splice(at, 1)
    delete parent[leaf]
    for (const [owner, key] of created.reverse()) {
      if (Object.keys(owner[key] as object).length === 0) delete owner[key]
    }
  }
}
