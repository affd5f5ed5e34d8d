import { useLayoutEffect, useRef } from 'react'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'

/** The modal's default stacking level (SPEC §2: z-index 999); the frame goes one above it. */
const DEFAULT_Z_INDEX = 999
/** Room for the frame's confirmation UI: its heading, the request's details and two buttons. */
const FRAME_HEIGHT = 380

/**
 * SPEC §2 ApproveTransaction: a request of the embedded wallet waits for the visitor. The secure frame shows
 * its own confirmation UI over this view's box (so the host page never sees or clicks it) and the view keeps it
 * in place as the page scrolls or resizes. Closing is refused here unless forced (modal controller).
 */
export function ApproveTransaction() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const box = useRef<HTMLDivElement>(null)

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
  }, [core])

  return (
    <div className="gw-stack gw-full-width">
      <p className="gw-muted">{t('approveHint')}</p>
      <div ref={box} style={{ height: FRAME_HEIGHT }} />
    </div>
  )
}
