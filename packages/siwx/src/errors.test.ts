import { GangwayError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { SIWXMessageError, SIWXVerificationError } from './errors.js'

describe('SIWX errors', () => {
  it('a message error is a GangwayError with a short message and details', () => {
    const error = new SIWXMessageError('Unexpected line.', { details: 'Line 3: "x"' })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe('SIWXMessageError')
    expect(error.shortMessage).toBe('Unexpected line.')
    expect(error.message).toBe('Unexpected line.\n\nDetails: Line 3: "x"')
  })

  it('a verification error names its reason and keeps its cause', () => {
    const cause = new Error('fetch failed')
    const error = new SIWXVerificationError('signature', 'The signature could not be checked.', { cause })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe('SIWXVerificationError')
    expect(error.reason).toBe('signature')
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('fetch failed')
  })
})
