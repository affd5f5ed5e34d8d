import { describe, expect, it } from 'vitest'
import { BUNDLE_ERROR_CODES, PROVIDER_ERROR_CODES, RPC_ERROR_CODES } from './codes.js'

describe('error codes', () => {
  it('SPEC §8 RPC codes: 4902 unrecognised chain, 5000 default, 32603 invalid chain id', () => {
    expect(RPC_ERROR_CODES.unrecognizedChainId).toBe(4902)
    expect(RPC_ERROR_CODES.default).toBe(5000)
    expect(RPC_ERROR_CODES.invalidChainId).toBe(32603)
  })

  it('SPEC §8 RPC codes: the JSON-RPC set -32700 to -32006', () => {
    expect(RPC_ERROR_CODES).toMatchObject({
      parseError: -32700,
      invalidRequest: -32600,
      methodNotFound: -32601,
      invalidParams: -32602,
      internalError: -32603,
      invalidInput: -32000,
      resourceNotFound: -32001,
      resourceUnavailable: -32002,
      transactionRejected: -32003,
      methodNotSupported: -32004,
      limitExceeded: -32005,
      versionUnsupported: -32006,
    })
  })

  it('SPEC §8 RPC codes: provider codes 4001, 4100, 4200, 4900, 4901, 4902', () => {
    expect(PROVIDER_ERROR_CODES).toEqual({
      userRejectedRequest: 4001,
      unauthorized: 4100,
      unsupportedMethod: 4200,
      disconnected: 4900,
      chainDisconnected: 4901,
      switchChainError: 4902,
    })
  })

  it('SPEC §8 RPC codes: bundle codes 5700 to 5760 in EIP-5792 order', () => {
    expect(BUNDLE_ERROR_CODES).toEqual({
      unsupportedNonOptionalCapability: 5700,
      unsupportedChainId: 5710,
      duplicateId: 5720,
      unknownBundleId: 5730,
      bundleTooLarge: 5740,
      atomicReadyUpgradeRejected: 5750,
      atomicityNotSupported: 5760,
    })
  })
})
