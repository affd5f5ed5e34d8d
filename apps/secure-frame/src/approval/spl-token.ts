import { formatMessage } from '@gangway/common'
import { formatUnits } from 'viem'
import { formatTokenAmount, lookupToken, tokenLabel } from './format.js'
import { LABEL, VALUE, WARNING } from './messages.js'
import { code, type InstructionDecoder, u64 } from './solana-bytes.js'
import type { ApprovalDetail } from './summary.js'

/** SPL Token (and Token-2022) instruction indexes, a u8 first in the data. */
const TRANSFER = 3
const APPROVE = 4
const TRANSFER_CHECKED = 12
const APPROVE_CHECKED = 13
/** u64::MAX: a delegation of everything the account will ever hold. */
const MAX_U64 = 2n ** 64n - 1n

/** The amount of a checked instruction: the instruction carries the mint's decimals (the program checks them). */
function checkedAmount(
  amount: bigint,
  decimals: number,
  mint: string,
  tokens: Parameters<InstructionDecoder>[2],
) {
  const known = lookupToken(tokens, mint)
  return {
    amount: known ? formatTokenAmount(amount, known) : formatUnits(amount, decimals),
    mint: code(LABEL.mint, tokenLabel(mint, known)),
  }
}

/**
 * Transfer and TransferChecked (amount, mint when present, source, destination, owner); Approve and
 * ApproveChecked (a delegate may then move the tokens: warned about). Other instructions: undefined.
 */
export const splToken: InstructionDecoder = (data, account, tokens) => {
  const amount = u64(data, 1)
  if (amount === undefined) return undefined
  const kind = data[0]
  const checked = kind === TRANSFER_CHECKED || kind === APPROVE_CHECKED
  if (data.length !== (checked ? 10 : 9)) return undefined
  // Checked instructions name the mint second; the accounts after it move up one.
  const at = (position: number) => account(checked && position > 0 ? position + 1 : position)
  const shown = checked
    ? checkedAmount(amount, data[9] as number, account(1), tokens)
    : { amount: formatTokenAmount(amount, undefined), mint: undefined }
  const lines = (name: string, rest: ApprovalDetail[]): ApprovalDetail[] => [
    { label: LABEL.function, value: name },
    { label: LABEL.amount, value: shown.amount },
    ...(shown.mint ? [shown.mint] : []),
    ...rest,
  ]
  if (kind === TRANSFER || kind === TRANSFER_CHECKED) {
    const name = checked ? VALUE.splTransferChecked : VALUE.splTransfer
    return {
      details: lines(name, [
        code(LABEL.source, at(0)),
        code(LABEL.destination, at(1)),
        code(LABEL.owner, at(2)),
      ]),
      warnings: [],
    }
  }
  if (kind === APPROVE || kind === APPROVE_CHECKED) {
    const delegate = at(1)
    const unlimited = amount === MAX_U64
    const name = checked ? VALUE.splApproveChecked : VALUE.splApprove
    return {
      details: lines(name, [
        code(LABEL.source, at(0)),
        code(LABEL.delegate, delegate),
        code(LABEL.owner, at(2)),
      ]),
      warnings: [
        formatMessage(WARNING.splDelegate, {
          delegate,
          amount: unlimited ? VALUE.anyAmount : shown.amount,
          source: at(0),
        }),
      ],
    }
  }
  return undefined
}
