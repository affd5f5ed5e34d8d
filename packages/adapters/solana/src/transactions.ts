import { ERROR_MESSAGES, GangwayError, isSolanaAddress } from '@gangway/common'
import type { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Web3 } from './connections.js'

/** A transaction as hosts hand it to the provider: web3.js's legacy `Transaction` or a `VersionedTransaction`. */
export type AnyTransaction = Transaction | VersionedTransaction

export function isVersioned(transaction: AnyTransaction): transaction is VersionedTransaction {
  return 'version' in transaction
}

/** Wire bytes for the wallet: unsigned slots stay empty, the wallet fills its own. */
export function serializeTransaction(transaction: AnyTransaction): Uint8Array {
  return isVersioned(transaction)
    ? transaction.serialize()
    : Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

/** The wallet's signed bytes as the kind of transaction the host gave. */
export function deserializeLike<T extends AnyTransaction>(web3: Web3, original: T, bytes: Uint8Array): T {
  return (
    isVersioned(original) ? web3.VersionedTransaction.deserialize(bytes) : web3.Transaction.from(bytes)
  ) as T
}

/** A legacy transaction without a fee payer pays from the wallet; without a blockhash it gets the latest one. */
export async function prepareTransaction<T extends AnyTransaction>(
  transaction: T,
  feePayer: PublicKey,
  connection: () => Promise<Connection>,
): Promise<T> {
  if (isVersioned(transaction)) return transaction
  transaction.feePayer ??= feePayer
  if (!transaction.recentBlockhash) {
    const { blockhash, lastValidBlockHeight } = await (await connection()).getLatestBlockhash()
    transaction.recentBlockhash = blockhash
    transaction.lastValidBlockHeight = lastValidBlockHeight
  }
  return transaction
}

/**
 * SPEC §7: sending on Solana is a transaction with a receiver and an amount: a System Program transfer of
 * `lamports` from the wallet to `to`, on the latest blockhash. SPEC §5: a receiver that is not a Solana address
 * or an amount that is not positive is 'An amount and receiver address are required'.
 */
export async function buildTransfer(
  web3: Web3,
  connection: Connection,
  { from, to, lamports }: { from: string; to: string; lamports: bigint },
): Promise<Transaction> {
  if (!isReceiver(web3, to)) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `"${to}" is not a Solana address.`,
    })
  }
  if (lamports <= 0n) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `The amount must be positive, not ${lamports} lamports.`,
    })
  }
  const feePayer = new web3.PublicKey(from)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  return new web3.Transaction({ feePayer, blockhash, lastValidBlockHeight }).add(
    web3.SystemProgram.transfer({ fromPubkey: feePayer, toPubkey: new web3.PublicKey(to), lamports }),
  )
}

/** Base58 of 32 bytes (SPEC §5); off-curve addresses (program-derived) are receivers too. */
function isReceiver(web3: Web3, address: string): boolean {
  if (!isSolanaAddress(address)) return false
  try {
    new web3.PublicKey(address)
    return true
  } catch {
    return false
  }
}
