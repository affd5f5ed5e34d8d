import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { bytesToHex } from 'viem'
import { solanaKey as ed25519Key } from '../solana/keys.js'
import { sendWireTransaction } from '../solana/send.js'
import { signWireTransaction } from '../solana/sign-transaction.js'
import { invalidParams, unrecognizedChain } from './errors.js'
import {
  ownAddressParam,
  paramsObject,
  type RequestContext,
  type RequestHandler,
  stringParam,
} from './handler.js'
import type { LabKey } from './types.js'

/** A Solana account: an ed25519 key whose address is the base58 public key. */
export function solanaKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    namespace: 'solana',
    address: base58.encode(publicKey),
    type: 'eoa',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

export const solanaHandlers: Record<string, RequestHandler> = {
  /** `{ message: base58, pubkey }` → `{ signature: base58 }`, ed25519 over the message bytes. */
  solana_signMessage(params, { key }) {
    const request = paramsObject(params, 'solana_signMessage')
    ownAddressParam(request, 'pubkey', 'solana_signMessage', key)
    const message = base58.decode(stringParam(request, 'message', 'solana_signMessage'))
    return { signature: base58.encode(ed25519.sign(message, key.secretKey)) }
  },
  /**
   * `{ transaction: base64, pubkey? }` → `{ signature: base58, transaction: base64 }`: the wallet's signature
   * and the whole signed transaction (dapps read either).
   */
  async solana_signTransaction(params, { key }) {
    const request = paramsObject(params, 'solana_signTransaction')
    if (request.pubkey !== undefined) ownAddressParam(request, 'pubkey', 'solana_signTransaction', key)
    const { signed, signature } = await sign(
      transactionParam(request, 'transaction', 'solana_signTransaction'),
      key,
    )
    return { signature: base58.encode(signature), transaction: base64.encode(signed) }
  },
  /** `{ transactions: base64[] }` → `{ transactions: base64[] }`, each signed. */
  async solana_signAllTransactions(params, { key }) {
    const request = paramsObject(params, 'solana_signAllTransactions')
    const { transactions } = request
    if (!Array.isArray(transactions)) throw invalidParams('solana_signAllTransactions expects "transactions"')
    const signed = await Promise.all(
      transactions.map(async (transaction) => {
        if (typeof transaction !== 'string') throw invalidParams('each transaction must be a base64 string')
        return base64.encode((await sign(decodeBase64(transaction), key)).signed)
      }),
    )
    return { transactions: signed }
  },
  /**
   * `{ transaction: base64, sendOptions? }` → `{ signature: base58 }`: signed, then sent to the request's
   * chain's node with the dapp's options (a chain the wallet has no node for is 4902).
   */
  async solana_signAndSendTransaction(params, context) {
    const request = paramsObject(params, 'solana_signAndSendTransaction')
    const rpcUrl = solanaRpcUrl(context)
    const sendOptions = request.sendOptions ?? request.options
    if (sendOptions !== undefined && (typeof sendOptions !== 'object' || sendOptions === null)) {
      throw invalidParams('solana_signAndSendTransaction expects "sendOptions" to be an object')
    }
    const wire = transactionParam(request, 'transaction', 'solana_signAndSendTransaction')
    const { signed } = await sign(wire, context.key)
    const signature = await sendWireTransaction(
      rpcUrl,
      signed,
      sendOptions as SolanaSignAndSendTransactionOptions | undefined,
    )
    return { signature: base58.encode(signature) }
  },
  solana_getAccounts: (_params, { key }) => [{ pubkey: key.address }],
  solana_requestAccounts: (_params, { key }) => [{ pubkey: key.address }],
}

/** Whether `signature` (base58) is the address's ed25519 signature of `message`. */
export function verifySolanaMessage(args: { message: Uint8Array; signature: string; address: string }) {
  return ed25519.verify(base58.decode(args.signature), args.message, base58.decode(args.address))
}

function sign(wire: Uint8Array, key: LabKey) {
  return signWireTransaction(wire, ed25519Key(key.secretKey), invalidParams)
}

function decodeBase64(value: string): Uint8Array {
  try {
    return base64.decode(value)
  } catch {
    throw invalidParams('a transaction must be base64')
  }
}

function transactionParam(request: Record<string, unknown>, name: string, method: string): Uint8Array {
  return decodeBase64(stringParam(request, name, method))
}

function solanaRpcUrl({ chainId, solanaChains = [] }: RequestContext): string {
  const chain = solanaChains.find(({ id }) => id === chainId)
  if (!chain) throw unrecognizedChain(`solana:${chainId}`)
  return chain.rpcUrl
}
