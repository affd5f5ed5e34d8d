import { GangwayError, toGangwayError } from '@gangway/common'

/**
 * An ethers v5 error as a GangwayError: its `reason` ('fractional component exceeds decimals', 'no matching
 * function') is the short message, its whole message the details, the error itself the cause.
 */
export function toEthers5Error(error: unknown): GangwayError {
  const reason = (error as { reason?: unknown } | null)?.reason
  if (typeof reason === 'string' && reason) return new GangwayError(reason, { cause: error })
  return toGangwayError(error)
}
