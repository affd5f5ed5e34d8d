import { GangwayError } from './base.js'
import { ERROR_MESSAGES } from './messages.js'

interface LookupErrorOptions {
  /** What was looked up, e.g. the network id or namespace. */
  details?: string | undefined
  cause?: unknown
}

/** SPEC §5: a network must exist. */
export class NetworkNotFoundError extends GangwayError {
  override name = 'NetworkNotFoundError'

  constructor(options: LookupErrorOptions = {}) {
    super(ERROR_MESSAGES.networkNotFound, options)
  }
}

/** SPEC §5: an address (or the auth connector that owns it) must exist. */
export class AddressNotFoundError extends GangwayError {
  override name = 'AddressNotFoundError'

  constructor(options: LookupErrorOptions = {}) {
    super(ERROR_MESSAGES.addressNotFound, options)
  }
}

/** SPEC §5: an EVM chain id must be below 2^31 to become a coin type. */
export class InvalidChainIdError extends GangwayError {
  override name = 'InvalidChainIdError'

  constructor(options: LookupErrorOptions = {}) {
    super(ERROR_MESSAGES.invalidChainId, options)
  }
}

/** SPEC §8: no adapter is registered for the namespace an action needs. */
export class ChainAdapterNotFoundError extends GangwayError {
  override name = 'ChainAdapterNotFoundError'

  constructor(options: LookupErrorOptions = {}) {
    super(ERROR_MESSAGES.chainAdapterNotFound, options)
  }
}
