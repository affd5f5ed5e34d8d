import { ed25519 } from '@noble/curves/ed25519'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { createAuthorization, createMemoryStorage } from '../wallet/authorization.js'
import { invalidParams, unauthorized, userRejected } from '../wallet/errors.js'
import { SOLANA_TEST_WALLET_ICON } from './icon.js'
import { SOLANA_TEST_WALLET_SECRET_KEY, type SolanaKey, solanaKey, solanaTestSecretKey } from './keys.js'
import type { SolanaTestWallet, SolanaTestWalletOptions, SolanaWalletChain } from './types.js'
import { sendWireTransaction } from './send.js'
import { signWireTransaction } from './sign-transaction.js'

/** The clusters every Solana wallet knows, by their Wallet Standard names. */
export const SOLANA_WALLET_CHAINS: readonly SolanaWalletChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]

const FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const satisfies readonly `${string}:${string}`[]

const TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = ['legacy', 0]

/**
 * A Solana wallet for tests, as a browser extension would register it with the Wallet Standard: it connects
 * (silently only when already authorised), signs messages and transactions with its own ed25519 key, and sends
 * them to a real node. web3.js is loaded the first time a transaction is signed, so the entry stays light.
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const {
    rpcUrl,
    rpcUrls = {},
    secretKey = SOLANA_TEST_WALLET_SECRET_KEY,
    name = 'Solana Test Wallet',
    icon = SOLANA_TEST_WALLET_ICON,
    storage = createMemoryStorage(),
  } = options
  const chains = [...new Set([...SOLANA_WALLET_CHAINS, ...(Object.keys(rpcUrls) as SolanaWalletChain[])])]
  const authorization = createAuthorization(storage, `dev.gangway.solana-test-wallet:${name}`)
  const listeners = new Set<StandardEventsListeners['change']>()
  let key = solanaKey(secretKey)
  let account = walletAccount(key)
  let nextAccountIndex = 1
  let rejectNext = false

  const accounts = (): readonly WalletAccount[] => (authorization.isGranted() ? [account] : [])

  function emit(properties: StandardEventsChangeProperties) {
    for (const listener of [...listeners]) listener(properties)
  }

  /** Asks the (simulated) user; throws 4001 when the user rejects. */
  function approve() {
    if (!rejectNext) return
    rejectNext = false
    throw userRejected()
  }

  /** The request's account must be the authorised one (4100 otherwise, as for an unknown account). */
  function requireAccount(requested: WalletAccount) {
    if (!authorization.isGranted() || requested.address !== key.address) throw unauthorized()
  }

  function rpcUrlOf(chain: string): string {
    if (!chains.includes(chain as SolanaWalletChain)) throw invalidParams(`unknown chain ${chain}`)
    return rpcUrls[chain as SolanaWalletChain] ?? rpcUrl
  }

  async function signWire(transaction: Uint8Array): Promise<Uint8Array> {
    return (await signWireTransaction(transaction, key)).signed
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name,
    icon,
    chains,
    get accounts() {
      return accounts()
    },
    get address() {
      return key.address
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          // A silent connect never prompts: the accounts of an authorised site, or none.
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
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: readonly SolanaSignMessageInput[]): Promise<SolanaSignMessageOutput[]> {
          for (const input of inputs) requireAccount(input.account)
          approve()
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, key.seed),
            signatureType: 'ed25519' as const,
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        async signTransaction(
          ...inputs: readonly SolanaSignTransactionInput[]
        ): Promise<SolanaSignTransactionOutput[]> {
          for (const input of inputs) {
            requireAccount(input.account)
            if (input.chain) rpcUrlOf(input.chain)
          }
          approve()
          return Promise.all(
            inputs.map(async ({ transaction }) => ({ signedTransaction: await signWire(transaction) })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        async signAndSendTransaction(
          ...inputs: readonly SolanaSignAndSendTransactionInput[]
        ): Promise<SolanaSignAndSendTransactionOutput[]> {
          for (const input of inputs) {
            requireAccount(input.account)
            rpcUrlOf(input.chain)
          }
          approve()
          const outputs: SolanaSignAndSendTransactionOutput[] = []
          // One after the other, as a wallet sends a batch: each may depend on the one before.
          for (const { transaction, chain, options: sendOptions } of inputs) {
            const signed = await signWire(transaction)
            outputs.push({ signature: await sendWireTransaction(rpcUrlOf(chain), signed, sendOptions) })
          }
          return outputs
        },
      },
    },
    rejectNextRequest() {
      rejectNext = true
    },
    switchAccount(nextSecretKey) {
      key = solanaKey(nextSecretKey ?? solanaTestSecretKey(nextAccountIndex++))
      account = walletAccount(key)
      // Sites see the new account only when they are authorised, as with an extension.
      if (authorization.isGranted()) emit({ accounts: accounts() })
      return key.address
    },
    disconnectSite() {
      if (!authorization.isGranted()) return
      authorization.revoke()
      emit({ accounts: [] })
    },
  }

  function walletAccount({ address, publicKey }: SolanaKey): WalletAccount {
    return new ReadonlyWalletAccount({ address, publicKey, chains, features: FEATURES, icon })
  }

  return wallet
}
