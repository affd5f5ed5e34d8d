import { formatMessage } from '@gangway/common'
import type { AccountRef } from '../rpc/solana-message.js'
import type { TokenBook } from './format.js'
import { VALUE } from './messages.js'
import type { ApprovalDetail, SummaryPart } from './summary.js'

/** Little-endian integers of instruction data; undefined past its end. */
export function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

export function u32(data: Uint8Array, offset: number): number | undefined {
  if (data.length < offset + 4) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
}

/** An account as the dialog names it: its key, or its place in an address lookup table. */
export function accountText(ref: AccountRef | undefined): string {
  if (!ref) return '?'
  if ('key' in ref) return ref.key
  return `${formatMessage(VALUE.lookupAccount, { index: ref.index })} ${ref.table}`
}

/** Decodes one program's instruction: its lines and warnings, or undefined when it is not one it knows. */
export type InstructionDecoder = (
  data: Uint8Array,
  account: (position: number) => string,
  tokens: TokenBook | undefined,
) => SummaryPart | undefined

export const code = (label: string, value: string): ApprovalDetail => ({ label, value, code: true })
