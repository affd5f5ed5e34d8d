import type { Database } from 'better-sqlite3'
import {
  type ActivityCursor,
  type ActivityEntry,
  type ActivityRecord,
  type ActivityStore,
  InvalidCursorError,
} from '../types.js'

/** Entries per history page (and the most a page query returns). */
export const HISTORY_PAGE_SIZE = 50

// One row per (chain, transaction, address): the entry is built from the whole transaction at once, so the
// key is enough to make indexing a block twice harmless (INSERT OR IGNORE). The index serves the page query:
// one address, newest first by block time, then chain, block number and transaction index — the block number
// and index order one chain; the time interleaves chains, whose block numbers do not compare.
export const ACTIVITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS activity (
  chain_id INTEGER NOT NULL,
  tx_hash TEXT NOT NULL,
  address TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  tx_index INTEGER NOT NULL,
  mined_at INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, address)
);
CREATE INDEX IF NOT EXISTS activity_by_address
  ON activity (address, mined_at, chain_id, block_number, tx_index);
CREATE TABLE IF NOT EXISTS activity_cursors (
  chain_id INTEGER PRIMARY KEY,
  block_number INTEGER NOT NULL,
  block_hash TEXT NOT NULL
);
`

/** A row's place in the newest-first order; the next page starts strictly after it. */
type Position = [minedAt: number, chainId: number, blockNumber: number, txIndex: number]

const CURSOR_PREFIX = 'a1.'

function encodeCursor(position: Position): string {
  return CURSOR_PREFIX + Buffer.from(position.join('.')).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  const invalid = () =>
    new InvalidCursorError('Invalid cursor: it is not a `next` value this service handed out')
  if (!cursor.startsWith(CURSOR_PREFIX)) throw invalid()
  const text = Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString()
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,15}$/.test(part))) throw invalid()
  return parts.map(Number) as Position
}

interface ActivityRow {
  chain_id: number
  tx_hash: string
  address: string
  block_number: number
  tx_index: number
  mined_at: number
  entry: string
}

const toRecord = (row: ActivityRow): ActivityRecord => ({
  chainId: row.chain_id,
  address: row.address,
  txHash: row.tx_hash,
  blockNumber: row.block_number,
  txIndex: row.tx_index,
  minedAt: row.mined_at,
  entry: JSON.parse(row.entry) as ActivityEntry,
})

export function createSqliteActivityStore(db: Database): ActivityStore {
  const selectCursor = db.prepare('SELECT block_number, block_hash FROM activity_cursors WHERE chain_id = ?')
  const upsertCursor = db.prepare(
    `INSERT INTO activity_cursors (chain_id, block_number, block_hash) VALUES (?, ?, ?)
     ON CONFLICT (chain_id) DO UPDATE SET block_number = excluded.block_number, block_hash = excluded.block_hash`,
  )
  const insert = db.prepare(
    `INSERT OR IGNORE INTO activity (chain_id, tx_hash, address, block_number, tx_index, mined_at, entry)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const deleteRows = db.prepare('DELETE FROM activity WHERE chain_id = ?')
  const deleteCursor = db.prepare('DELETE FROM activity_cursors WHERE chain_id = ?')

  // Four shapes of the page query (with or without a chain, with or without a cursor), prepared once.
  const order = 'ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC LIMIT ?'
  const pageQuery = (byChain: boolean, after: boolean) =>
    db.prepare(
      [
        'SELECT * FROM activity WHERE address = ?',
        byChain ? 'AND chain_id = ?' : '',
        after ? 'AND (mined_at, chain_id, block_number, tx_index) < (?, ?, ?, ?)' : '',
        order,
      ].join(' '),
    )
  const pages = {
    all: pageQuery(false, false),
    allAfter: pageQuery(false, true),
    chain: pageQuery(true, false),
    chainAfter: pageQuery(true, true),
  }

  const applyBlock = db.transaction((chainId: number, block: ActivityCursor, records: ActivityRecord[]) => {
    for (const record of records) {
      insert.run(
        chainId,
        record.txHash,
        record.address.toLowerCase(),
        record.blockNumber,
        record.txIndex,
        record.minedAt,
        JSON.stringify(record.entry),
      )
    }
    upsertCursor.run(chainId, block.blockNumber, block.blockHash)
  })
  const resetChain = db.transaction((chainId: number) => {
    deleteRows.run(chainId)
    deleteCursor.run(chainId)
  })

  return {
    async cursor(chainId) {
      const row = selectCursor.get(chainId) as { block_number: number; block_hash: string } | undefined
      return row && { blockNumber: row.block_number, blockHash: row.block_hash }
    },
    async applyBlock(chainId, block, records) {
      applyBlock.immediate(chainId, block, records)
    },
    async resetChain(chainId) {
      resetChain.immediate(chainId)
    },
    async page({ address, chainId, cursor, limit = HISTORY_PAGE_SIZE }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor)
      const size = Math.max(1, Math.min(limit, HISTORY_PAGE_SIZE))
      const params: (string | number)[] = [address.toLowerCase()]
      if (chainId !== undefined) params.push(chainId)
      if (after) params.push(...after)
      // One row more than the page tells whether another page follows.
      params.push(size + 1)
      const statement =
        chainId === undefined ? (after ? pages.allAfter : pages.all) : after ? pages.chainAfter : pages.chain
      const rows = statement.all(...params) as ActivityRow[]
      const records = rows.slice(0, size).map(toRecord)
      const last = records.at(-1)
      const next =
        rows.length > size && last
          ? encodeCursor([last.minedAt, last.chainId, last.blockNumber, last.txIndex])
          : null
      return { records, next }
    },
  }
}
