import { formatMessage } from '@gangway/common'
import { LABEL, VALUE, WARNING } from './messages.js'
import { networkInfo } from './networks.js'
import { type ApprovalDetail, type ApprovalSummary, buildSummary } from './summary.js'
import {
  describeEvmCall,
  type EvmCall,
  type EvmSummaryContext,
  otherChainWarning,
} from './transaction-summary.js'

/** What a `wallet_sendCalls` bundle summary knows besides the calls. */
export interface CallsSummaryContext extends EvmSummaryContext {
  /** The chain the bundle names (EIP-5792's `chainId`); a warning when it is not the active one. */
  chainId?: number
}

/**
 * An EIP-5792 `wallet_sendCalls` bundle, call by call (to, value, decoded data), each call's warnings prefixed
 * with its number. Nothing routes bundles here yet: the smart-accounts work will (the frame answers
 * 'Method not supported' meanwhile).
 */
export function summarizeCalls(calls: readonly EvmCall[], ctx: CallsSummaryContext): ApprovalSummary {
  const details: ApprovalDetail[] = [{ label: LABEL.network, value: networkInfo(ctx.chain).name }]
  const warnings = otherChainWarning(ctx.chainId, ctx.chain)
  if (calls.length === 0) details.push({ label: LABEL.calls, value: VALUE.emptyCalls })
  calls.forEach((call, i) => {
    const index = i + 1
    const part = describeEvmCall(call, ctx)
    details.push({
      label: formatMessage(LABEL.call, { index, count: calls.length }),
      children: part.details,
    })
    for (const warning of part.warnings) warnings.push(formatMessage(WARNING.callPrefix, { index, warning }))
  })
  return buildSummary('transaction', details, warnings)
}
