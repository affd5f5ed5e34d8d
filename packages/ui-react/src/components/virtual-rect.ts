import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual'

export interface Rect {
  width: number
  height: number
}

/**
 * Observes a virtual list's scroll element, reporting `fallback` while it has no size (not laid out yet, or no
 * layout at all), so the first paint mounts a screenful of rows and never all of them.
 */
export function observeRectWithFallback(fallback: Rect) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : fallback))
}
