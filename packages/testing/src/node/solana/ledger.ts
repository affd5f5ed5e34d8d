import { PublicKey, type VersionedTransaction } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  describeTransactionError,
  type RpcTransactionError,
  toRpcTransactionError,
} from './transaction-error.js'
import { type KitTransaction, signatureOf, toKitTransaction } from './wire.js'

/** The genesis hash the local chain reports: `solanaLocalnet`'s id is its first 32 characters. */
export const LOCALNET_GENESIS_HASH = 'AmuE9TRtcSdZy1kMV4dWv6hBPyuYfEycAU2Bmd9QrqQo'

/** How many blocks a blockhash stays usable, as on the real clusters. */
export const BLOCKHASH_VALIDITY = 150

type Address = Parameters<LiteSVM['getBalance']>[0]

/** A processed transaction (or airdrop), as statuses, `getTransaction` and subscriptions report it. */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  err: RpcTransactionError | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  logs: string[]
  unitsConsumed: number
  /** Undefined for airdrops: litesvm credits them without a transaction of ours. */
  transaction?: VersionedTransaction
  bytes?: Uint8Array
}

export interface AccountState {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  space: number
}

export interface SimulationResult {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  accounts?: (AccountState | null)[]
}

/** A transaction the node refuses before it runs (preflight); `code` is the JSON-RPC error code. */
export class PreflightError extends Error {
  override name = 'PreflightError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { err: RpcTransactionError; logs: string[]; unitsConsumed: number },
  ) {
    super(message)
  }
}

/** The JSON-RPC codes the node answers a refused transaction with. */
export const SEND_ERROR_CODES = { simulationFailed: -32002, signatureVerification: -32003 } as const

/** litesvm as the JSON-RPC node reads and drives it. */
export interface SolanaLedger {
  readonly genesisHash: string
  slot(): number
  blockHeight(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  /** Lamports; 0n for an account that does not exist. */
  balance(address: string): bigint
  account(address: string): AccountState | null
  minimumBalanceForRentExemption(dataLength: number): bigint
  /** Credits lamports out of thin air (litesvm's faucet); the airdrop is a processed, final transaction. */
  airdrop(address: string, lamports: bigint): string
  simulate(
    transaction: VersionedTransaction,
    options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: string[] },
  ): SimulationResult
  /**
   * Runs a signed transaction. With preflight (the default) a transaction that would fail is refused with
   * PreflightError and changes nothing; with `skipPreflight` it lands with its error (and its fee), as on a
   * cluster, so its status tells why.
   */
  send(
    transaction: VersionedTransaction,
    bytes: Uint8Array,
    options?: { skipPreflight?: boolean },
  ): TransactionRecord
  status(signature: string): TransactionRecord | undefined
  /** Calls `listener` with every transaction (and airdrop) once it is processed; returns the unsubscribe. */
  onTransaction(listener: (record: TransactionRecord) => void): () => void
}

/**
 * litesvm as a ledger a JSON-RPC node can serve: it counts slots and block heights (one block per processed
 * transaction), keeps the last blockhashes valid for 150 blocks like a cluster, and remembers every
 * transaction's status for `getSignatureStatuses`, `getTransaction` and signature subscriptions.
 */
export function createSolanaLedger({
  genesisHash = LOCALNET_GENESIS_HASH,
}: {
  genesisHash?: string
} = {}): SolanaLedger {
  // The ledger checks blockhash ages itself, so a blockhash stays valid after the next block as on a cluster.
  const svm = new LiteSVM().withBlockhashCheck(false)
  let slot = Number(svm.getClock().slot)
  let blockHeight = 0
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), BLOCKHASH_VALIDITY]])
  const records = new Map<string, TransactionRecord>()
  const listeners = new Set<(record: TransactionRecord) => void>()

  /** Every processed transaction makes a block: the slot and height move on and a new blockhash is issued. */
  function nextBlock() {
    slot += 1
    blockHeight += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), blockHeight + BLOCKHASH_VALIDITY)
    for (const [hash, lastValid] of blockhashes) if (lastValid < blockHeight) blockhashes.delete(hash)
  }

  function record(entry: TransactionRecord) {
    records.set(entry.signature, entry)
    nextBlock()
    for (const listener of [...listeners]) listener(entry)
    return entry
  }

  function balanceOf(address: string): bigint {
    return svm.getBalance(address as Address) ?? 0n
  }

  function balancesOf(transaction: VersionedTransaction) {
    return transaction.message.staticAccountKeys.map((key) => Number(balanceOf(key.toBase58())))
  }

  function isValid(blockhash: string) {
    const lastValid = blockhashes.get(blockhash)
    return lastValid !== undefined && blockHeight <= lastValid
  }

  function missingSignature(transaction: VersionedTransaction) {
    const required = transaction.message.header.numRequiredSignatures
    return transaction.signatures
      .slice(0, required)
      .some((signature) => signature.every((byte) => byte === 0))
  }

  function simulateKit(kit: KitTransaction, sigVerify: boolean) {
    if (!sigVerify) svm.withSigverify(false)
    try {
      return svm.simulateTransaction(kit)
    } finally {
      if (!sigVerify) svm.withSigverify(true)
    }
  }

  function simulate(
    transaction: VersionedTransaction,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: string[] } = {},
  ): SimulationResult {
    const { sigVerify = false, replaceRecentBlockhash = false } = options
    if (!replaceRecentBlockhash && !isValid(transaction.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
    }
    if (sigVerify && missingSignature(transaction)) {
      return { err: 'SignatureFailure', logs: [], unitsConsumed: 0 }
    }
    const outcome = simulateKit(toKitTransaction(transaction), sigVerify)
    const failed = outcome instanceof FailedTransactionMetadata
    const meta = outcome.meta()
    const result: SimulationResult = {
      err: failed ? toRpcTransactionError(outcome.err()) : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
    }
    if (options.accounts) {
      const after = failed ? [] : outcome.postAccounts()
      result.accounts = options.accounts.map((address) => {
        const posted = after.find((account) => account.address === address)
        return posted ? toAccountState(posted) : accountOf(address)
      })
    }
    return result
  }

  function accountOf(address: string): AccountState | null {
    const account = svm.getAccount(address as Address)
    return account.exists ? toAccountState(account) : null
  }

  return {
    genesisHash,
    slot: () => slot,
    blockHeight: () => blockHeight,
    latestBlockhash() {
      const blockhash: string = svm.latestBlockhash()
      return {
        blockhash,
        lastValidBlockHeight: blockhashes.get(blockhash) ?? blockHeight + BLOCKHASH_VALIDITY,
      }
    },
    isBlockhashValid: isValid,
    balance: balanceOf,
    account: accountOf,
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    airdrop(address, lamports) {
      new PublicKey(address)
      const before = Number(balanceOf(address))
      const outcome = svm.airdrop(address as Address, lamports as never)
      if (!outcome || outcome instanceof FailedTransactionMetadata) {
        throw new Error(`Airdrop to ${address} failed: ${outcome ? String(outcome) : 'no result'}`)
      }
      const signature = base58.encode(outcome.signature())
      record({
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        err: null,
        fee: 0,
        preBalances: [before],
        postBalances: [Number(balanceOf(address))],
        logs: outcome.logs(),
        unitsConsumed: Number(outcome.computeUnitsConsumed()),
      })
      return signature
    },
    simulate,
    send(transaction, bytes, { skipPreflight = false } = {}) {
      const signature = signatureOf(transaction)
      if (missingSignature(transaction)) {
        throw new PreflightError(
          SEND_ERROR_CODES.signatureVerification,
          'Transaction signature verification failure',
        )
      }
      if (!skipPreflight) {
        const preflight = simulate(transaction, { sigVerify: true })
        if (preflight.err === 'SignatureFailure') {
          throw new PreflightError(
            SEND_ERROR_CODES.signatureVerification,
            'Transaction signature verification failure',
          )
        }
        if (preflight.err !== null) throw preflightFailure(preflight)
        if (records.has(signature)) {
          throw preflightFailure({ err: 'AlreadyProcessed', logs: [], unitsConsumed: 0 })
        }
      }
      const preBalances = balancesOf(transaction)
      const base = {
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        transaction,
        bytes,
        preBalances,
      }
      if (!isValid(transaction.message.recentBlockhash)) {
        return record({
          ...base,
          err: 'BlockhashNotFound',
          fee: 0,
          postBalances: preBalances,
          logs: [],
          unitsConsumed: 0,
        })
      }
      const outcome = svm.sendTransaction(toKitTransaction(transaction))
      const meta: TransactionMetadata =
        outcome instanceof FailedTransactionMetadata ? outcome.meta() : outcome
      const postBalances = balancesOf(transaction)
      return record({
        ...base,
        err: outcome instanceof FailedTransactionMetadata ? toRpcTransactionError(outcome.err()) : null,
        fee: sum(preBalances) - sum(postBalances),
        postBalances,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      })
    },
    status: (signature) => records.get(signature),
    onTransaction(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

function preflightFailure(result: SimulationResult) {
  const err = result.err ?? 'GenericError'
  return new PreflightError(
    SEND_ERROR_CODES.simulationFailed,
    `Transaction simulation failed: ${describeTransactionError(err)}`,
    { err, logs: result.logs, unitsConsumed: result.unitsConsumed },
  )
}

function sum(values: number[]) {
  return values.reduce((total, value) => total + value, 0)
}

function toAccountState(account: {
  lamports: bigint | number
  data: ArrayLike<number>
  programAddress: string
  executable: boolean
  space?: bigint | number
}): AccountState {
  return {
    lamports: BigInt(account.lamports),
    data: Uint8Array.from(account.data),
    owner: account.programAddress,
    executable: account.executable,
    space: Number(account.space ?? account.data.length),
  }
}
