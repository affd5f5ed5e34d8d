import { ERROR_MESSAGES, GangwayError, toGangwayError, UserRejectedRequestError } from '@gangway/common'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { describeFailure } from './describe-failure.js'

describe('describeFailure', () => {
  it("says a wallet's rejection in the SPEC's words, as common's error rules do", async () => {
    const rejection = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' }
    const described = await describeFailure(rejection)
    expect(described).toBeInstanceOf(UserRejectedRequestError)
    expect(described.shortMessage).toBe(toGangwayError(rejection).shortMessage)
  })

  it('keeps the short message and details of a GangwayError', async () => {
    const failure = new GangwayError(ERROR_MESSAGES.emailLoginDependency, { details: 'chunk lost' })
    const described = await describeFailure(failure)
    expect([described.shortMessage, described.details]).toEqual([
      ERROR_MESSAGES.emailLoginDependency,
      'chunk lost',
    ])
  })

  it("uses the failure's own words when the rules cannot load (the page went offline)", async () => {
    vi.doMock('../lazy/error-rules.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    // A fresh module graph, so the mocked rules are the ones imported (and the other tests keep theirs).
    vi.resetModules()
    onTestFinished(() => {
      vi.doUnmock('../lazy/error-rules.js')
      vi.resetModules()
    })
    const { describeFailure: offline } = await import('./describe-failure.js')
    expect(await offline(new Error('extension crashed'))).toEqual({
      shortMessage: 'extension crashed',
      details: undefined,
    })
    expect(await offline('no wallet')).toEqual({ shortMessage: 'no wallet', details: undefined })
  })
})
