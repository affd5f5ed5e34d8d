import type { OAuthProvider } from '@gangway/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { SOCIAL_PROVIDER_MESSAGES } from '../../messages.js'
import { authMessages } from '../auth-messages.js'
import { WaitingOrRetry } from '../WaitingOrRetry.js'
import { startSocialSignIn } from './open-popup.js'
import { finishSocialRedirect, socialSessionOf } from './social-session.js'

/**
 * ConnectingSocial: the provider's window is open; the visitor signs in there and this view moves on by itself.
 * A blocked or closed window, or a refusal, says why, with Try again (a new click, so a new window may open).
 * Where pop-ups do not work (Telegram) the page goes to the provider instead, and this view finishes the sign-in
 * when the page comes back with the result.
 */
export function ConnectingSocial() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const tMain = useMessages()
  const { data } = useSnapshot(core.store.router.state)
  const session = useSnapshot(socialSessionOf(core))
  const provider = (session.provider ?? data?.provider) as OAuthProvider | undefined
  const resultUri = typeof data?.resultUri === 'string' ? data.resultUri : undefined
  useEffect(() => {
    if (resultUri && data?.provider)
      void finishSocialRedirect(core, data.provider as OAuthProvider, resultUri)
  }, [core, resultUri, data?.provider])
  if (!provider) return null
  const name = tMain(SOCIAL_PROVIDER_MESSAGES[provider])
  const problem =
    session.status === 'blocked'
      ? t('socialPopupBlocked', { provider: name })
      : session.status === 'failed'
        ? session.error
        : undefined

  const retry = () => {
    // After a redirect there is no view to go back to: the modal opened on this one.
    if (resultUri) core.store.router.reset('Connect')
    else core.store.router.goBack()
    startSocialSignIn(core, provider)
  }

  const [heading, waiting] = resultUri
    ? [t('socialFinishing', { provider: name }), t('socialFinishingText')]
    : data?.redirect
      ? [t('socialRedirecting', { provider: name }), t('socialRedirectingText')]
      : [t('socialWaiting', { provider: name }), t('socialWaitingText')]

  return (
    <div className="gw-center" aria-live="polite">
      <p className="gw-heading">{heading}</p>
      <WaitingOrRetry error={problem} waiting={waiting} onRetry={retry} />
    </div>
  )
}
