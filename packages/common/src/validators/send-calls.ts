import { GangwayError } from '../errors/base.js'
import { RPC_ERROR_CODES } from '../errors/codes.js'

/** One call of an EIP-5792 `wallet_sendCalls` bundle, as a host passes it. */
export interface SendCallsCall {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  /** Native value in base units: a bigint, or a hex quantity as the wire carries it. */
  value?: bigint | `0x${string}` | undefined
}

/** A call of a `wallet_sendCalls` bundle breaks SPEC §5; `index` and `call` name it. */
export class InvalidSendCallsError extends GangwayError {
  override name = 'InvalidSendCallsError'
  /** Position of the offending call in the bundle; undefined when the bundle itself is wrong. */
  readonly index: number | undefined
  /** The offending call, as given. */
  readonly call: unknown

  constructor(problem: string, { index, call }: { index?: number; call?: unknown } = {}) {
    const which = index === undefined ? 'wallet_sendCalls' : `wallet_sendCalls call ${index}`
    super(`${which}: ${problem}`, { code: RPC_ERROR_CODES.invalidParams, details: describe(call) })
    this.index = index
    this.call = call
  }
}

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/u

/**
 * SPEC §5 `wallet_sendCalls`: each call needs a `to` starting with 0x, and optional data starting with 0x and
 * a value. The value, when given, must be a non-negative bigint or a hex quantity, since it is what the wallet
 * sends. An empty bundle is refused too: a wallet would prompt for nothing. Throws InvalidSendCallsError
 * naming the first bad call; pure, never touches the calls.
 */
export function validateSendCalls(calls: unknown): asserts calls is readonly SendCallsCall[] {
  if (!Array.isArray(calls)) throw new InvalidSendCallsError('calls must be a list', { call: calls })
  if (calls.length === 0) throw new InvalidSendCallsError('calls must not be empty', { call: calls })
  calls.forEach((call: unknown, index) => {
    const problem = problemOf(call)
    if (problem) throw new InvalidSendCallsError(problem, { index, call })
  })
}

function problemOf(call: unknown): string | undefined {
  if (typeof call !== 'object' || call === null) return 'a call must be an object'
  const { to, data, value } = call as Record<string, unknown>
  if (typeof to !== 'string' || !to.startsWith('0x')) return '"to" must be a string starting with 0x'
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
    return '"data" must be a string starting with 0x'
  }
  if (value !== undefined && !isValue(value)) {
    return '"value" must be a non-negative bigint or a hex quantity starting with 0x'
  }
  return undefined
}

function isValue(value: unknown): boolean {
  if (typeof value === 'bigint') return value >= 0n
  return typeof value === 'string' && HEX_QUANTITY.test(value)
}

/** The call as the details show it: JSON with bigints written out, so a log tells which call it was. */
function describe(call: unknown): string {
  try {
    return `Received: ${JSON.stringify(call, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value))}`
  } catch {
    return `Received: ${String(call)}`
  }
}
