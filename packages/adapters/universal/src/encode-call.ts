import { type Abi, encodeFunctionData } from 'viem'

/** A contract call's calldata. Loaded on the first writeContract only: hosts that never call it don't ship it. */
export function encodeCall(abi: readonly unknown[], method: string, args: readonly unknown[]): `0x${string}` {
  return encodeFunctionData({ abi: abi as Abi, functionName: method, args: args as unknown[] })
}
