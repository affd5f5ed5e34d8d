import { formatMessage } from '@gangway/common'
import { formatUnits } from 'viem'
import { accountAt, type CompiledInstruction, type SolanaMessage } from '../rpc/solana-message.js'
import type { TokenBook } from './format.js'
import { LABEL, VALUE } from './messages.js'
import { accountText, code, type InstructionDecoder, u32, u64 } from './solana-bytes.js'
import { splToken } from './spl-token.js'
import { clip, type SummaryPart } from './summary.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

const SOL_DECIMALS = 9
/** System Program instruction 2 (a u32 index): Transfer { lamports: u64 }. */
const SYSTEM_TRANSFER = 2
/** Raw instruction data shown for an instruction the dialog does not decode (hex characters). */
const RAW_SHOWN = 400

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

const systemProgram: InstructionDecoder = (data, account) => {
  if (u32(data, 0) !== SYSTEM_TRANSFER || data.length !== 12) return undefined
  const lamports = u64(data, 4) as bigint
  return {
    details: [
      { label: LABEL.function, value: VALUE.systemTransfer },
      { label: LABEL.amount, value: `${formatUnits(lamports, SOL_DECIMALS)} SOL` },
      code(LABEL.from, account(0)),
      code(LABEL.to, account(1)),
    ],
    warnings: [],
  }
}

const DECODERS: Record<string, InstructionDecoder> = {
  [SYSTEM_PROGRAM]: systemProgram,
  [TOKEN_PROGRAM]: splToken,
  [TOKEN_2022_PROGRAM]: splToken,
}

/** One instruction: decoded when the dialog knows it, else listed by program id, accounts and raw data. */
export function describeInstruction(
  message: SolanaMessage,
  instruction: CompiledInstruction,
  tokens?: TokenBook,
): SummaryPart {
  const program = accountText(accountAt(message, instruction.programIdIndex))
  const account = (position: number) => {
    const index = instruction.accountIndexes[position]
    return index === undefined ? '?' : accountText(accountAt(message, index))
  }
  const decoded = DECODERS[program]?.(instruction.data, account, tokens)
  if (decoded) return decoded
  const accounts = instruction.accountIndexes.map((_, position) => account(position))
  const data = instruction.data
  return {
    details: [
      code(LABEL.program, program),
      { label: LABEL.function, value: VALUE.unknownInstruction },
      code(LABEL.accounts, accounts.length === 0 ? VALUE.none : accounts.join('\n')),
      code(
        LABEL.data,
        data.length === 0
          ? VALUE.none
          : `${clip(hex(data), RAW_SHOWN)} (${formatMessage(VALUE.bytes, { count: data.length })})`,
      ),
    ],
    warnings: [],
  }
}
