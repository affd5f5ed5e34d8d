import { type RefObject, useCallback, useEffect, useState } from 'react'
import type { VirtualizerHandle } from 'virtua'

/**
 * The index of the last row in a virtual list's view, and the function that reads it again (for virtua's
 * `onScroll` and `onResize`). Until the list is measured (or where there is no layout) the view is taken to be
 * `fallbackHeight` tall. Rows added below can come into view without a scroll (a short first page, a search), so
 * it is read again whenever the count changes.
 */
export function useLastRowInView(
  list: RefObject<VirtualizerHandle | null>,
  count: number,
  fallbackHeight: number,
): readonly [number, () => void] {
  const [last, setLast] = useState(-1)
  const track = useCallback(() => {
    const handle = list.current
    if (!handle) return
    setLast(handle.findItemIndex(handle.scrollOffset + (handle.viewportSize || fallbackHeight)))
  }, [list, fallbackHeight])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is what makes reading again necessary
  useEffect(track, [track, count])
  return [last, track]
}
