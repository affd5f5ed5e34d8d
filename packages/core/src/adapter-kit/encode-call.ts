import type { Abi } from 'viem'
// From viem's utils entry: its main entry would tie this chunk to viem's clients and transports in a host's build.
import { encodeFunctionData } from 'viem/utils'

/**
 * A contract call's calldata with viem's `encodeFunctionData`, for the adapters built on viem (universal and
 * wagmi). Its own module, imported on the first writeContract: hosts that never write a contract never load it.
 */
export function encodeCall(call: {
  abi: readonly unknown[]
  method: string
  args: readonly unknown[]
}): `0x${string}` {
  return encodeFunctionData({ abi: call.abi as Abi, functionName: call.method, args: call.args as unknown[] })
}
