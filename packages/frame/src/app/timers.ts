/** The two timer calls the messenger makes; injectable so a test or a host scheduler can drive them. */
export interface FrameTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Looks the globals up at call time, so fake timers installed after the messenger was made still apply. */
export const globalTimers: FrameTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}
