export { assertEmailCooldownOver, emailCooldown, emailCooldownMessage } from './cooldown.js'
export {
  buildFrameUrl,
  createFrameMessenger,
  type FrameArea,
  type FrameMessenger,
  type FrameMessengerOptions,
  type FrameRequestOptions,
  type FrameState,
} from './messenger.js'
export { type FlagStorage, shouldCreateFrameAtStart } from './start.js'
export type { FrameTimers } from './timers.js'
