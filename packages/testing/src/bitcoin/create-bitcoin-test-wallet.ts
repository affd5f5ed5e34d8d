import { hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { createAuthorization, createMemoryStorage } from '../wallet/authorization.js'
import { unauthorized, userRejected } from '../wallet/errors.js'
import type { WalletStorage } from '../wallet/types.js'
import { signBitcoinMessage } from '../walletconnect/bitcoin.js'
import {
  BITCOIN_NETWORKS,
  type BitcoinTestAccount,
  type BitcoinTestNetwork,
  bitcoinTestAccounts,
} from './keys.js'
import { decodePsbt, signPsbtInputs } from './psbt.js'

/** The Wallet Standard chains of Bitcoin wallets. */
export const BITCOIN_WALLET_CHAINS = ['bitcoin:mainnet', 'bitcoin:testnet'] as const

const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const

export interface BitcoinTestWalletOptions {
  network?: BitcoinTestNetwork
  /** Keys are SHA-256 of `seed/purpose/index`; defaults to 'gangway-bitcoin-test-wallet'. */
  seed?: string
  name?: string
  icon?: `data:image/${string}`
  storage?: WalletStorage
}

type Purpose = 'payment' | 'ordinals'

export interface BitcoinTestWallet extends Wallet {
  readonly accounts: readonly WalletAccount[]
  /** The payment (P2WPKH) and ordinals (P2TR) accounts of the selected index, authorised or not. */
  readonly keys: Record<Purpose, BitcoinTestAccount>
  rejectNextRequest(): void
  /** The user picks the wallet's next account: authorised sites get `change`. Returns the new payment address. */
  switchAccount(): string
  disconnectSite(): void
}

export const BITCOIN_TEST_WALLET_SEED = 'gangway-bitcoin-test-wallet'
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4=' as const

/**
 * A Bitcoin wallet for tests, registered with the Wallet Standard as extensions do (`bitcoin:connect`,
 * `bitcoin:signMessage`, `bitcoin:signTransaction`): a payment (P2WPKH) and an ordinals (P2TR) address, BIP-137
 * message signatures, and PSBT inputs signed with its own keys. Approvals are automatic unless `rejectNextRequest()`.
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const {
    network = 'mainnet',
    seed = BITCOIN_TEST_WALLET_SEED,
    name = 'Bitcoin Test Wallet',
    icon = ICON,
    storage = createMemoryStorage(),
  } = options
  const params = BITCOIN_NETWORKS[network]
  const chain = `bitcoin:${network}` as const
  const authorization = createAuthorization(storage, `dev.gangway.bitcoin-test-wallet:${name}`)
  const listeners = new Set<StandardEventsListeners['change']>()
  let index = 0
  let keys = bitcoinTestAccounts(seed, params, index)
  let rejectNext = false

  const toAccount = (key: BitcoinTestAccount) =>
    new ReadonlyWalletAccount({
      address: key.address,
      publicKey: hex.decode(key.publicKey),
      chains: [chain],
      features: FEATURES,
      label: key.purpose,
    })
  const accounts = (): readonly WalletAccount[] =>
    authorization.isGranted() ? [toAccount(keys.payment), toAccount(keys.ordinals)] : []

  function emit(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) listener(properties)
  }
  function approve() {
    if (!rejectNext) return
    rejectNext = false
    throw userRejected()
  }
  function ownKey(address: string): BitcoinTestAccount {
    const key = [keys.payment, keys.ordinals].find((candidate) => candidate.address === address)
    if (!authorization.isGranted() || !key) throw unauthorized()
    return key
  }

  return {
    version: '1.0.0',
    name,
    icon,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    get keys() {
      return keys
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: Purpose[]; silent?: boolean }) {
          if (input?.silent) return { accounts: accounts() }
          if (!authorization.isGranted()) {
            approve()
            authorization.grant()
            emit({ accounts: accounts() })
          }
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (!authorization.isGranted()) return
          authorization.revoke()
          emit({ accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: StandardEventsListeners['change']) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      /** `{ account, message: bytes }` → `{ signedMessage, signature: base64 }` (BIP-137 over the UTF-8 text). */
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const keysUsed = inputs.map((input) => ownKey(input.account.address))
          approve()
          return inputs.map((input, i) => ({
            signedMessage: input.message,
            signature: signBitcoinMessage(keysUsed[i]!.secretKey, new TextDecoder().decode(input.message)),
          }))
        },
      },
      /** Signs the PSBT inputs that spend its own outputs (`inputsToSign`), without finalizing them. */
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) {
          const plans = inputs.map(({ psbt, inputsToSign }) => ({
            decoded: decodePsbt(psbt, params, 'bitcoin:signTransaction'),
            signs: inputsToSign.map(({ account, signingIndexes }) => ({
              signer: ownKey(account.address).signer,
              indexes: signingIndexes,
            })),
          }))
          approve()
          return plans.map(({ decoded, signs }) => ({
            signedPsbt: signPsbtInputs(decoded, signs, 'bitcoin:signTransaction').toBuffer(),
          }))
        },
      },
    },
    rejectNextRequest() {
      rejectNext = true
    },
    switchAccount() {
      keys = bitcoinTestAccounts(seed, params, ++index)
      if (authorization.isGranted()) emit({ accounts: accounts() })
      return keys.payment.address
    },
    disconnectSite() {
      if (!authorization.isGranted()) return
      authorization.revoke()
      emit({ accounts: [] })
    },
  } as BitcoinTestWallet
}
