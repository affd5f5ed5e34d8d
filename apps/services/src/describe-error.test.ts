import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error.js'

describe('describeError', () => {
  it("uses viem's one-line short message, else the message, else the value", () => {
    expect(describeError(new BaseError('HTTP request failed.', { details: 'fetch failed' }))).toBe(
      'HTTP request failed.',
    )
    expect(describeError(new Error('boom'))).toBe('boom')
    expect(describeError(42)).toBe('42')
  })
})
