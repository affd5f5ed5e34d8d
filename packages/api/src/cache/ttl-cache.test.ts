import { CACHE_TTL } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './ttl-cache.js'

function clock(start = 0) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createTtlCache', () => {
  it('SPEC §9: a balance stays cached for 30 s and is loaded again after', async () => {
    const time = clock()
    const cache = createTtlCache<string>({ ttl: CACHE_TTL.portfolioBalance, now: time.now })
    const load = vi.fn(async () => `v${load.mock.calls.length}`)
    await expect(cache.getOrLoad('k', load)).resolves.toBe('v1')
    time.advance(29_999)
    await expect(cache.getOrLoad('k', load)).resolves.toBe('v1')
    time.advance(1)
    await expect(cache.getOrLoad('k', load)).resolves.toBe('v2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('SPEC §9: names and identity stay cached for 5 minutes', () => {
    const time = clock()
    const cache = createTtlCache<string>({ ttl: CACHE_TTL.names, now: time.now })
    cache.set('alice.reown.id', '0x1')
    time.advance(5 * 60_000 - 1)
    expect(cache.get('alice.reown.id')).toBe('0x1')
    time.advance(1)
    expect(cache.get('alice.reown.id')).toBeUndefined()
  })

  it('shares one in-flight load between callers of the same key', async () => {
    const cache = createTtlCache<number>({ ttl: 1000 })
    let resolve!: (value: number) => void
    const load = vi.fn(() => new Promise<number>((done) => (resolve = done)))
    const first = cache.getOrLoad('k', load)
    const second = cache.getOrLoad('k', load)
    resolve(7)
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('force skips a fresh entry and caches the new value', async () => {
    const cache = createTtlCache<number>({ ttl: 1000 })
    cache.set('k', 1)
    await expect(cache.getOrLoad('k', async () => 2, { force: true })).resolves.toBe(2)
    expect(cache.get('k')).toBe(2)
  })

  it('does not cache a failed load', async () => {
    const cache = createTtlCache<number>({ ttl: 1000 })
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.getOrLoad('k', async () => 3)).resolves.toBe(3)
  })

  it('evicts the oldest entries past maxEntries', () => {
    const cache = createTtlCache<number>({ ttl: 1000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })

  it('delete and clear forget entries', () => {
    const cache = createTtlCache<number>({ ttl: 1000 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
  })
})
