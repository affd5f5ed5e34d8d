import { toGangwayError } from '@gangway/common'
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { authMessages } from '../auth-messages.js'

const OTP_LENGTH = 6

/**
 * SPEC §4 e-mail login, the one-time code: six digits from the mail. A full code is sent at once; on success the
 * embedded wallet connects and the modal moves to Account. A wrong code says so (the backend counts attempts);
 * Resend asks for a new mail, under the same 30 s cooldown as the first.
 */
export function EmailVerifyOtp() {
  const core = useCore()
  const t = usePartMessages(authMessages)
  const id = useId()
  const { data } = useSnapshot(core.store.router.state)
  const connection = useSnapshot(core.store.connection.state)
  const email = typeof data?.email === 'string' ? data.email : ''
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  // A connection error from before this view (another wallet) is not this code's.
  const [connecting, setConnecting] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (code: string) => {
    const auth = core.auth
    if (!auth || busy || code.length !== OTP_LENGTH) return
    setBusy(true)
    setError(undefined)
    try {
      await auth.connectOtp(code)
      setConnecting(true)
      await core.connectEmbeddedWallet()
    } catch (cause) {
      setError(toGangwayError(cause).shortMessage)
      setOtp('')
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    setOtp(digits)
    if (digits.length === OTP_LENGTH) void submit(digits)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(otp)
  }

  const resend = async () => {
    setError(undefined)
    try {
      await core.auth?.connectEmail(email)
      core.store.snack.show(t('codeResent'), 'success')
    } catch (cause) {
      setError(toGangwayError(cause).shortMessage)
    }
  }

  const shown = error ?? (connecting ? connection.error : undefined)
  return (
    <form className="gw-stack" onSubmit={onSubmit} noValidate>
      <p className="gw-heading" style={{ overflowWrap: 'anywhere' }}>
        {t('verifyOtpTitle', { email })}
      </p>
      <div className="gw-field">
        <label className="gw-label" htmlFor={id}>
          {t('verifyOtpLabel')}
        </label>
        <input
          ref={input}
          id={id}
          className="gw-input"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={onChange}
          disabled={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint`}
          // biome-ignore lint/a11y/noAutofocus: the view exists to take this code; the mail is open beside it.
          autoFocus
        />
        <p id={`${id}-hint`} className="gw-muted">
          {t('verifyOtpHint')}
        </p>
      </div>
      <div aria-live="polite">
        {shown && (
          <p className="gw-error-text" role="alert">
            {shown}
          </p>
        )}
        {busy && <p className="gw-muted">{t('signingIn')}</p>}
      </div>
      <button type="submit" className="gw-primary" disabled={busy || otp.length !== OTP_LENGTH}>
        {t('verifyOtpSubmit')}
      </button>
      <button type="button" className="gw-text-btn" onClick={resend} disabled={busy}>
        {t('resendCode')}
      </button>
    </form>
  )
}
