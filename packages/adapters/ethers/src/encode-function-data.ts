import type { FunctionDataEncoder } from '@gangway/core/eip1193'
import { Interface, type InterfaceAbi } from 'ethers/abi'

/**
 * A contract call's calldata with ethers v6's `Interface`. Its own module, imported on the first writeContract:
 * hosts that never write a contract never load ethers' ABI coder.
 */
export const encodeFunctionData: FunctionDataEncoder = ({ abi, method, args }) =>
  Interface.from(abi as InterfaceAbi).encodeFunctionData(method, args) as `0x${string}`
