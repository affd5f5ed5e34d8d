import type { Database } from 'better-sqlite3'
import { InvalidCursorError, type PurchaseRecord, type PurchaseStatus, type PurchaseStore } from '../types.js'

/** Purchases per on-ramp history page (and the most a page query returns). */
export const PURCHASE_PAGE_SIZE = 50

// `address_key` is the lower-case address, so lookups ignore checksum case; the index serves the history
// query: one address, newest first (creation time, then id to order purchases made in the same millisecond).
export const PURCHASES_SCHEMA = `
CREATE TABLE IF NOT EXISTS onramp_purchases (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  address TEXT NOT NULL,
  address_key TEXT NOT NULL,
  chain_id INTEGER NOT NULL,
  network TEXT NOT NULL,
  purchase_currency TEXT NOT NULL,
  purchase_amount TEXT NOT NULL,
  payment_currency TEXT NOT NULL,
  payment_total TEXT NOT NULL,
  payment_subtotal TEXT NOT NULL,
  provider_fee TEXT NOT NULL,
  network_fee TEXT NOT NULL,
  quote_id TEXT NOT NULL,
  status TEXT NOT NULL,
  tx_hash TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS onramp_purchases_by_address ON onramp_purchases (address_key, created_at, id);
`

interface PurchaseRow {
  id: string
  provider: string
  address: string
  chain_id: number
  network: string
  purchase_currency: string
  purchase_amount: string
  payment_currency: string
  payment_total: string
  payment_subtotal: string
  provider_fee: string
  network_fee: string
  quote_id: string
  status: PurchaseStatus
  tx_hash: string | null
  created_at: number
  updated_at: number
}

const COLUMNS =
  'id, provider, address, chain_id, network, purchase_currency, purchase_amount, payment_currency, ' +
  'payment_total, payment_subtotal, provider_fee, network_fee, quote_id, status, tx_hash, created_at, updated_at'

function toRecord(row: PurchaseRow): PurchaseRecord {
  return {
    id: row.id,
    provider: row.provider,
    address: row.address,
    chainId: row.chain_id,
    network: row.network,
    purchaseCurrency: row.purchase_currency,
    purchaseAmount: row.purchase_amount,
    paymentCurrency: row.payment_currency,
    paymentTotal: row.payment_total,
    paymentSubtotal: row.payment_subtotal,
    providerFee: row.provider_fee,
    networkFee: row.network_fee,
    quoteId: row.quote_id,
    status: row.status,
    txHash: row.tx_hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A page starts strictly after this purchase in the newest-first order. */
type Position = [createdAt: number, id: string]

const CURSOR_PREFIX = 'p1.'

function encodeCursor([createdAt, id]: Position): string {
  return CURSOR_PREFIX + Buffer.from(`${createdAt}.${id}`).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  const invalid = () =>
    new InvalidCursorError('Invalid cursor: it is not a `next` value this service handed out')
  if (!cursor.startsWith(CURSOR_PREFIX)) throw invalid()
  const match = /^(\d{1,15})\.([-\w]{1,64})$/.exec(
    Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString(),
  )
  if (!match) throw invalid()
  return [Number(match[1]), match[2]!]
}

export function createSqlitePurchaseStore(db: Database): PurchaseStore {
  const insert = db.prepare(
    `INSERT INTO onramp_purchases (${COLUMNS}, address_key) VALUES (@id, @provider, @address, @chainId,
     @network, @purchaseCurrency, @purchaseAmount, @paymentCurrency, @paymentTotal, @paymentSubtotal,
     @providerFee, @networkFee, @quoteId, @status, @txHash, @createdAt, @updatedAt, @addressKey)`,
  )
  const byId = db.prepare(`SELECT ${COLUMNS} FROM onramp_purchases WHERE id = ?`)
  // The status guard makes the move atomic: SQLite runs one write at a time, so one caller sees the change.
  const transition = db.prepare(
    `UPDATE onramp_purchases SET status = @status, tx_hash = COALESCE(@txHash, tx_hash), updated_at = @at
     WHERE id = @id AND status = @from`,
  )

  return {
    async insert(purchase) {
      insert.run({ ...purchase, addressKey: purchase.address.toLowerCase() })
    },
    async find(id) {
      const row = byId.get(id) as PurchaseRow | undefined
      return row && toRecord(row)
    },
    async transition(id, from, change) {
      const result = transition.run({
        id,
        from,
        status: change.status,
        txHash: change.txHash ?? null,
        at: change.at,
      })
      return result.changes === 1
    },
    async page({ address, provider, chainId, cursor, limit = PURCHASE_PAGE_SIZE }) {
      const size = Math.max(1, Math.min(limit, PURCHASE_PAGE_SIZE))
      const where = ['address_key = @address']
      const params: Record<string, string | number> = { address: address.toLowerCase(), size: size + 1 }
      if (provider !== undefined) {
        where.push('provider = @provider')
        params.provider = provider
      }
      if (chainId !== undefined) {
        where.push('chain_id = @chainId')
        params.chainId = chainId
      }
      if (cursor !== undefined) {
        const [createdAt, id] = decodeCursor(cursor)
        where.push('(created_at < @createdAt OR (created_at = @createdAt AND id < @id))')
        Object.assign(params, { createdAt, id })
      }
      const rows = db
        .prepare(
          `SELECT ${COLUMNS} FROM onramp_purchases WHERE ${where.join(' AND ')}
           ORDER BY created_at DESC, id DESC LIMIT @size`,
        )
        .all(params) as PurchaseRow[]
      // One row more than the page tells whether a next page exists.
      const records = rows.slice(0, size).map(toRecord)
      const last = records.at(-1)
      const next = rows.length > size && last ? encodeCursor([last.createdAt, last.id]) : null
      return { records, next }
    },
  }
}
