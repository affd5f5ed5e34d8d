import { type Abi, encodeFunctionData } from 'viem'

/**
 * A contract call's calldata with viem's `encodeFunctionData`. Its own module, imported on the first
 * writeContract: hosts that never write a contract never load it.
 */
export function encodeCall(abi: readonly unknown[], method: string, args: readonly unknown[]): `0x${string}` {
  return encodeFunctionData({ abi: abi as Abi, functionName: method, args: args as unknown[] })
}
