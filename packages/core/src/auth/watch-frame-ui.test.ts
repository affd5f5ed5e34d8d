import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOptionsController } from '../controllers/options.js'
import { createThemeController, DARK_SCHEME_QUERY } from '../controllers/theme.js'
import { watchFrameUi } from './watch-frame-ui.js'

/** A page's colour-scheme query the test flips. */
function fakeScheme() {
  const listeners = new Set<() => void>()
  const list = {
    matches: true,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  const queries: string[] = []
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query)
    return list
  })
  return {
    listeners,
    queries,
    flip: () => {
      for (const listener of listeners) listener()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchFrameUi', () => {
  it('hears setThemeMode, setLocale and the colour scheme, until unsubscribed', async () => {
    const scheme = fakeScheme()
    const theme = createThemeController({ themeMode: 'system' })
    const options = createOptionsController({ options: { projectId: 'p1' } as never })
    const listener = vi.fn()
    const stop = watchFrameUi({ theme: theme.state, options: options.state }, listener)
    expect(scheme.queries).toEqual([DARK_SCHEME_QUERY])

    theme.setThemeMode('light')
    await tick()
    options.updateOptions({ locale: 'ar' })
    await tick()
    scheme.flip()
    expect(listener).toHaveBeenCalledTimes(3)

    stop()
    expect(scheme.listeners.size).toBe(0)
    theme.setThemeMode('dark')
    options.updateOptions({ locale: 'de' })
    await tick()
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
