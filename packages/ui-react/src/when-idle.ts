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
