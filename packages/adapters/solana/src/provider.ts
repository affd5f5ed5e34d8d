import { type CaipNetwork, toGangwayError, validateSolanaSendOptions } from '@gangway/common'
import type { Connection, PublicKey, SendOptions, TransactionSignature } from '@solana/web3.js'
import type { Web3 } from './connections.js'
import type { SolanaWallet } from './solana-wallet.js'
import {
  type AnyTransaction,
  deserializeLike,
  prepareTransaction,
  serializeTransaction,
} from './transactions.js'
import { getErrorCode, RPC_ERROR_CODES, PROVIDER_ERROR_CODES } from '@gangway/common'

/**
 * The connected wallet as `useAppKitProvider('solana').walletProvider` hands it out, shaped like AppKit's
 * Solana provider: the public key, message and transaction signing, and sending (by the wallet, or through a
 * Connection the host gives). Send options are checked first (SPEC §5).
 */
export interface SolanaProvider {
  readonly name: string
  readonly icon: string | undefined
  /** 'ANNOUNCED' for a Wallet Standard wallet, 'WALLET_CONNECT' for the WalletConnect session, 'AUTH' for the embedded wallet. */
  readonly type: 'ANNOUNCED' | 'WALLET_CONNECT' | 'AUTH'
  readonly publicKey: PublicKey
  /** The network requests go to now. */
  readonly chain: CaipNetwork
  /** The wallet's ed25519 signature of the bytes. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  /** Signed and sent by the wallet on the current network; the base58 signature. */
  signAndSendTransaction<T extends AnyTransaction>(
    transaction: T,
    options?: SendOptions,
  ): Promise<TransactionSignature>
  /** Signed by the wallet, sent through `connection` (the host's node); the base58 signature. */
  sendTransaction<T extends AnyTransaction>(
    transaction: T,
    connection: Connection,
    options?: SendOptions,
  ): Promise<TransactionSignature>
}

export interface ProviderParts {
  web3: Web3
  wallet: SolanaWallet
  type: SolanaProvider['type']
  address: string
  /** The network requests go to, read on each request (the user may switch). */
  network(): CaipNetwork
  /** The Connection for a network's RPC. */
  connection(network: CaipNetwork): Promise<Connection>
}

export function createSolanaProvider(parts: ProviderParts): SolanaProvider {
  const { web3, wallet, address } = parts
  const publicKey = new web3.PublicKey(address)
  const { name, icon } = wallet.describe()

  async function signTransaction<T extends AnyTransaction>(
    transaction: T,
    connection?: Connection,
  ): Promise<T> {
    const network = parts.network()
    const prepared = await prepareTransaction(
      transaction,
      publicKey,
      async () => connection ?? parts.connection(network),
    )
    const signed = await wallet.signTransaction({
      transaction: serializeTransaction(prepared),
      address,
      network,
    })
    return deserializeLike(web3, transaction, signed)
  }

  const provider: SolanaProvider = {
    name,
    icon,
    type: parts.type,
    publicKey,
    get chain() {
      return parts.network()
    },
    signMessage: (message) => wallet.signMessage({ message, address, network: parts.network() }),
    signTransaction: (transaction) => signTransaction(transaction),
    async signAllTransactions(transactions) {
      const signed: AnyTransaction[] = []
      // One prompt after the other, as the wallet shows them.
      for (const transaction of transactions) signed.push(await signTransaction(transaction))
      return signed as typeof transactions
    },
    async signAndSendTransaction(transaction, options) {
      validateSolanaSendOptions(options)
      const network = parts.network()
      const prepared = await prepareTransaction(transaction, publicKey, () => parts.connection(network))
      return signAndSend(parts, serializeTransaction(prepared), network, options)
    },
    async sendTransaction(transaction, connection, options) {
      validateSolanaSendOptions(options)
      const signed = await signTransaction(transaction, connection)
      return sendRaw(connection, serializeTransaction(signed), options)
    },
  }
  return provider
}

/**
 * The wallet signs and sends; a wallet that cannot (no solana:signAndSendTransaction, or a WalletConnect
 * wallet answering -32601 / 4200) signs, and the adapter sends through the network's RPC.
 */
export async function signAndSend(
  parts: Pick<ProviderParts, 'wallet' | 'address' | 'connection'>,
  transaction: Uint8Array,
  network: CaipNetwork,
  options?: SendOptions,
): Promise<TransactionSignature> {
  const { wallet, address } = parts
  if (wallet.signAndSendTransaction) {
    try {
      return await wallet.signAndSendTransaction({ transaction, address, network, options })
    } catch (error) {
      if (!isUnsupportedMethod(error)) throw error
    }
  }
  const signed = await wallet.signTransaction({ transaction, address, network })
  return sendRaw(await parts.connection(network), signed, options)
}

async function sendRaw(connection: Connection, signed: Uint8Array, options?: SendOptions) {
  try {
    return await connection.sendRawTransaction(signed, options)
  } catch (error) {
    throw toGangwayError(error)
  }
}

function isUnsupportedMethod(error: unknown): boolean {
  const code = getErrorCode(error)
  return code === RPC_ERROR_CODES.methodNotFound || code === PROVIDER_ERROR_CODES.unsupportedMethod
}
