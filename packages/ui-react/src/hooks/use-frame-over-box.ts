import { type RefObject, useLayoutEffect } from 'react'
import { useCore } from '../context.js'

/** The modal's default stacking level (SPEC §2: z-index 999); the frame goes one above it. */
const DEFAULT_Z_INDEX = 999

/**
 * Shows the secure frame exactly over `box` while the calling view is mounted, and hides it when the view goes.
 * The frame's own UI (a confirmation, the recovery dialog) then takes the visitor's click, which the host page
 * can neither see nor make. The frame follows the box as the page scrolls or resizes.
 */
export function useFrameOverBox(box: RefObject<HTMLElement | null>): void {
  const core = useCore()

  useLayoutEffect(() => {
    const element = box.current
    const auth = core.auth
    if (!element || !auth) return
    const place = () => {
      const rect = element.getBoundingClientRect()
      const level = Number.parseInt(getComputedStyle(element).getPropertyValue('--gw-z-index'), 10)
      auth.showFrame({
        top: rect.top,
        left: rect.left,
        width: rect.width,
        height: rect.height,
        zIndex: (Number.isFinite(level) ? level : DEFAULT_Z_INDEX) + 1,
      })
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    // The modal animates its height for 150 ms (SPEC §2): place the frame again once it has settled.
    const settle = setTimeout(place, 200)
    return () => {
      clearTimeout(settle)
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      auth.hideFrame()
    }
  }, [core, box])
}
