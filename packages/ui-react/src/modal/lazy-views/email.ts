import { lazyView } from '../lazy-view.js'

// Sign-in by e-mail: only hosts with a secure site ever load these; Connect's e-mail form preloads them.
export const EmailVerifyDevice = lazyView(() =>
  import('../../views/EmailVerifyDevice/index.js').then((module) => module.EmailVerifyDevice),
)
export const EmailVerifyOtp = lazyView(() =>
  import('../../views/EmailVerifyOtp/index.js').then((module) => module.EmailVerifyOtp),
)

/** Starts loading both e-mail steps as the visitor submits an e-mail, so the next step never waits. */
export function preloadEmailViews(): void {
  void EmailVerifyDevice.preload()
  void EmailVerifyOtp.preload()
}
