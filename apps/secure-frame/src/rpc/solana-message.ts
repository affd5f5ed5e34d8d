import { base58 } from '@scure/base'
import {
  InvalidSolanaTransactionError,
  parseSolanaTransaction,
  readCompactU16,
} from './solana-transaction.js'

/**
 * The rest of a Solana message, for the approval dialog: account keys, instructions and (v0) address-table
 * lookups. Signing needs none of it (solana-transaction.ts); showing what is signed does.
 */

const KEY_BYTES = 32
const BLOCKHASH_BYTES = 32

export interface CompiledInstruction {
  programIdIndex: number
  accountIndexes: number[]
  data: Uint8Array
}

export interface AddressTableLookup {
  table: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

export interface SolanaMessage {
  version: 'legacy' | number
  /** The first one pays the fee; the first `signerCount` sign. */
  staticKeys: string[]
  signerCount: number
  instructions: CompiledInstruction[]
  lookups: AddressTableLookup[]
}

/** A byte reader over the message that throws a typed error instead of reading past its end. */
class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public offset: number,
  ) {}

  u8(): number {
    const byte = this.bytes[this.offset]
    if (byte === undefined) throw new InvalidSolanaTransactionError('truncated message')
    this.offset += 1
    return byte
  }

  length(): number {
    const { value, size } = readCompactU16(this.bytes, this.offset)
    this.offset += size
    return value
  }

  take(count: number): Uint8Array {
    if (this.offset + count > this.bytes.length) throw new InvalidSolanaTransactionError('truncated message')
    const slice = this.bytes.subarray(this.offset, this.offset + count)
    this.offset += count
    return slice
  }

  u8List(): number[] {
    return [...this.take(this.length())]
  }
}

/** Parses a whole wire transaction's message (legacy or v0). */
export function parseSolanaMessage(transaction: Uint8Array): SolanaMessage {
  const { message, version, signers } = parseSolanaTransaction(transaction)
  const reader = new Reader(message, version === 'legacy' ? 0 : 1)
  reader.take(3)
  const keyCount = reader.length()
  const staticKeys = Array.from({ length: keyCount }, () => base58.encode(reader.take(KEY_BYTES)))
  reader.take(BLOCKHASH_BYTES)
  const instructions = Array.from({ length: reader.length() }, () => ({
    programIdIndex: reader.u8(),
    accountIndexes: reader.u8List(),
    data: reader.take(reader.length()),
  }))
  const lookups =
    version === 'legacy'
      ? []
      : Array.from({ length: reader.length() }, () => ({
          table: base58.encode(reader.take(KEY_BYTES)),
          writableIndexes: reader.u8List(),
          readonlyIndexes: reader.u8List(),
        }))
  return { version, staticKeys, signerCount: signers.length, instructions, lookups }
}

/** An account as the dialog can name it: a static key, or its place in an address lookup table. */
export type AccountRef = { key: string } | { table: string; index: number }

/**
 * Account `index` of the message. Past the static keys come the lookup tables' writable entries, then their
 * read-only ones (in table order), which only the chain can resolve.
 */
export function accountAt(message: SolanaMessage, index: number): AccountRef | undefined {
  const key = message.staticKeys[index]
  if (key !== undefined) return { key }
  let rest = index - message.staticKeys.length
  for (const kind of ['writableIndexes', 'readonlyIndexes'] as const) {
    for (const lookup of message.lookups) {
      const entries = lookup[kind]
      if (rest < entries.length) return { table: lookup.table, index: entries[rest] as number }
      rest -= entries.length
    }
  }
  return undefined
}
