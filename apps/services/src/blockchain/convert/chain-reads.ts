import { type Address, BaseError, type Hex, HttpRequestError, TimeoutError } from 'viem'
import type { ServicesContext } from '../../context.js'
import { describeError } from '../../describe-error.js'
import { ServiceError } from '../../http/errors.js'

/** Whether the node could not be reached at all (rather than answering with an error). */
function unreachable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  )
}

function unavailable(context: ServicesContext, chainId: number, error: unknown): ServiceError {
  context.log(`services: chain ${chainId} swap read failed: ${describeError(error)}`)
  return new ServiceError(502, `Chain eip155:${chainId} is unavailable`)
}

/** Runs a read of `chainId`; a failure there is the 502 the other chain routes answer too. */
export async function readChain<T>(
  context: ServicesContext,
  chainId: number,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ServiceError) throw error
    throw unavailable(context, chainId, error)
  }
}

/**
 * The gas `call` needs. When the node says it would revert (no allowance yet, too little balance, a minimum out
 * that cannot be met), that is a 400 with the node's reason, so the client can tell the user why.
 */
export async function estimateGas(
  context: ServicesContext,
  chainId: number,
  call: { from: Address; to: Address; data: Hex; value: bigint },
  what: string,
): Promise<bigint> {
  try {
    return await context.chains.client(chainId).estimateGas({
      account: call.from,
      to: call.to,
      data: call.data,
      value: call.value,
    })
  } catch (error) {
    if (unreachable(error)) throw unavailable(context, chainId, error)
    const reason = error instanceof BaseError ? error.shortMessage : String(error)
    throw new ServiceError(400, `The ${what} would fail: ${reason}`)
  }
}
