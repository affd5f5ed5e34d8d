import { GangwayError, toGangwayError, UserRejectedRequestError } from '@gangway/common'
import { expect } from 'vitest'

/** EVM addresses compare without their checksum casing; every other namespace's addresses are exact. */
export function sameAddress(a: string, b: string): boolean {
  return a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** SPEC §5: a network must exist, else 'Network not found' (as a GangwayError's short message). */
export function expectNetworkNotFound(error: unknown) {
  expect(error, 'the request should have failed').toBeInstanceOf(GangwayError)
  expect((error as GangwayError).shortMessage).toBe('Network not found')
}

/** SPEC §8: a rejection in the wallet reaches the caller as the provider's 4001, 'User rejected the request.' */
export function expectUserRejection(error: unknown) {
  expect(error, 'the request should have failed').toBeTruthy()
  const normalized = toGangwayError(error)
  expect(normalized).toBeInstanceOf(UserRejectedRequestError)
  expect(normalized.code).toBe(4001)
  expect(normalized.shortMessage).toBe('User rejected the request.')
}
