import type { Database } from 'better-sqlite3'
import type { BitcoinLedgerEntry, BitcoinLedgerStore, BitcoinUtxo } from '../types.js'

// `seq` keeps insertion order, so an address's outputs come back oldest first (as the in-memory ledger did).
export const BITCOIN_UTXOS_SCHEMA = `
CREATE TABLE IF NOT EXISTS bitcoin_utxos (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  txid TEXT NOT NULL,
  vout INTEGER NOT NULL,
  value INTEGER NOT NULL,
  address TEXT NOT NULL,
  script_pub_key TEXT NOT NULL,
  UNIQUE (txid, vout)
);
CREATE INDEX IF NOT EXISTS bitcoin_utxos_address ON bitcoin_utxos (address, seq);
CREATE TABLE IF NOT EXISTS bitcoin_transactions (
  txid TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS bitcoin_counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
`

interface UtxoRow {
  txid: string
  vout: number
  value: number
  address: string
  script_pub_key: string
}

const toUtxo = (row: UtxoRow): BitcoinUtxo => ({
  txid: row.txid,
  vout: row.vout,
  value: row.value,
  address: row.address,
  scriptPubKey: row.script_pub_key,
})

/** Thrown inside the SQLite transaction so better-sqlite3 rolls it back. */
class SpentOutput extends Error {
  constructor(readonly index: number) {
    super(`spend ${index} is not unspent`)
  }
}

export function createSqliteBitcoinLedgerStore(db: Database): BitcoinLedgerStore {
  const columns = 'txid, vout, value, address, script_pub_key'
  const byAddress = db.prepare(`SELECT ${columns} FROM bitcoin_utxos WHERE address = ? ORDER BY seq`)
  const byOutpoint = db.prepare(`SELECT ${columns} FROM bitcoin_utxos WHERE txid = ? AND vout = ?`)
  const hasTransaction = db.prepare('SELECT 1 FROM bitcoin_transactions WHERE txid = ?')
  const nextSeed = db.prepare(
    `INSERT INTO bitcoin_counters (name, value) VALUES ('seed', 1)
     ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value - 1 AS seed`,
  )
  const spend = db.prepare('DELETE FROM bitcoin_utxos WHERE txid = ? AND vout = ?')
  const recordTransaction = db.prepare('INSERT OR IGNORE INTO bitcoin_transactions (txid) VALUES (?)')
  // A txid seen again (only a transaction with no inputs could be) overwrites its outputs, as a map would.
  const addOutput = db.prepare(
    `INSERT INTO bitcoin_utxos (txid, vout, value, address, script_pub_key) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (txid, vout) DO UPDATE SET value = excluded.value, address = excluded.address,
       script_pub_key = excluded.script_pub_key`,
  )

  // One SQLite transaction, taking the write lock up front (IMMEDIATE): a spend whose input is gone rolls
  // back whole, and of two connections racing for one output only the first deletes it.
  const apply = db.transaction((entry: BitcoinLedgerEntry) => {
    entry.spends.forEach((outpoint, index) => {
      if (spend.run(outpoint.txid, outpoint.vout).changes !== 1) throw new SpentOutput(index)
    })
    recordTransaction.run(entry.txid)
    for (const output of entry.outputs) {
      addOutput.run(output.txid, output.vout, output.value, output.address, output.scriptPubKey)
    }
  })

  return {
    async unspentOf(address) {
      return (byAddress.all(address) as UtxoRow[]).map(toUtxo)
    },
    async findUnspent(outpoints) {
      return outpoints.map(({ txid, vout }) => {
        const row = byOutpoint.get(txid, vout) as UtxoRow | undefined
        return row ? toUtxo(row) : undefined
      })
    },
    async hasTransaction(txid) {
      return hasTransaction.get(txid) !== undefined
    },
    async nextSeed() {
      return (nextSeed.get() as { seed: number }).seed
    },
    async apply(entry) {
      try {
        apply.immediate(entry)
        return { applied: true }
      } catch (error) {
        if (error instanceof SpentOutput) return { applied: false, missing: error.index }
        throw error
      }
    },
  }
}
