import { formatMessage } from '@gangway/common'
import type { FrameChain } from '../chains.js'
import { parseSolanaMessage } from '../rpc/solana-message.js'
import type { TokenBook } from './format.js'
import { LABEL, WARNING } from './messages.js'
import { networkInfo } from './networks.js'
import { describeInstruction } from './solana-instructions.js'
import { type ApprovalDetail, type ApprovalSummary, buildSummary, type SummaryPart } from './summary.js'

export interface SolanaSummaryContext {
  /** The Solana cluster the request runs on. */
  chain: FrameChain
  tokens?: TokenBook
}

/** The fee payer and each instruction of one wire transaction (throws on a malformed one). */
function describeTransaction(bytes: Uint8Array, tokens: TokenBook | undefined): SummaryPart {
  const message = parseSolanaMessage(bytes)
  const details: ApprovalDetail[] = [
    { label: LABEL.feePayer, value: message.staticKeys[0] ?? '?', code: true },
  ]
  const warnings: string[] = []
  message.instructions.forEach((instruction, i) => {
    const index = i + 1
    const part = describeInstruction(message, instruction, tokens)
    details.push({ label: formatMessage(LABEL.instruction, { index }), children: part.details })
    for (const warning of part.warnings) {
      warnings.push(formatMessage(WARNING.instructionPrefix, { index, warning }))
    }
  })
  return { details, warnings }
}

/**
 * The dialog's summary of `solana_signTransaction`, `…signAndSendTransaction` (one transaction) and
 * `…signAllTransactions`: the network, then each transaction's instructions, System and SPL Token transfers
 * decoded. Throws InvalidSolanaTransactionError on bytes that are not a transaction.
 */
export function summarizeSolanaTransactions(
  transactions: readonly Uint8Array[],
  ctx: SolanaSummaryContext,
): ApprovalSummary {
  const details: ApprovalDetail[] = [{ label: LABEL.network, value: networkInfo(ctx.chain).name }]
  const warnings: string[] = []
  if (transactions.length === 1) {
    const part = describeTransaction(transactions[0] as Uint8Array, ctx.tokens)
    details.push(...part.details)
    warnings.push(...part.warnings)
  } else {
    transactions.forEach((bytes, i) => {
      const label = formatMessage(LABEL.transaction, { index: i + 1, count: transactions.length })
      const part = describeTransaction(bytes, ctx.tokens)
      details.push({ label, children: part.details })
      warnings.push(...part.warnings.map((warning) => `${label}: ${warning}`))
    })
  }
  return buildSummary('transaction', details, warnings)
}
