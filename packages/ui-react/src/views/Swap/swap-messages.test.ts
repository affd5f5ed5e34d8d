import { describe, expect, it } from 'vitest'
import { createPartTranslate } from '../../message-parts.js'
import { defaultMessages } from '../../messages.js'
import { swapMessages } from './swap-messages.js'

describe('the Swap catalogue part', () => {
  it("shares no key with the start-up catalogue (a host's override names one string)", () => {
    const shared = Object.keys(swapMessages).filter((key) => Object.hasOwn(defaultMessages, key))
    expect(shared).toEqual([])
    expect(Object.keys(swapMessages).every((key) => key.startsWith('swap'))).toBe(true)
  })

  it("keeps SPEC §8's words for a network without swaps, and the feature's name at start-up", () => {
    expect(swapMessages.swapNetworkUnsupported).toBe('Network not supported for Swaps')
    expect(defaultMessages.featureSwap).toBe('Swap')
  })

  it("takes the host's overrides", () => {
    const t = createPartTranslate(swapMessages, { swapActionReview: 'Tausch prüfen' })
    expect(t('swapActionReview')).toBe('Tausch prüfen')
    expect(t('swapActionInsufficientBalance', { symbol: 'ETH' })).toBe('Insufficient ETH balance')
  })
})
