import { ERROR_MESSAGES, GangwayError, type SendCallsCall, validateSendCalls } from '@gangway/common'
import { toHexChainId, toHexQuantity } from './parse.js'
import type { Eip1193RequestArguments } from './types.js'

export interface SendCallsParams {
  calls: readonly SendCallsCall[]
  /** The sender; the connected account when absent. */
  address?: string | undefined
  /** The chain the calls run on; the wallet's current chain when absent. */
  chainId?: number | string | undefined
  /** EIP-5792 v2: whether the wallet must run the calls atomically. */
  atomicRequired?: boolean | undefined
  capabilities?: Record<string, unknown> | undefined
}

/** The bundle's id, to ask `wallet_getCallsStatus` about; and what the wallet says it did, if anything. */
export interface SendCallsResult {
  id: string
  capabilities?: Record<string, unknown> | undefined
}

/** The EIP-5792 version requests are written in. */
export const SEND_CALLS_VERSION = '2.0.0'

/**
 * The `wallet_sendCalls` request for a bundle, after the SPEC §5 check of every call (InvalidSendCallsError
 * names the first bad one). Values go out as hex quantities, as the wire wants them.
 */
export function sendCallsRequest(
  params: SendCallsParams & { address: string; chainId: number | string },
): Eip1193RequestArguments {
  validateSendCalls(params.calls)
  const calls = params.calls.map(({ to, data, value }) => ({
    to,
    ...(data ? { data } : {}),
    ...(value !== undefined ? { value: typeof value === 'bigint' ? toHexQuantity(value) : value } : {}),
  }))
  return {
    method: 'wallet_sendCalls',
    params: [
      {
        version: SEND_CALLS_VERSION,
        from: params.address,
        chainId: toHexChainId(params.chainId),
        atomicRequired: params.atomicRequired ?? false,
        calls,
        ...(params.capabilities ? { capabilities: params.capabilities } : {}),
      },
    ],
  }
}

/** EIP-5792 v2 answers `{ id, capabilities? }`; wallets still on v1 answer the id alone. */
export function toSendCallsResult(answer: unknown): SendCallsResult {
  if (typeof answer === 'string') return { id: answer }
  const { id, capabilities } = (answer ?? {}) as { id?: unknown; capabilities?: Record<string, unknown> }
  if (typeof id !== 'string' || !id) {
    throw new GangwayError(ERROR_MESSAGES.somethingWentWrong, {
      details: 'The wallet answered wallet_sendCalls without a bundle id.',
    })
  }
  return { id, ...(capabilities ? { capabilities } : {}) }
}
