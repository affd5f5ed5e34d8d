import { GangwayError } from './base.js'

/** SPEC §5: a chain-qualified (CAIP-10) address is not `namespace:chainId:address` with a known namespace. */
export class InvalidCaipAddressError extends GangwayError {
  override name = 'InvalidCaipAddressError'
  /** The rejected input, as given. */
  readonly value: unknown

  constructor(value: unknown, details: string) {
    super(`Invalid CAIP-10 address: ${String(value)}`, { details })
    this.value = value
  }
}

/** SPEC §5: a network (CAIP-2) id is not `namespace:chainId` with a known namespace. */
export class InvalidCaipNetworkIdError extends GangwayError {
  override name = 'InvalidCaipNetworkIdError'
  /** The rejected input, as given. */
  readonly value: unknown

  constructor(value: unknown, details: string) {
    super(`Invalid CAIP-2 network id: ${String(value)}`, { details })
    this.value = value
  }
}
