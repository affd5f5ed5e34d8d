import { toGangwayError } from '@gangway/common'
import { useEffect, useRef } from 'react'
import { useCore } from '../../context.js'
import { useFrameOverBox } from '../../hooks/use-frame-over-box.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'

/** Room for the frame's recovery dialog: its heading, a short text and three buttons (or the code it shows). */
const FRAME_HEIGHT = 400

/**
 * The embedded wallet's "Set up recovery": the secure frame shows its own dialog over this view's box, because a
 * passkey can only be made by a click inside the frame. When the visitor is done (a passkey, a code, or "Not
 * now") the modal goes where it was going: after a sign-in it closes on Account, from Account it goes back there.
 */
export function SetUpRecovery() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const box = useRef<HTMLDivElement>(null)
  useFrameOverBox(box)

  useEffect(() => {
    // A view that went away (the modal closed) leaves the dialog to finish without moving the modal.
    let shown = true
    const leave = () => {
      if (!shown) return
      const { router, modal } = core.store
      if (router.state.data?.afterSignIn === true) {
        router.reset('Account')
        modal.close()
      } else router.goBack()
    }
    core.setUpRecovery().then(leave, (error: unknown) => {
      if (shown) core.store.snack.show(toGangwayError(error).shortMessage, 'error')
      leave()
    })
    return () => {
      shown = false
    }
  }, [core])

  return (
    <div className="gw-stack gw-full-width">
      <p className="gw-muted">{t('recoveryHint')}</p>
      <div ref={box} style={{ height: FRAME_HEIGHT }} />
    </div>
  )
}
