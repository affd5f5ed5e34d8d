import { useRef } from 'react'
import { useFrameOverBox } from '../../hooks/use-frame-over-box.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'

/** Room for the frame's confirmation UI: its heading, the request's details and two buttons. */
const FRAME_HEIGHT = 380

/**
 * SPEC §2 ApproveTransaction: a request of the embedded wallet waits for the visitor. The secure frame shows
 * its own confirmation UI over this view's box (so the host page never sees or clicks it) and the view keeps it
 * in place as the page scrolls or resizes. Closing is refused here unless forced (modal controller).
 */
export function ApproveTransaction() {
  const t = usePartMessages(authMessages)
  const box = useRef<HTMLDivElement>(null)
  useFrameOverBox(box)

  return (
    <div className="gw-stack gw-full-width">
      <p className="gw-muted">{t('approveHint')}</p>
      <div ref={box} style={{ height: FRAME_HEIGHT }} />
    </div>
  )
}
