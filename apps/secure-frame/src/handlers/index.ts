import type { FrameHandlers } from '@gangway/frame/frame'
import type { FrameDeps } from './context.js'
import { emailHandlers } from './email.js'
import { recoveryHandlers } from './recovery.js'
import { rpcHandlers } from './rpc.js'
import { sessionHandlers } from './session.js'
import { socialHandlers } from './social.js'
import { uiSyncHandlers } from './ui-sync.js'
import { updateEmailHandlers } from './update-email.js'

/** Every app event the frame answers (the endpoint says 'Not supported' for the rest). */
export function createHandlers(deps: FrameDeps): FrameHandlers {
  return {
    ...emailHandlers(deps),
    ...sessionHandlers(deps),
    ...updateEmailHandlers(deps),
    ...socialHandlers(deps),
    ...rpcHandlers(deps),
    ...recoveryHandlers(deps),
    ...uiSyncHandlers(deps),
  }
}
