import { type SolanaSendOptions, validateSolanaSendOptions } from '@gangway/common'
import { base58, base64 } from '@scure/base'
import { type SolanaSummaryContext, summarizeSolanaTransactions } from '../approval/solana-summary.js'
import { LABEL } from '../approval/messages.js'
import { type ApprovalAction, clip, described, printableUtf8 } from '../approval/summary.js'
import type { KeyRing } from '../keys/keyring.js'
import { InvalidParamsError } from './evm.js'
import type { RpcClient } from './json-rpc.js'
import { InvalidSolanaTransactionError, signSolanaTransaction } from './solana-transaction.js'

/** More than a wallet UI can sensibly show as one approval. */
const MAX_TRANSACTIONS = 100

function object(raw: unknown, method: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InvalidParamsError(`Invalid params for ${method}`)
  }
  return raw as Record<string, unknown>
}

function decode(codec: typeof base64 | typeof base58, value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || value === '') throw new InvalidParamsError(`Invalid ${what}`)
  try {
    return codec.decode(value)
  } catch {
    throw new InvalidParamsError(`Invalid ${what}`)
  }
}

/** What the dialog shows of the transactions; bytes that are not a transaction are refused before asking. */
function summarize(transactions: Uint8Array[], ctx: SolanaSummaryContext) {
  try {
    return summarizeSolanaTransactions(transactions, ctx)
  } catch (error) {
    if (error instanceof InvalidSolanaTransactionError) throw new InvalidParamsError(error.message)
    throw error
  }
}

/** `solana_signMessage { message: base58, pubkey }` → `{ signature: base58 }`. */
export function prepareSolanaSignMessage(keys: KeyRing, raw: unknown): ApprovalAction {
  const { message, pubkey } = object(raw, 'solana_signMessage')
  if (pubkey !== undefined && pubkey !== keys.addresses.solana) {
    throw new InvalidParamsError('The public key is not the signed-in account')
  }
  const bytes = decode(base58, message, 'message')
  const text = printableUtf8(bytes)
  return {
    ...described(() => ({
      kind: 'signature',
      details: [{ label: LABEL.message, value: clip(text ?? (message as string)), code: text === undefined }],
    })),
    run: async () => ({ signature: base58.encode(keys.signSolana(bytes)) }),
  }
}

function signOne(keys: KeyRing, bytes: Uint8Array) {
  return signSolanaTransaction(bytes, keys.addresses.solana, (message) => keys.signSolana(message))
}

/** `solana_signTransaction { transaction: base64 }` → `{ transaction: base64 }` with our signature in it. */
export function prepareSolanaSignTransaction(
  keys: KeyRing,
  raw: unknown,
  ctx: SolanaSummaryContext,
): ApprovalAction {
  const bytes = decode(base64, object(raw, 'solana_signTransaction').transaction, 'transaction')
  return {
    ...described(() => summarize([bytes], ctx)),
    run: async () => ({ transaction: base64.encode(signOne(keys, bytes).signed) }),
  }
}

/** `solana_signAllTransactions { transactions: base64[] }` → `{ transactions: base64[] }`, one approval for all. */
export function prepareSolanaSignAll(keys: KeyRing, raw: unknown, ctx: SolanaSummaryContext): ApprovalAction {
  const { transactions } = object(raw, 'solana_signAllTransactions')
  if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > MAX_TRANSACTIONS) {
    throw new InvalidParamsError('Invalid transactions')
  }
  const all = transactions.map((tx) => decode(base64, tx, 'transaction'))
  return {
    ...described(() => summarize(all, ctx)),
    run: async () => ({ transactions: all.map((bytes) => base64.encode(signOne(keys, bytes).signed)) }),
  }
}

/** Only the SPEC §5 options reach the node; anything else the dapp added is left out. */
function sendOptions(options: SolanaSendOptions | undefined): SolanaSendOptions {
  if (!options) return {}
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
  return Object.fromEntries(
    Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(
      ([, value]) => value !== undefined,
    ),
  )
}

/** `solana_signAndSendTransaction { transaction, options? }` → `{ signature }` (sent through the gateway). */
export function prepareSolanaSignAndSend(
  keys: KeyRing,
  raw: unknown,
  { rpc, ...ctx }: SolanaSummaryContext & { rpc: RpcClient },
): ApprovalAction {
  const { transaction, options } = object(raw, 'solana_signAndSendTransaction')
  const bytes = decode(base64, transaction, 'transaction')
  validateSolanaSendOptions(options)
  return {
    ...described(() => summarize([bytes], ctx)),
    async run() {
      const { signed } = signOne(keys, bytes)
      const signature = await rpc.request<string>('sendTransaction', [
        base64.encode(signed),
        { ...sendOptions(options), encoding: 'base64' },
      ])
      return { signature }
    },
  }
}
