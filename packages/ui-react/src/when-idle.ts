/**
 * Runs `task` once the page is idle (at the latest after 2 s), or after a short delay where there is no
 * `requestIdleCallback`. Returns its cancel. The entries prepare the modal this way, and a wallet button asks the
 * directory this way: work that must not compete with the page's first paint.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: 2_000 })
    return () => globalThis.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 300)
  return () => clearTimeout(timer)
}

/** Where frames do not come (a hidden tab), how long afterNextPaint waits instead. */
export const NEXT_PAINT_FALLBACK_MS = 100

/**
 * Runs `task` once the page has painted the frame after this call (at the latest after NEXT_PAINT_FALLBACK_MS,
 * as a hidden tab paints none). Returns its cancel. The entries start an instance's restore this way: its chunks
 * and storage reads, run at once, came before the host's first render and delayed the buttons by a dozen
 * milliseconds (apps/bench/start-up.mjs).
 */
export function afterNextPaint(task: () => void): () => void {
  let pending = true
  const run = () => {
    if (!pending) return
    pending = false
    clearTimeout(fallback)
    task()
  }
  const fallback = setTimeout(run, NEXT_PAINT_FALLBACK_MS)
  // A frame's callbacks run before its paint: the task comes in the task after it.
  const frame = globalThis.requestAnimationFrame?.(() => setTimeout(run, 0))
  return () => {
    pending = false
    clearTimeout(fallback)
    if (frame !== undefined) globalThis.cancelAnimationFrame(frame)
  }
}
