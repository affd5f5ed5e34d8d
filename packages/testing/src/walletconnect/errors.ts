import { TestWalletRpcError } from '../wallet/errors.js'
import { PROVIDER_ERROR_CODES, RPC_ERROR_CODES } from '@gangway/common'

/** A mistake in how a test drives the lab wallet (nothing pending, a missing session). */
export class LabWalletError extends Error {
  override name = 'LabWalletError'
}

/** Nothing arrived in time: the dapp never proposed or requested what the test waited for. */
export class LabWalletTimeoutError extends LabWalletError {
  override name = 'LabWalletTimeoutError'

  constructor(what: string, timeoutMs: number) {
    super(`No ${what} within ${timeoutMs} ms`)
  }
}

/** The JSON-RPC error the wallet answers a request with: the same shape the EIP-6963 test wallet throws. */
export class LabWalletRpcError extends TestWalletRpcError {
  override name = 'LabWalletRpcError'
}

export const methodNotFound = (method: string) =>
  new LabWalletRpcError(RPC_ERROR_CODES.methodNotFound, `Method not found: ${method}`)

export const invalidParams = (detail: string) =>
  new LabWalletRpcError(RPC_ERROR_CODES.invalidParams, `Invalid parameters: ${detail}`)

export const unknownAddress = (address: unknown) =>
  new LabWalletRpcError(PROVIDER_ERROR_CODES.unauthorized, `Unknown address: ${String(address)}`)

export const unrecognizedChain = (chainId: string) =>
  new LabWalletRpcError(PROVIDER_ERROR_CODES.switchChainError, 'Unrecognized chain ID', { chainId })
