import { lazyView, renderLazyView } from '../../modal/lazy-view.js'

// Only an embedded wallet that no passkey or code protects shows it; it shares its chunk with SetUpRecovery, so
// the view its button opens is there by then.
const recoveryNoticePart = lazyView(() =>
  import('../SetUpRecovery/index.js').then((module) => module.RecoveryNotice),
)

/** The recovery notice, whose code is asked for only when Account shows it (the view waits for it, no shift). */
export function LazyRecoveryNotice() {
  return renderLazyView(recoveryNoticePart, {})
}
