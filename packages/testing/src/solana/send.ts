import { RPC_ERROR_CODES } from '@gangway/common'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { base58 } from '@scure/base'
import { TestWalletRpcError } from '../wallet/errors.js'

const CONFIRM_TIMEOUT_MS = 30_000
const POLL_MS = 100

/**
 * Sends a signed wire transaction to the node with the dapp's options (skipPreflight, preflightCommitment,
 * maxRetries, minContextSlot) and, when a `commitment` is asked for, waits until the node reports the
 * transaction. A node refusal reaches the dapp as a TestWalletRpcError with the node's message and logs.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const { Connection } = await import('@solana/web3.js')
  const connection = new Connection(rpcUrl, options.preflightCommitment ?? 'confirmed')
  const { commitment, ...sendOptions } = options
  let signature: string
  try {
    signature = await connection.sendRawTransaction(signed, sendOptions)
  } catch (error) {
    const { message, logs } = error as { message?: string; logs?: string[] }
    const reason = (error as { transactionError?: { message?: string } }).transactionError?.message ?? message
    throw new TestWalletRpcError(
      RPC_ERROR_CODES.internalError,
      reason ?? String(error),
      logs ? { logs } : undefined,
    )
  }
  if (commitment) await waitForStatus(connection, signature)
  return base58.decode(signature)
}

async function waitForStatus(
  connection: { getSignatureStatus(signature: string): Promise<{ value: { err: unknown } | null }> },
  signature: string,
) {
  const end = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < end) {
    const { value } = await connection.getSignatureStatus(signature)
    if (value) {
      if (value.err) {
        throw new TestWalletRpcError(RPC_ERROR_CODES.internalError, `Transaction ${signature} failed`, {
          err: value.err,
        })
      }
      return
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new TestWalletRpcError(
    RPC_ERROR_CODES.internalError,
    `Transaction ${signature} was not confirmed in time`,
  )
}
