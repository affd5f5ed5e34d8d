import type { FunctionDataEncoder } from '@gangway/core/eip1193'
import { Interface } from '@ethersproject/abi'
import { toEthers5Error } from './errors.js'

/** A JSON ABI as ethers v5 takes it. */
type Ethers5Abi = ConstructorParameters<typeof Interface>[0]

/**
 * A contract call's calldata with ethers v5's `utils.Interface`. Its own module, imported on the first
 * writeContract: hosts that never write a contract never load ethers' ABI coder.
 */
export const encodeFunctionData: FunctionDataEncoder = ({ abi, method, args }) => {
  try {
    return new Interface(abi as Ethers5Abi).encodeFunctionData(method, args) as `0x${string}`
  } catch (error) {
    throw toEthers5Error(error)
  }
}
