import { usePartMessages } from '../message-parts.js'
import { authMessages } from './auth-messages.js'

/** A sign-in step that waits for something elsewhere (a mail link, a provider's window): a spinner and what is
 * awaited, or why it failed with Try again. */
export function WaitingOrRetry({
  error,
  waiting,
  onRetry,
}: {
  error: string | undefined
  waiting: string
  onRetry: () => void
}) {
  const t = usePartMessages(authMessages)
  return error ? (
    <>
      <p className="gw-error-text" role="alert">
        {error}
      </p>
      <button type="button" className="gw-primary" onClick={onRetry}>
        {t('authTryAgain')}
      </button>
    </>
  ) : (
    <>
      <span className="gw-spinner" aria-hidden="true" />
      <p className="gw-muted">{waiting}</p>
    </>
  )
}
