import { toGangwayError } from '@gangway/common'
import { type FormEvent, useId, useState } from 'react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'
import { isEmailShaped } from '../email-shape.js'

type Step =
  | { kind: 'email' }
  | { kind: 'primary'; newEmail: string }
  | { kind: 'secondary'; newEmail: string }

/**
 * UpdateEmail (SPEC §4): the new address, then a code sent to the current one (primary), then a code sent to the
 * new one (secondary). On success the new e-mail is stored and the view returns to Account.
 */
export function UpdateEmail() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const tMain = useMessages()
  const id = useId()
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const current = core.auth?.getStoredIdentity().email ?? ''

  const run = async (task: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await task()
    } catch (cause) {
      setError(toGangwayError(cause).shortMessage)
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const auth = core.auth
    const value = String(new FormData(event.currentTarget).get('value') ?? '').trim()
    if (!auth || busy) return
    if (step.kind === 'email') {
      if (!isEmailShaped(value)) return setError(tMain('invalidEmail'))
      return void run(async () => {
        const next = await auth.updateEmail(value)
        setStep({ kind: next === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary', newEmail: value })
      })
    }
    if (step.kind === 'primary') {
      return void run(async () => {
        await auth.updateEmailPrimaryOtp(value)
        setStep({ kind: 'secondary', newEmail: step.newEmail })
      })
    }
    void run(async () => {
      await auth.updateEmailSecondaryOtp(value)
      core.store.snack.show(t('updateEmailDone'), 'success')
      core.store.router.goBack()
    })
  }

  const prompt =
    step.kind === 'primary'
      ? t('updateEmailPrimary', { email: current })
      : step.kind === 'secondary'
        ? t('updateEmailSecondary', { email: step.newEmail })
        : undefined
  return (
    <form className="gw-stack" onSubmit={onSubmit} noValidate key={step.kind}>
      {prompt && (
        <p className="gw-muted" style={{ overflowWrap: 'anywhere' }}>
          {prompt}
        </p>
      )}
      <div className="gw-field">
        <label className="gw-label" htmlFor={id}>
          {step.kind === 'email' ? t('updateEmailNew') : t('verifyOtpLabel')}
        </label>
        <input
          id={id}
          className="gw-input"
          name="value"
          {...(step.kind === 'email'
            ? { type: 'email', autoComplete: 'email' }
            : { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={busy}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="gw-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="gw-primary" disabled={busy}>
        {step.kind === 'email' ? t('updateEmailSubmit') : t('verifyOtpSubmit')}
      </button>
    </form>
  )
}
