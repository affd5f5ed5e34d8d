import { describe, expect, it } from 'vitest'
import { JTI_TTL_MS, ReplayCache } from './replay-cache.js'

describe('the proofs’ replay cache', () => {
  it('accepts a jti once per session for 5 minutes', () => {
    const cache = new ReplayCache()
    expect(cache.remember('s1', 'jti-1', 0)).toBe(true)
    expect(cache.remember('s1', 'jti-1', JTI_TTL_MS - 1)).toBe(false)
    // Another session's proofs are its own.
    expect(cache.remember('s2', 'jti-1', 1)).toBe(true)
    expect(cache.remember('s1', 'jti-1', JTI_TTL_MS)).toBe(true)
  })

  it('refuses, rather than forgets, when a session or the whole cache is full of live entries', () => {
    const cache = new ReplayCache({ perSession: 2, total: 3 })
    expect(cache.remember('s1', 'a', 0)).toBe(true)
    expect(cache.remember('s1', 'b', 0)).toBe(true)
    expect(cache.remember('s1', 'c', 0)).toBe(false)
    expect(cache.remember('s2', 'a', 0)).toBe(true)
    expect(cache.remember('s3', 'a', 0)).toBe(false)
    // Replays are still recognised while full.
    expect(cache.remember('s1', 'a', 1)).toBe(false)
    // Once the entries expire there is room again.
    expect(cache.remember('s1', 'c', JTI_TTL_MS)).toBe(true)
    expect(cache.remember('s3', 'a', JTI_TTL_MS)).toBe(true)
  })

  it('frees a revoked session’s entries', () => {
    const cache = new ReplayCache({ perSession: 5, total: 1 })
    expect(cache.remember('s1', 'a', 0)).toBe(true)
    cache.forget('s1')
    expect(cache.remember('s2', 'a', 0)).toBe(true)
  })
})
