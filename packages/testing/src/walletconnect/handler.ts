import { invalidParams, unknownAddress } from './errors.js'
import type { LabEvmChain, LabKey, LabSolanaChain } from './types.js'

/** What a request is performed with: the namespace's selected key and the request's chain. */
export interface RequestContext {
  key: LabKey
  /** The chain reference of the request (`1` for `eip155:1`). */
  chainId: string
  evmChains: readonly LabEvmChain[]
  /** The Solana chains it sends on; none by default. */
  solanaChains?: readonly LabSolanaChain[]
}

export type RequestHandler = (params: unknown, context: RequestContext) => unknown

/** The request's params as an object (every non-EVM method takes one), else -32602. */
export function paramsObject(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${method} expects an object`)
  }
  return params as Record<string, unknown>
}

/** A string field of the params, else -32602. */
export function stringParam(params: Record<string, unknown>, name: string, method: string): string {
  const value = params[name]
  if (typeof value !== 'string') throw invalidParams(`${method} expects a string "${name}"`)
  return value
}

/** The address field of the params, which must be the selected key's: 4100 for another account. */
export function ownAddressParam(
  params: Record<string, unknown>,
  name: string,
  method: string,
  key: LabKey,
): string {
  const address = stringParam(params, name, method)
  if (address !== key.address) throw unknownAddress(address)
  return address
}
