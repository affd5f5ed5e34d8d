import { type Abi, encodeFunctionData, formatUnits, parseUnits } from 'viem'
import type { FunctionDataEncoder } from '../adapter-kit/write-contract.js'
import { Eip1193Adapter } from '../eip1193/eip1193-adapter.js'

/**
 * The base as a chain library's adapter completes it, here with viem: the ethers adapters are the same with
 * ethers' units and encoder. Proves the base needs nothing of a particular library.
 */
export class ViemTestAdapter extends Eip1193Adapter {
  // Any AdapterType does: these tests read none.
  readonly adapterType = 'ethers' as const
  parseUnits(value: string, decimals: number) {
    return parseUnits(value, decimals)
  }
  formatUnits(value: bigint, decimals: number) {
    return formatUnits(value, decimals)
  }
  protected async loadFunctionDataEncoder(): Promise<FunctionDataEncoder> {
    return ({ abi, method, args }) =>
      encodeFunctionData({ abi: abi as Abi, functionName: method, args: args as unknown[] })
  }
}
