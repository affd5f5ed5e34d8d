import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { CloseIcon } from '../components/icons.js'
import { useCore } from '../context.js'
import { useMessages } from '../use-messages.js'

/** How long a banner stays before it hides itself. */
export const SNACK_VISIBLE_MS = 2500
/** How long an `autoClose` alert stays. */
export const ALERT_VISIBLE_MS = 5000

/** SPEC §3 alert state, announced assertively. */
export function AlertBanner() {
  const core = useCore()
  const t = useMessages()
  const alert = useSnapshot(core.store.alert.state)
  useAutoHide(
    alert.open && alert.autoClose && alert.variant !== 'loading',
    ALERT_VISIBLE_MS,
    alert.message,
    () => core.store.alert.close(),
  )
  if (!alert.open) return null
  return (
    <div role="alert" className="gw-alert" data-variant={alert.variant}>
      <p className="gw-alert-message">{alert.message}</p>
      <button
        type="button"
        className="gw-icon-btn"
        aria-label={t('dismiss')}
        onClick={() => core.store.alert.close()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}

/**
 * SPEC §4 notification banner. The live region is always present so that screen readers notice
 * when a message appears in it.
 */
export function Snackbar() {
  const core = useCore()
  const snack = useSnapshot(core.store.snack.state)
  useAutoHide(snack.open && snack.variant !== 'loading', SNACK_VISIBLE_MS, snack.message, () =>
    core.store.snack.hide(),
  )
  return (
    <div className="gw-snackbar-region" role="status" aria-live="polite">
      {snack.open && (
        <div className="gw-snackbar" data-variant={snack.variant}>
          {snack.message}
        </div>
      )}
    </div>
  )
}

function useAutoHide(active: boolean, delayMs: number, message: string, hide: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer for each new message only.
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(hide, delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs, message])
}
