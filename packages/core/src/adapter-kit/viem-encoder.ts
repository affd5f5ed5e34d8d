import type { FunctionDataEncoder } from './write-contract.js'

/** viem's ABI encoder, imported on the first call: it is a large part of viem, and most hosts never write a contract. */
export const loadViemEncoder = async (): Promise<FunctionDataEncoder> =>
  (await import('./encode-call.js')).encodeCall
