import {
  BaseError as ViemBaseError,
  InternalRpcError as ViemInternalRpcError,
  SwitchChainError as ViemSwitchChainError,
  UnknownRpcError as ViemUnknownRpcError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { GangwayError } from './base.js'
import { getErrorCode, isUserRejection, toGangwayError } from './normalize.js'
import { ProviderRpcError, SwitchChainError, UserRejectedRequestError } from './provider.js'

const viemRejection = () => new ViemUserRejectedRequestError(new Error('User denied transaction signature.'))
const wrappedViemRejection = () =>
  new ViemBaseError('Transaction creation failed.', { cause: viemRejection() })

/** Values a caller might catch that are not errors at all, or are hostile. */
const ODD_VALUES = [
  undefined,
  null,
  42,
  '',
  Symbol('odd'),
  new Proxy(
    {},
    {
      get() {
        throw new Error('getter throws')
      },
    },
  ),
]

describe('getErrorCode', () => {
  it('SPEC §8 provider codes: reads the code of a plain EIP-1193 error', () => {
    expect(getErrorCode({ code: 4001, message: 'User rejected' })).toBe(4001)
    expect(getErrorCode({ code: -32603, message: 'Internal error' })).toBe(-32603)
  })

  it('finds a viem error code, also deep in the cause chain', () => {
    expect(getErrorCode(viemRejection())).toBe(4001)
    expect(getErrorCode(wrappedViemRejection())).toBe(4001)
    expect(getErrorCode(new ViemSwitchChainError(new Error('x')))).toBe(4902)
    expect(getErrorCode(new Error('outer', { cause: { code: 4100 } }))).toBe(4100)
  })

  it("looks past viem's -1 'unknown' code for a real one", () => {
    const unknown = new ViemUnknownRpcError(Object.assign(new Error('wallet said no'), { code: 4001 }))
    expect(getErrorCode(unknown)).toBe(4001)
    expect(getErrorCode(new ViemUnknownRpcError(new Error('no code')))).toBeUndefined()
  })

  it('finds the code where ethers puts it', () => {
    expect(getErrorCode({ code: 'UNKNOWN_ERROR', error: { code: 4902 } })).toBe(4902)
    expect(getErrorCode({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBe(4001)
  })

  it('returns undefined when there is no code, and never throws', () => {
    expect(getErrorCode(new Error('plain'))).toBeUndefined()
    expect(getErrorCode('4001')).toBeUndefined()
    expect(getErrorCode({ code: '4001' })).toBeUndefined()
    for (const value of ODD_VALUES) expect(getErrorCode(value)).toBeUndefined()
  })

  it('stops on a cyclic chain', () => {
    const looped: { cause?: unknown; error?: unknown } = {}
    looped.cause = looped
    looped.error = { cause: looped }
    expect(getErrorCode(looped)).toBeUndefined()
  })
})

describe('isUserRejection', () => {
  it('SPEC §8 provider codes: 4001 is a user rejection, wherever it sits', () => {
    expect(isUserRejection({ code: 4001, message: 'Request rejected' })).toBe(true)
    expect(isUserRejection(viemRejection())).toBe(true)
    expect(isUserRejection(wrappedViemRejection())).toBe(true)
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
  })

  it("recognises ethers' ACTION_REJECTED and wallets that only say so in words", () => {
    expect(isUserRejection({ code: 'ACTION_REJECTED', message: 'user rejected action' })).toBe(true)
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true)
    expect(isUserRejection(new Error('User cancelled the request'))).toBe(true)
    expect(isUserRejection('User denied message signature')).toBe(true)
  })

  it('is false for other errors, and never throws', () => {
    expect(isUserRejection({ code: 5000, message: 'Unknown error' })).toBe(false)
    expect(isUserRejection({ code: 4902, message: 'Unrecognized chain' })).toBe(false)
    expect(isUserRejection(new ViemInternalRpcError(new Error('boom')))).toBe(false)
    for (const value of ODD_VALUES) expect(isUserRejection(value)).toBe(false)
  })
})

describe('toGangwayError', () => {
  it('returns a GangwayError unchanged', () => {
    const error = new GangwayError('Network not found')
    expect(toGangwayError(error)).toBe(error)
  })

  it('SPEC §8 provider codes: a rejection becomes UserRejectedRequestError keeping the original', () => {
    const original = wrappedViemRejection()
    const error = toGangwayError(original)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(original)
    expect(toGangwayError({ code: 4001, message: 'User rejected' })).toBeInstanceOf(UserRejectedRequestError)
  })

  it('SPEC §8 provider codes: 4902 becomes SwitchChainError', () => {
    const error = toGangwayError({ code: 4902, message: 'Unrecognized chain ID' })
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.code).toBe(4902)
  })

  it('any other code becomes ProviderRpcError with the wallet message and data', () => {
    const error = toGangwayError({ code: -32603, message: 'Internal JSON-RPC error.', data: { reason: 'x' } })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(-32603)
    expect(error.shortMessage).toBe('Internal JSON-RPC error.')
    expect((error as ProviderRpcError).data).toEqual({ reason: 'x' })
  })

  it("uses viem's short message rather than its composed message", () => {
    const viemError = new ViemBaseError('Something failed.', { details: 'long details' })
    const error = toGangwayError(viemError)
    expect(error.shortMessage).toBe('Something failed.')
    expect(error.cause).toBe(viemError)
  })

  it('wraps plain errors and strings as GangwayError', () => {
    const plain = new Error('boom')
    expect(toGangwayError(plain)).toMatchObject({ shortMessage: 'boom', cause: plain, code: undefined })
    expect(toGangwayError('Request was aborted')).toMatchObject({ shortMessage: 'Request was aborted' })
  })

  it('SPEC §8: anything without a message becomes "An error occurred", and it never throws', () => {
    for (const value of ODD_VALUES) {
      const error = toGangwayError(value)
      expect(error).toBeInstanceOf(GangwayError)
      expect(error.shortMessage).toBe('An error occurred')
    }
  })
})
