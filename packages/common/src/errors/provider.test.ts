import { describe, expect, it } from 'vitest'
import { GangwayError } from './base.js'
import { ProviderRpcError, SwitchChainError, UserRejectedRequestError } from './provider.js'

describe('provider errors', () => {
  it('ProviderRpcError carries the EIP-1193 code, message and data', () => {
    const error = new ProviderRpcError({ code: 4100, message: 'Unauthorized', data: { method: 'eth_sign' } })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.name).toBe('ProviderRpcError')
    expect(error.code).toBe(4100)
    expect(error.shortMessage).toBe('Unauthorized')
    expect(error.data).toEqual({ method: 'eth_sign' })
  })

  it('SPEC §8 provider codes: UserRejectedRequestError is 4001', () => {
    const cause = { code: 4001, message: 'User denied account authorization' }
    const error = new UserRejectedRequestError({ cause })
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.code).toBe(4001)
    expect(UserRejectedRequestError.code).toBe(4001)
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.details).toBe('User denied account authorization')
    expect(error.cause).toBe(cause)
  })

  it('SPEC §8 provider codes: SwitchChainError is 4902', () => {
    const error = new SwitchChainError({ message: 'Unrecognized chain ID "0x2105".' })
    expect(error.name).toBe('SwitchChainError')
    expect(error.code).toBe(4902)
    expect(SwitchChainError.code).toBe(4902)
    expect(error.shortMessage).toBe('Unrecognized chain ID "0x2105".')
  })
})
