import { afterAll, vi } from 'vitest'

// Test files share a worker (`isolate: false`, which makes the unit run several times faster): each file
// still gets fresh copies of the project's own modules (libraries stay loaded), and whatever one file stubs
// or fakes must not reach the next file.
vi.resetModules()

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
