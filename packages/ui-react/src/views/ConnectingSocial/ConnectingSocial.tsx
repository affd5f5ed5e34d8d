import type { OAuthProvider } from '@gangway/core'
import { useSnapshot } from 'valtio/react'
import { useCore, useMessages } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { SOCIAL_PROVIDER_MESSAGES } from '../../messages.js'
import { authMessages } from '../auth-messages.js'
import { WaitingOrRetry } from '../WaitingOrRetry.js'
import { startSocialSignIn } from './open-popup.js'
import { socialSessionOf } from './social-session.js'

/**
 * ConnectingSocial: the provider's window is open; the visitor signs in there and this view moves on by itself.
 * A blocked or closed window, or a refusal, says why, with Try again (a new click, so a new window may open).
 */
export function ConnectingSocial() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const tMain = useMessages()
  const { data } = useSnapshot(core.store.router.state)
  const session = useSnapshot(socialSessionOf(core))
  const provider = (session.provider ?? data?.provider) as OAuthProvider | undefined
  if (!provider) return null
  const name = tMain(SOCIAL_PROVIDER_MESSAGES[provider])
  const problem =
    session.status === 'blocked'
      ? t('socialPopupBlocked', { provider: name })
      : session.status === 'failed'
        ? session.error
        : undefined

  const retry = () => {
    core.store.router.goBack()
    startSocialSignIn(core, provider)
  }

  return (
    <div className="gw-center" aria-live="polite">
      <p className="gw-heading">{t('socialWaiting', { provider: name })}</p>
      <WaitingOrRetry error={problem} waiting={t('socialWaitingText')} onRetry={retry} />
    </div>
  )
}
