import { PROVIDER_ERROR_CODES, RPC_ERROR_CODES } from '@gangway/common'

/**
 * An EIP-1193 error as a wallet returns it: a plain message and a numeric code
 * (no extra wording, so callers see exactly what a browser extension would send).
 */
export class TestWalletRpcError extends Error {
  override name = 'TestWalletRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () =>
  new TestWalletRpcError(PROVIDER_ERROR_CODES.userRejectedRequest, 'User rejected the request.')

export const unauthorized = () =>
  new TestWalletRpcError(
    PROVIDER_ERROR_CODES.unauthorized,
    'The requested account and/or method has not been authorized by the user.',
  )

export const unrecognizedChain = (chainId: string) =>
  new TestWalletRpcError(PROVIDER_ERROR_CODES.switchChainError, 'Unrecognized chain ID', { chainId })

export const invalidParams = (detail: string) =>
  new TestWalletRpcError(RPC_ERROR_CODES.invalidParams, `Invalid parameters: ${detail}`)
