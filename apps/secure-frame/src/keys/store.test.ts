import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStore, openFrameStore } from './store.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('frame store', () => {
  it('keeps values in memory for the page', async () => {
    const store = memoryStore()
    expect(store.persistent).toBe(false)
    await store.set('deviceId', 'device-0123456789abcdef')
    expect(await store.get('deviceId')).toBe('device-0123456789abcdef')
    await store.delete('deviceId')
    expect(await store.get('deviceId')).toBeUndefined()
  })

  it('falls back to memory where the browser has no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const store = await openFrameStore()
    expect(store.persistent).toBe(false)
    await store.set('deviceId', 'device-0123456789abcdef')
    expect(await store.get('deviceId')).toBe('device-0123456789abcdef')
  })

  it('falls back to memory where the browser denies IndexedDB to a cross-site frame', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    expect((await openFrameStore()).persistent).toBe(false)
  })

  it('falls back to memory when opening the database fails or never answers', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        const request = { error: new DOMException('denied', 'UnknownError') } as Record<string, unknown>
        setTimeout(() => (request.onerror as () => void)?.(), 0)
        return request
      },
    })
    expect((await openFrameStore()).persistent).toBe(false)
    vi.stubGlobal('indexedDB', { open: () => ({}) })
    expect((await openFrameStore(20)).persistent).toBe(false)
  })
})
