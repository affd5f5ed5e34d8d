/**
 * Whether the approval dialog can be seen: IntersectionObserver v2 (`trackVisibility`, `isVisible`) where the
 * browser has it, which also reports the frame as hidden when the embedding page covers it, makes it
 * transparent or transforms it (click-jacking); a plain IntersectionObserver and the page's visibility
 * elsewhere.
 */

/** Approve is enabled only after the dialog has been visible this long, without a break. */
export const APPROVE_DELAY_MS = 500
/** IntersectionObserver v2's minimum notification delay; it needs one to track visibility. */
const TRACK_DELAY_MS = 100

/** What the watcher needs from the page, injectable so tests drive it with fake time and a fake observer. */
export interface VisibilityEnvironment {
  document: Document
  IntersectionObserver?: typeof IntersectionObserver
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export function browserVisibility(doc: Document): VisibilityEnvironment {
  const win = doc.defaultView
  return {
    document: doc,
    IntersectionObserver: win?.IntersectionObserver,
    setTimeout: (callback, ms) => (win ?? globalThis).setTimeout(callback, ms),
    clearTimeout: (handle) => (win ?? globalThis).clearTimeout(handle as number),
  }
}

/** IntersectionObserver v2's fields, which TypeScript's DOM types do not have yet. */
interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean
}

/**
 * Calls `onReady(true)` once `target` has been visible for {@link APPROVE_DELAY_MS} without a break, and
 * `onReady(false)` as soon as it is not; the wait starts again each time it becomes visible. Returns a stop
 * function.
 */
export function watchVisibility(
  target: Element,
  onReady: (ready: boolean) => void,
  env: VisibilityEnvironment,
): () => void {
  const doc = env.document
  let observed = env.IntersectionObserver === undefined
  let timer: unknown
  let ready = false

  const update = () => {
    const visible = observed && doc.visibilityState === 'visible'
    if (!visible) {
      if (timer !== undefined) env.clearTimeout(timer)
      timer = undefined
      if (ready) {
        ready = false
        onReady(false)
      }
      return
    }
    if (ready || timer !== undefined) return
    timer = env.setTimeout(() => {
      timer = undefined
      ready = true
      onReady(true)
    }, APPROVE_DELAY_MS)
  }

  let observer: IntersectionObserver | undefined
  if (env.IntersectionObserver) {
    const options = { threshold: 0, trackVisibility: true, delay: TRACK_DELAY_MS } as IntersectionObserverInit
    observer = new env.IntersectionObserver((entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      // v2 browsers set isVisible; elsewhere being in the viewport is the best the frame can know.
      observed = entry.isVisible ?? entry.isIntersecting
      update()
    }, options)
    observer.observe(target)
  }
  doc.addEventListener('visibilitychange', update)
  update()

  return () => {
    observer?.disconnect()
    doc.removeEventListener('visibilitychange', update)
    if (timer !== undefined) env.clearTimeout(timer)
    timer = undefined
  }
}
