import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAccountSeeds,
  createAssociatedTokenAccountIdempotentInstruction,
  ERROR_MESSAGES,
  GangwayError,
  isSolanaAddress,
  isTokenProgram,
  readMintDecimals,
  type SplInstruction,
  transferCheckedInstruction,
} from '@gangway/common'
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
  checkSend(web3, to, lamports, 'lamports')
  const feePayer = new web3.PublicKey(from)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  return new web3.Transaction({ feePayer, blockhash, lastValidBlockHeight }).add(
    web3.SystemProgram.transfer({ fromPubkey: feePayer, toPubkey: new web3.PublicKey(to), lamports }),
  )
}

/**
 * An SPL token send: `amount` base units of `mint` from the wallet's associated token account to the receiver's,
 * which is created first when missing (the sender pays its rent). TransferChecked states the mint's decimals,
 * so the Token program refuses a send against a mint other than the one the view showed.
 */
export async function buildTokenTransfer(
  web3: Web3,
  connection: Connection,
  { from, to, mint, amount }: { from: string; to: string; mint: string; amount: bigint },
): Promise<Transaction> {
  checkSend(web3, to, amount, 'base units')
  const mintKey = new web3.PublicKey(mint)
  const mintAccount = await connection.getAccountInfo(mintKey)
  const tokenProgram = mintAccount?.owner.toBase58()
  const decimals = mintAccount ? readMintDecimals(mintAccount.data) : undefined
  if (!tokenProgram || !isTokenProgram(tokenProgram) || decimals === undefined) {
    throw new GangwayError(ERROR_MESSAGES.tokenRequired, {
      details: `${mint} is not a token mint on this network.`,
    })
  }
  const owner = new web3.PublicKey(from)
  const receiver = new web3.PublicKey(to)
  const ataOf = (wallet: PublicKey) =>
    web3.PublicKey.findProgramAddressSync(
      associatedTokenAccountSeeds(
        wallet.toBytes(),
        mintKey.toBytes(),
        new web3.PublicKey(tokenProgram).toBytes(),
      ),
      new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    )[0].toBase58()
  const destination = ataOf(receiver)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const toWeb3 = (instruction: SplInstruction) =>
    new web3.TransactionInstruction({
      programId: new web3.PublicKey(instruction.programId),
      keys: instruction.keys.map((key) => ({ ...key, pubkey: new web3.PublicKey(key.pubkey) })),
      // web3.js only base58-encodes the bytes: a Uint8Array serves where its types ask for a Buffer.
      data: instruction.data as Buffer,
    })
  return new web3.Transaction({ feePayer: owner, blockhash, lastValidBlockHeight }).add(
    toWeb3(
      createAssociatedTokenAccountIdempotentInstruction({
        payer: from,
        account: destination,
        owner: to,
        mint,
        tokenProgram,
      }),
    ),
    toWeb3(
      transferCheckedInstruction({
        source: ataOf(owner),
        mint,
        destination,
        owner: from,
        amount,
        decimals,
        tokenProgram,
      }),
    ),
  )
}

/** SPEC §5: the receiver is a Solana address and the amount is positive, else 'An amount and receiver address are required'. */
function checkSend(web3: Web3, to: string, amount: bigint, unit: string): void {
  if (!isReceiver(web3, to)) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `"${to}" is not a Solana address.`,
    })
  }
  if (amount <= 0n) {
    throw new GangwayError(ERROR_MESSAGES.amountAndReceiverRequired, {
      details: `The amount must be positive, not ${amount} ${unit}.`,
    })
  }
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
