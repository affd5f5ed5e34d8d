import { formatMessage } from '@gangway/common'
import type { Address, Hex } from 'viem'
import type { FrameChain } from '../chains.js'
import { type CallContext, describeCall } from './evm-calls.js'
import { formatCoin, type TokenBook } from './format.js'
import { LABEL, VALUE, WARNING } from './messages.js'
import { evmNetworkName, networkInfo } from './networks.js'
import { type ApprovalDetail, type ApprovalSummary, type SummaryPart, buildSummary } from './summary.js'

/** What the summaries know besides the request: the active network, and what the caller can vouch for. */
export interface EvmSummaryContext {
  /** The active network (an eip155 chain). */
  chain: FrameChain
  tokens?: TokenBook
  /** The native coin's USD price, when the caller has one: the fee is then shown in USD too. */
  nativeUsdPrice?: number
}

/** One call: what `eth_sendTransaction` and each entry of a `wallet_sendCalls` bundle carry. */
export interface EvmCall {
  to?: Address
  value?: bigint
  data?: Hex
}

/** A transaction with the gas and fees it will be signed with (so the fee shown is the most it can cost). */
export interface PricedTransaction extends EvmCall {
  gas?: bigint
  maxFeePerGas?: bigint
  gasPrice?: bigint
  chainId?: number
}

/** The warning for a request bound to another chain than the active one, if it is. */
export function otherChainWarning(requested: number | bigint | undefined, active: FrameChain): string[] {
  if (requested === undefined || active.namespace !== 'eip155') return []
  if (BigInt(requested) === BigInt(active.reference)) return []
  return [
    formatMessage(WARNING.otherChain, {
      requested: evmNetworkName(requested),
      active: evmNetworkName(BigInt(active.reference)),
    }),
  ]
}

/** To, value and the decoded data of one call. */
export function describeEvmCall(call: EvmCall, ctx: EvmSummaryContext): SummaryPart {
  const { native } = networkInfo(ctx.chain)
  const details: ApprovalDetail[] = [
    call.to ? { label: LABEL.to, value: call.to, code: true } : { label: LABEL.to, value: VALUE.newContract },
    { label: LABEL.value, value: formatCoin(call.value ?? 0n, native) },
  ]
  const data = call.data && call.data !== '0x' ? call.data : undefined
  if (!data) return { details: [...details, { label: LABEL.data, value: VALUE.none }], warnings: [] }
  if (!call.to) {
    // A deployment's data is init code, not a call: shown raw.
    return { details: [...details, { label: LABEL.data, value: data, code: true }], warnings: [] }
  }
  const callContext: CallContext = { tokens: ctx.tokens, native }
  const decoded = describeCall(call.to, data, callContext)
  return { details: [...details, ...decoded.details], warnings: decoded.warnings }
}

/** gas × max fee per gas (or gas price): the most the transaction can cost on top of its value. */
export function maxFee(tx: PricedTransaction): bigint | undefined {
  const perGas = tx.maxFeePerGas ?? tx.gasPrice
  return tx.gas === undefined || perGas === undefined ? undefined : tx.gas * perGas
}

/** The dialog's summary of `eth_sendTransaction`: network, call, maximum fee, and the warnings. */
export function summarizeTransaction(tx: PricedTransaction, ctx: EvmSummaryContext): ApprovalSummary {
  const network = networkInfo(ctx.chain)
  const call = describeEvmCall(tx, ctx)
  const details: ApprovalDetail[] = [{ label: LABEL.network, value: network.name }, ...call.details]
  const fee = maxFee(tx)
  if (fee !== undefined) {
    details.push({ label: LABEL.maxFee, value: formatCoin(fee, network.native, ctx.nativeUsdPrice) })
  }
  return buildSummary('transaction', details, [...otherChainWarning(tx.chainId, ctx.chain), ...call.warnings])
}
