import { toGangwayError } from '@gangway/common'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'
import { WaitingOrRetry } from '../WaitingOrRetry.js'

/** How long to wait before asking the frame again after an error, so a failing backend is not hammered. */
const RETRY_PAUSE_MS = 2_000

/**
 * SPEC §4 e-mail login, the device check: the visitor opens the approval link from the mail; the view asks the
 * frame (about 20 s per call) until the device is approved, then moves on to the one-time code.
 */
export function EmailVerifyDevice() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const { data } = useSnapshot(core.store.router.state)
  const email = typeof data?.email === 'string' ? data.email : ''
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) starts the wait over.
  useEffect(() => {
    const auth = core.auth
    if (!auth) return
    const controller = new AbortController()
    let stopped = false
    setError(undefined)
    const wait = async () => {
      while (!stopped) {
        try {
          if (await auth.waitForDeviceApproval(controller.signal)) {
            if (!stopped) core.store.router.replace('EmailVerifyOtp', { email })
            return
          }
        } catch (cause) {
          if (stopped) return
          setError(toGangwayError(cause).shortMessage)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }
    void wait()
    return () => {
      stopped = true
      controller.abort()
    }
  }, [core, email, attempt])

  const retry = () => {
    setError(undefined)
    setTimeout(() => setAttempt((value) => value + 1), RETRY_PAUSE_MS)
  }

  return (
    <div className="gw-center">
      <p className="gw-heading">{t('verifyDeviceTitle')}</p>
      <p className="gw-muted" style={{ overflowWrap: 'anywhere' }}>
        {t('verifyDeviceText', { email })}
      </p>
      <div aria-live="polite" className="gw-center">
        <WaitingOrRetry error={error} waiting={t('verifyDeviceWaiting')} onRetry={retry} />
      </div>
    </div>
  )
}
