import { GangwayError } from './base.js'
import { PROVIDER_ERROR_CODES } from './codes.js'

export interface ProviderRpcErrorParameters {
  /** EIP-1193 or JSON-RPC error code. */
  code: number
  message: string
  /** The `data` member of the wallet's error, if any. */
  data?: unknown
  cause?: unknown
}

/** An error a wallet returned for a request (EIP-1193 `ProviderRpcError`: code, message, optional data). */
export class ProviderRpcError extends GangwayError {
  override name = 'ProviderRpcError'
  declare code: number
  readonly data: unknown

  constructor({ code, message, data, cause }: ProviderRpcErrorParameters) {
    super(message, { code, cause })
    this.data = data
  }
}

interface KnownProviderErrorOptions {
  /** Replaces the default short message. */
  message?: string | undefined
  cause?: unknown
}

/** EIP-1193 4001: the user rejected the request in the wallet. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  static readonly code = PROVIDER_ERROR_CODES.userRejectedRequest

  constructor({ message = 'User rejected the request.', cause }: KnownProviderErrorOptions = {}) {
    super({ code: UserRejectedRequestError.code, message, cause })
  }
}

/** EIP-1193 4902: the wallet does not know the chain it was asked to switch to. */
export class SwitchChainError extends ProviderRpcError {
  override name = 'SwitchChainError'
  static readonly code = PROVIDER_ERROR_CODES.switchChainError

  constructor({
    message = 'An error occurred when attempting to switch chain.',
    cause,
  }: KnownProviderErrorOptions = {}) {
    super({ code: SwitchChainError.code, message, cause })
  }
}
