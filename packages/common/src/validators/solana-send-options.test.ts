import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/base.js'
import { toGangwayError } from '../errors/normalize.js'
import * as common from '../index.js'
import {
  InvalidSolanaSendOptionsError,
  SOLANA_PREFLIGHT_COMMITMENTS,
  validateSolanaSendOptions,
} from './solana-send-options.js'

function failure(options: unknown): InvalidSolanaSendOptionsError {
  try {
    validateSolanaSendOptions(options)
  } catch (error) {
    if (error instanceof InvalidSolanaSendOptionsError) return error
    throw error
  }
  throw new Error('validateSolanaSendOptions accepted the options')
}

describe('validateSolanaSendOptions', () => {
  it('SPEC §5: accepts absent options, empty options and every valid field', () => {
    expect(() => validateSolanaSendOptions(undefined)).not.toThrow()
    expect(() => validateSolanaSendOptions({})).not.toThrow()
    expect(() =>
      validateSolanaSendOptions({
        skipPreflight: false,
        preflightCommitment: 'confirmed',
        maxRetries: 0,
        minContextSlot: 123,
      }),
    ).not.toThrow()
    for (const preflightCommitment of SOLANA_PREFLIGHT_COMMITMENTS) {
      expect(() => validateSolanaSendOptions({ preflightCommitment })).not.toThrow()
    }
  })

  it('SPEC §5: skipPreflight is a boolean', () => {
    const error = failure({ skipPreflight: 'yes' })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.option).toBe('skipPreflight')
    expect(error.shortMessage).toBe('Solana send option "skipPreflight" must be a boolean')
    expect(error.details).toBe('Received: "yes"')
    expect(failure({ skipPreflight: 1 }).option).toBe('skipPreflight')
  })

  it('SPEC §5: preflightCommitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max', () => {
    const error = failure({ preflightCommitment: 'final' })
    expect(error.option).toBe('preflightCommitment')
    expect(error.shortMessage).toBe(
      'Solana send option "preflightCommitment" must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(failure({ preflightCommitment: 'Confirmed' }).option).toBe('preflightCommitment')
    expect(failure({ preflightCommitment: null }).option).toBe('preflightCommitment')
  })

  it('SPEC §5: maxRetries and minContextSlot are numbers (finite ones)', () => {
    expect(failure({ maxRetries: '3' }).shortMessage).toBe('Solana send option "maxRetries" must be a number')
    expect(failure({ maxRetries: 3n }).details).toBe('Received: 3n')
    expect(failure({ maxRetries: Number.NaN }).option).toBe('maxRetries')
    expect(failure({ minContextSlot: '10' }).shortMessage).toBe(
      'Solana send option "minContextSlot" must be a number',
    )
    expect(failure({ minContextSlot: Number.POSITIVE_INFINITY }).option).toBe('minContextSlot')
  })

  it('names the first bad option, leaves fields it does not know to the wallet, refuses non-objects', () => {
    expect(failure({ skipPreflight: 'no', maxRetries: 'no' }).option).toBe('skipPreflight')
    expect(() => validateSolanaSendOptions({ commitment: 'confirmed', encoding: 'base64' })).not.toThrow()
    expect(failure(null).shortMessage).toBe('Solana send options must be an object')
    expect(failure(null).option).toBeUndefined()
    expect(failure('confirmed').details).toBe('Received: "confirmed"')
    expect(failure([]).shortMessage).toBe('Solana send options must be an object')
  })

  it('is data: JSON-RPC invalid params (-32602), kept as is by toGangwayError, exported from the entry', () => {
    const error = failure({ maxRetries: -Number.NaN })
    expect(error.code).toBe(-32602)
    expect(toGangwayError(error)).toBe(error)
    expect(common.validateSolanaSendOptions).toBe(validateSolanaSendOptions)
    expect(common.InvalidSolanaSendOptionsError).toBe(InvalidSolanaSendOptionsError)
  })
})
