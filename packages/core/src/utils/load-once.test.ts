import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once.js'

describe('loadOnce', () => {
  it('loads once however often it is asked, and hands every caller the same result', async () => {
    let loads = 0
    const load = loadOnce(async () => ++loads)
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1])
    expect(await load()).toBe(1)
    expect(loads).toBe(1)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0
    const load = loadOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('chunk blocked')
      return 'loaded'
    })
    await expect(load()).rejects.toThrow('chunk blocked')
    expect(await load()).toBe('loaded')
    expect(await load()).toBe('loaded')
    expect(loads).toBe(2)
  })
})
