import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserStorage, detectMobile } from './environment.js'

describe('detectMobile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is false on a server with no matchMedia and a non-mobile user agent', () => {
    vi.stubGlobal('navigator', { userAgent: 'Node.js' })
    expect(detectMobile()).toBe(false)
  })

  it('is true for a coarse pointer', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer:coarse)' }))
    expect(detectMobile()).toBe(true)
  })

  it('is true for a mobile user agent, read at call time', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })
    expect(detectMobile()).toBe(true)
  })
})

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is undefined where localStorage does not exist', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(browserStorage()).toBeUndefined()
  })

  it('is undefined where reading localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      expect(browserStorage()).toBeUndefined()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
