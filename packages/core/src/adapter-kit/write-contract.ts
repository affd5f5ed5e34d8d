import { toGangwayError } from '@gangway/common'
import type { SendTransactionParams, WriteContractParams } from '../adapter.js'

/** A contract call's calldata, encoded by the chain library the adapter is built on. */
export type FunctionDataEncoder = (call: {
  abi: readonly unknown[]
  method: string
  args: readonly unknown[]
}) => `0x${string}`

export interface WriteContractDeps {
  /** The adapter's own sendTransaction: a contract call is a transaction with calldata. */
  send(params: SendTransactionParams): Promise<{ hash: string }>
  /**
   * The library's ABI encoder (`loadViemEncoder` for viem), called on each writeContract so it can import
   * lazily. Always given: a default would put viem's encoder in every adapter's bundle, ethers' too.
   */
  loadEncoder: () => Promise<FunctionDataEncoder>
}

/**
 * writeContract for any adapter: the call is encoded, then sent like any transaction, so the wallet fills gas,
 * fees and nonce. A method the ABI lacks, or arguments that do not fit it, fail as a GangwayError in the
 * library's words, before the wallet is asked.
 */
export async function writeContractWith(
  { address, contractAddress, abi, method, args, value, caipNetwork }: WriteContractParams,
  { send, loadEncoder }: WriteContractDeps,
): Promise<{ hash: string }> {
  const encode = await loadEncoder()
  let data: `0x${string}`
  try {
    data = encode({ abi, method, args })
  } catch (error) {
    throw toGangwayError(error)
  }
  return send({ address, to: contractAddress, value: value ?? 0n, data, caipNetwork })
}
