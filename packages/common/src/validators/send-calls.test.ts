import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/base.js'
import { toGangwayError } from '../errors/normalize.js'
import { InvalidSendCallsError, validateSendCalls } from './send-calls.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function failure(calls: unknown): InvalidSendCallsError {
  try {
    validateSendCalls(calls)
  } catch (error) {
    if (error instanceof InvalidSendCallsError) return error
    throw error
  }
  throw new Error('validateSendCalls accepted the calls')
}

describe('validateSendCalls', () => {
  it('SPEC §5: accepts calls with a 0x `to`, and optional 0x data and a value', () => {
    expect(() =>
      validateSendCalls([
        { to: TO },
        { to: TO, data: '0x' },
        { to: TO, data: '0xa9059cbb', value: 0n },
        { to: TO, value: '0x2a' },
      ]),
    ).not.toThrow()
  })

  it('SPEC §5: a call without a `to` starting with 0x is refused, naming the call', () => {
    const error = failure([{ to: TO }, { to: TO.slice(2) }])
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.index).toBe(1)
    expect(error.shortMessage).toBe('wallet_sendCalls call 1: "to" must be a string starting with 0x')
    expect(error.details).toContain(TO.slice(2))
    expect(failure([{ data: '0x' }]).index).toBe(0)
    expect(failure([{ to: 42 }]).shortMessage).toContain('"to"')
  })

  it('SPEC §5: data, when given, must start with 0x', () => {
    const error = failure([{ to: TO, data: 'a9059cbb' }])
    expect(error.index).toBe(0)
    expect(error.shortMessage).toBe('wallet_sendCalls call 0: "data" must be a string starting with 0x')
  })

  it('a value must be a non-negative bigint or a hex quantity', () => {
    expect(failure([{ to: TO, value: -1n }]).shortMessage).toContain('"value"')
    expect(failure([{ to: TO, value: '42' }]).shortMessage).toContain('"value"')
    expect(failure([{ to: TO, value: '0x' }]).shortMessage).toContain('"value"')
    expect(failure([{ to: TO, value: 42 }]).shortMessage).toContain('"value"')
  })

  it('refuses a bundle that is not a list, is empty, or holds something other than calls', () => {
    expect(failure(undefined).shortMessage).toBe('wallet_sendCalls: calls must be a list')
    expect(failure([]).shortMessage).toBe('wallet_sendCalls: calls must not be empty')
    expect(failure([null]).shortMessage).toBe('wallet_sendCalls call 0: a call must be an object')
  })

  it('is data: JSON-RPC invalid params (-32602), kept as is by toGangwayError, bigints shown in details', () => {
    const error = failure([{ to: 'nope', value: 5n }])
    expect(error.code).toBe(-32602)
    expect(toGangwayError(error)).toBe(error)
    expect(error.details).toBe('Received: {"to":"nope","value":"5n"}')
  })
})
