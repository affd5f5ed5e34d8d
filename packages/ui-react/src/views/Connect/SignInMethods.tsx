import type { SocialProvider } from '@gangway/core'
import { detectTelegramPlatform, socialsForPlatform } from '@gangway/core/auth'
import { toGangwayError } from '@gangway/common'
import { type FormEvent, useId, useState } from 'react'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useTranslateError } from '../../hooks/use-translate-error.js'
import { SOCIAL_PROVIDER_MESSAGES } from '../../messages.js'
import { preloadEmailViews } from '../../modal/lazy-views/email.js'
import { startSocialSignIn } from '../ConnectingSocial/open-popup.js'
import { isEmailShaped } from '../email-shape.js'

// The Connect view's sign-in sections, in their own chunk: only hosts with a secure site (sign-in on) load it.

/**
 * SPEC §4 e-mail login, step 1: the frame checks the device (a new one gets an approval mail) or sends the code.
 * The 30 s cooldown and any backend refusal are said under the field, which keeps what was typed.
 */
export function EmailForm() {
  const core = useCore()
  const t = useMessages()
  const translateError = useTranslateError()
  const id = useId()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!isEmailShaped(email)) return setError(t('invalidEmail'))
    if (busy) return
    setBusy(true)
    setError(undefined)
    preloadEmailViews()
    try {
      // At once when the embedded wallet's code is there; a very quick visitor waits for it here.
      const auth = await core.loadAuth()
      if (!auth) return
      const next = await auth.connectEmail(email)
      if (next === 'VERIFY_DEVICE') core.store.router.push('EmailVerifyDevice', { email })
      else if (next === 'VERIFY_OTP') core.store.router.push('EmailVerifyOtp', { email })
      else await core.connectEmbeddedWallet()
    } catch (cause) {
      setError(translateError(toGangwayError(cause).shortMessage))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="gw-stack" onSubmit={onSubmit} noValidate>
      <div className="gw-field">
        <label className="gw-label" htmlFor={id}>
          {t('emailLabel')}
        </label>
        <input
          id={id}
          className="gw-input"
          type="email"
          name="email"
          autoComplete="email"
          // Back from the code view finds the e-mail it left with (kept by the embedded wallet, SPEC §3).
          defaultValue={core.auth?.getStoredIdentity().email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="gw-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="gw-secondary" disabled={busy}>
        {busy ? t('connecting') : t('email')}
      </button>
    </form>
  )
}

export function SocialButtons({ providers: configured }: { providers: readonly SocialProvider[] }) {
  // SPEC §5: inside Telegram, providers that cannot finish there are not offered.
  const providers = socialsForPlatform(configured, detectTelegramPlatform())
  const core = useCore()
  const t = useMessages()
  const select = (provider: SocialProvider) => {
    core.store.events.send({ type: 'track', event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
    if (provider === 'farcaster') core.store.router.push('ConnectingFarcaster')
    else startSocialSignIn(core, provider)
  }
  return (
    <div className="gw-socials">
      {providers.map((provider) => {
        const name = t(SOCIAL_PROVIDER_MESSAGES[provider])
        return (
          <button
            key={provider}
            type="button"
            className="gw-secondary"
            aria-label={t('social', { provider: name })}
            onClick={() => select(provider)}
          >
            {name}
          </button>
        )
      })}
    </div>
  )
}
