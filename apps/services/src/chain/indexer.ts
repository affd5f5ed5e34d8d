import { TransactionSchema } from '@gangway/api/schemas'
import * as v from 'valibot'
import { type Address, BlockNotFoundError, type PublicClient } from 'viem'
import type { PriceTable } from '../blockchain/price-table.js'
import { describeError } from '../describe-error.js'
import { describeIssues } from '../http/validate.js'
import type { ActivityCursor, ActivityRecord, ActivityStore } from '../storage/types.js'
import { blockRecords, entryWithOrigin, type IndexedBlock } from './activity-entries.js'
import type { ChainRegistry } from './chain-registry.js'
import { ChainTokens } from './indexed-tokens.js'

export const DEFAULT_POLL_INTERVAL_MS = 500
/** Blocks read at once while catching up; they are still stored one by one, in order. */
const READ_AHEAD = 8
/** Tries of one catch-up when the chain changes under it (blocks whose parent is not the block before). */
const CHANGED_CHAIN_ATTEMPTS = 3
/** Image paths are made absolute only to validate a stored entry; any loopback origin does. */
const VALIDATION_ORIGIN = 'http://127.0.0.1'

export interface IndexerOptions {
  chains: ChainRegistry
  store: ActivityStore
  prices: PriceTable
  /** The services' deployer: the contracts it created are ours (priced tokens, collections that are not spam). */
  deployer: Address
  /** The on-ramp's funding account: its transfers are indexed as purchases arriving (see activity-entries.ts). */
  onrampFunder?: Address
  /** How often each chain is asked for new blocks (default 500 ms). */
  pollIntervalMs?: number
  log?: (line: string) => void
}

/**
 * Follows every chain of the registry and stores each block's activity per address (see activity-entries.ts).
 * A chain's blocks are stored in order, each with the cursor in one database transaction, so a restart resumes
 * after the last stored block: nothing is lost, and since entries are keyed, nothing is stored twice. A cursor
 * whose block is no longer on the chain (anvil restarted, a revert to a snapshot) drops that chain's activity,
 * which is re-indexed from block 0.
 */
export class Indexer {
  readonly #followers = new Map<number, ChainFollower>()
  readonly #pollIntervalMs: number
  #timer: NodeJS.Timeout | undefined
  #started = false
  #stopped = false

  constructor(options: IndexerOptions) {
    this.#pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS
    const log = options.log ?? (() => {})
    for (const chainId of options.chains.chainIds()) {
      this.#followers.set(chainId, new ChainFollower(chainId, { ...options, log }, () => this.#stopped))
    }
  }

  /** Starts polling; the first round indexes whatever the chains mined while the services were down. */
  start(): void {
    if (this.#started || this.#stopped) return
    this.#started = true
    void this.#poll()
  }

  /** Stops polling and waits for the blocks being stored; nothing is written afterwards. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await Promise.all([...this.#followers.values()].map((follower) => follower.idle()))
  }

  /**
   * Indexes the chains (default: all) up to their current head. Resolves once done; rejects when a chain
   * cannot be read (its stored activity stays as it was).
   */
  async catchUp(chainIds: readonly number[] = [...this.#followers.keys()]): Promise<void> {
    if (this.#stopped) return
    const followers = chainIds.flatMap((chainId) => this.#followers.get(chainId) ?? [])
    await Promise.all(followers.map((follower) => follower.sync()))
  }

  async #poll(): Promise<void> {
    // A failing chain is reported by its follower; the others go on.
    await Promise.allSettled([...this.#followers.values()].map((follower) => follower.sync()))
    if (this.#stopped) return
    this.#timer = setTimeout(() => void this.#poll(), this.#pollIntervalMs)
    // The polling alone never keeps the process alive (the server does).
    this.#timer.unref()
  }
}

type FollowerOptions = IndexerOptions & { log: (line: string) => void }

/** One chain: its catch-ups run one at a time, each from the stored cursor to the head it read. */
class ChainFollower {
  #running: Promise<void> | undefined
  #queued: Promise<void> | undefined
  #tokens: ChainTokens | undefined
  #failing = false

  constructor(
    private readonly chainId: number,
    private readonly options: FollowerOptions,
    private readonly stopped: () => boolean,
  ) {}

  /**
   * Catches up to the head. A catch-up already running may have read the head before the caller's transaction
   * was mined, so one more runs after it (shared by every caller that arrives meanwhile).
   */
  sync(): Promise<void> {
    if (!this.#running) {
      const running = this.#run().finally(() => {
        if (this.#running === running) this.#running = undefined
      })
      this.#running = running
      return running
    }
    this.#queued ??= this.#running
      .catch(() => {})
      .then(() => {
        this.#queued = undefined
        return this.sync()
      })
    return this.#queued
  }

  /** Resolves once no catch-up is running or queued. */
  async idle(): Promise<void> {
    while (this.#running || this.#queued) await Promise.allSettled([this.#running, this.#queued])
  }

  async #run(): Promise<void> {
    const { log } = this.options
    try {
      await this.#catchUp()
      if (this.#failing) log(`services: indexing chain ${this.chainId} works again`)
      this.#failing = false
    } catch (error) {
      // Said once per outage, not at every poll.
      if (!this.#failing) log(`services: indexing chain ${this.chainId} failed: ${describeError(error)}`)
      this.#failing = true
      throw error
    }
  }

  async #catchUp(): Promise<void> {
    if (this.stopped()) return
    const { chains, store, log } = this.options
    const client = chains.client(this.chainId)
    for (let attempt = 1; attempt <= CHANGED_CHAIN_ATTEMPTS; attempt++) {
      let cursor = await store.cursor(this.chainId)
      if (cursor && !(await this.#onChain(client, cursor))) {
        if (this.stopped()) return
        log(
          `services: chain ${this.chainId} no longer has the indexed block ${cursor.blockNumber}: ` +
            'it was reset, so its activity is indexed again from block 0',
        )
        await store.resetChain(this.chainId)
        this.#tokens = undefined
        cursor = undefined
      }
      const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
      if (await this.#indexUpTo(client, cursor, head)) return
    }
    throw new Error(`chain ${this.chainId} kept changing while it was being indexed`)
  }

  /** Whether the cursor's block is still the chain's block at that height. */
  async #onChain(client: PublicClient, cursor: ActivityCursor): Promise<boolean> {
    try {
      const block = await client.getBlock({ blockNumber: BigInt(cursor.blockNumber) })
      return block.hash === cursor.blockHash
    } catch (error) {
      if (error instanceof BlockNotFoundError) return false
      throw error
    }
  }

  /** Stores the blocks after the cursor up to `head`; false when a block does not follow the one before. */
  async #indexUpTo(client: PublicClient, cursor: ActivityCursor | undefined, head: number): Promise<boolean> {
    let parentHash = cursor?.blockHash
    for (let first = cursor ? cursor.blockNumber + 1 : 0; first <= head; first += READ_AHEAD) {
      if (this.stopped()) return true
      const numbers = Array.from({ length: Math.min(READ_AHEAD, head - first + 1) }, (_, i) => first + i)
      const blocks = await Promise.all(numbers.map((number) => readBlock(client, number)))
      for (const block of blocks) {
        if (parentHash !== undefined && block.parentHash !== parentHash) return false
        const records = await blockRecords(
          this.chainId,
          block,
          this.#tokensOf(client),
          this.#native(),
          this.options.onrampFunder,
        )
        if (this.stopped()) return true
        await this.options.store.applyBlock(
          this.chainId,
          { blockNumber: Number(block.number), blockHash: block.hash },
          records.filter((record) => this.#valid(record)),
        )
        parentHash = block.hash
      }
    }
    return true
  }

  #tokensOf(client: PublicClient): ChainTokens {
    this.#tokens ??= new ChainTokens(client, this.options.deployer, this.options.prices)
    return this.#tokens
  }

  #native() {
    return this.options.prices.native(this.chainId)
  }

  /** Every stored entry fits the schema clients read it with; one that does not is a bug, said and skipped. */
  #valid(record: ActivityRecord): boolean {
    const result = v.safeParse(TransactionSchema, entryWithOrigin(record.entry, VALIDATION_ORIGIN))
    if (!result.success) {
      this.options.log(
        `services: activity of ${record.txHash} on chain ${this.chainId} breaks the transaction schema, ` +
          `not stored: ${describeIssues(result.issues)}`,
      )
    }
    return result.success
  }
}

async function readBlock(
  client: PublicClient,
  number: number,
): Promise<IndexedBlock & { parentHash: `0x${string}` }> {
  const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
  if (!block.hash) throw new Error(`Block ${number} has no hash yet`)
  // Receipts by block hash, so they belong to exactly this block even if the chain changes meanwhile.
  const receipts =
    block.transactions.length > 0 ? await client.getBlockReceipts({ blockHash: block.hash }) : []
  return {
    number: block.number,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: block.timestamp,
    transactions: block.transactions,
    receipts,
  }
}
