import type { FrameHandlers } from '@gangway/frame/frame'
import { requireSession } from '../state.js'
import type { FrameDeps } from './context.js'

/**
 * SET_UP_RECOVERY: the frame's "Set up recovery" dialog, while the app shows the frame. The passkey is made by
 * a click in the frame itself (WebAuthn wants the user's gesture in this document), so the app only asks.
 */
export function recoveryHandlers(deps: FrameDeps): FrameHandlers {
  return {
    async SET_UP_RECOVERY() {
      const { wallet } = requireSession(deps.state)
      return { recoverySetUp: await wallet.setUpRecovery() }
    },
  }
}
