import { InvalidSendCallsError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { sendCallsRequest, toSendCallsResult } from './send-calls.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('wallet_sendCalls', () => {
  it('EIP-5792 v2 request: sender, hex chain id, calls with hex values, atomicity not required by default', () => {
    expect(
      sendCallsRequest({
        address: FROM,
        chainId: 137,
        calls: [{ to: TO, value: 1000n }, { to: TO, data: '0xa9059cbb', value: '0x0' }, { to: TO }],
      }),
    ).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: FROM,
          chainId: '0x89',
          atomicRequired: false,
          calls: [{ to: TO, value: '0x3e8' }, { to: TO, data: '0xa9059cbb', value: '0x0' }, { to: TO }],
        },
      ],
    })
  })

  it('passes atomicRequired and capabilities through', () => {
    const request = sendCallsRequest({
      address: FROM,
      chainId: 1,
      calls: [{ to: TO }],
      atomicRequired: true,
      capabilities: { paymasterService: { url: 'https://paymaster.example' } },
    })
    expect(request.params).toEqual([
      expect.objectContaining({
        atomicRequired: true,
        capabilities: { paymasterService: { url: 'https://paymaster.example' } },
      }),
    ])
  })

  it('SPEC §5: checks every call before anything is sent', () => {
    expect(() =>
      sendCallsRequest({ address: FROM, chainId: 1, calls: [{ to: TO }, { to: 'nope' as `0x${string}` }] }),
    ).toThrow(InvalidSendCallsError)
  })

  it('reads the bundle id of a v2 answer and of a v1 answer', () => {
    expect(toSendCallsResult({ id: '0xabc', capabilities: { atomic: true } })).toEqual({
      id: '0xabc',
      capabilities: { atomic: true },
    })
    expect(toSendCallsResult('0xdef')).toEqual({ id: '0xdef' })
    expect(() => toSendCallsResult({})).toThrow('Something went wrong')
  })
})
