import { toGangwayError, WALLET_LIST } from '@gangway/common'
import {
  detectTelegramPlatform,
  getConnectMethodsOrder,
  isInstalledConnector,
  isWalletConnectConnector,
  socialsForPlatform,
} from '@gangway/core'
import type { ConnectMethod, SocialProvider } from '@gangway/core'
import { Fragment, type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { limitDirectoryEntries, walletCountLabel } from '../../components/wallet-entries.js'
import { WalletList } from '../../components/WalletList.js'
import { useCore, useMessages } from '../../context.js'
import { useSelectWallet } from '../../hooks/use-connect-wallet.js'
import { useTranslateError } from '../../hooks/use-translate-error.js'
import { useWalletEntries } from '../../hooks/use-wallet-entries.js'
import { SOCIAL_PROVIDER_MESSAGES } from '../../messages.js'
import {
  preloadEmailViews,
  preloadMultiChainView,
  preloadWalletConnectViews,
} from '../../modal/view-registry.js'
import { whenSettled } from '../../modal/when-settled.js'
import { LazyNamespaceFilters } from './LazyNamespaceFilters.js'
import { useShowAllWallets } from './use-show-all-wallets.js'
import { startSocialSignIn } from '../ConnectingSocial/open-popup.js'

/** The first view: e-mail, social and wallet sign-in, in core's order (SPEC §2). */
export function Connect() {
  const core = useCore()
  const t = useMessages()
  const options = useSnapshot(core.store.options.state)
  const { connectors } = useSnapshot(core.store.connectors.state)
  // E-mail and social sign-in run in the secure frame: without that service they are hidden, not broken.
  const signInAvailable = Boolean(options.services?.secureSiteUrl)
  // SPEC §5: inside Telegram, providers that cannot finish there are not offered.
  const socials = socialsForPlatform(
    (signInAvailable && options.features.socials) || [],
    detectTelegramPlatform(),
  )
  const methods = getConnectMethodsOrder({
    order: options.features.connectMethodsOrder,
    hasBrowserWallet: connectors.some(isInstalledConnector),
    emailEnabled: signInAvailable && options.features.email,
    socialsEnabled: socials.length > 0,
  })
  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => <EmailForm />,
    social: () => <SocialButtons providers={socials} />,
    wallet: () => <WalletSection />,
  }
  return (
    <div className="gw-stack">
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            <div className="gw-separator" aria-hidden="true">
              {t('or')}
            </div>
          )}
          {sections[method]()}
        </Fragment>
      ))}
    </div>
  )
}

/** SPEC §5: a plausible address (one @, a dot in the domain, no spaces); the backend checks it fully. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * SPEC §4 e-mail login, step 1: the frame checks the device (a new one gets an approval mail) or sends the code.
 * The 30 s cooldown and any backend refusal are said under the field, which keeps what was typed.
 */
function EmailForm() {
  const core = useCore()
  const t = useMessages()
  const translateError = useTranslateError()
  const id = useId()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!EMAIL_SHAPE.test(email)) return setError(t('invalidEmail'))
    const auth = core.auth
    if (!auth || busy) return
    setBusy(true)
    setError(undefined)
    preloadEmailViews()
    try {
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

function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
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

/**
 * This browser's wallets first (in the SPEC §9 connector order), up to 4 featured or recommended
 * ones from the directory, and All Wallets with the directory's count when it is known.
 */
function WalletSection() {
  const core = useCore()
  const t = useMessages()
  const { count, error } = useSnapshot(core.store.directory.state)
  const { connectors } = useSnapshot(core.store.connectors.state)
  const selectWallet = useSelectWallet()
  const showAllWallets = useShowAllWallets()
  const entries = limitDirectoryEntries(useWalletEntries(), WALLET_LIST.recommendedCount)
  const offersWalletConnect = entries.some((entry) => entry.walletConnect)
  const offersMultiChain = connectors.some(
    (connector) => connector.type === 'MULTI_CHAIN' && !isWalletConnectConnector(connector),
  )
  // WalletConnect is one click away: its view's code and the SDK (with its relay connection) are made ready
  // now, so the click only waits for the pairing itself.
  useEffect(() => {
    if (!offersWalletConnect) return
    return whenSettled(() => {
      preloadWalletConnectViews()
      core.prepareWalletConnect()
    })
  }, [core, offersWalletConnect])
  // The same for the namespace choice of a wallet on several namespaces: picking it never waits for code.
  useEffect(() => {
    if (offersMultiChain) return whenSettled(preloadMultiChainView)
  }, [offersMultiChain])
  const openAllWallets = () => {
    core.store.events.send({ type: 'track', event: 'CLICK_ALL_WALLETS' })
    core.store.router.push('AllWallets')
  }
  return (
    <div className="gw-stack">
      <LazyNamespaceFilters />
      {!entries.some((entry) => entry.installed) && <p className="gw-muted">{t('noBrowserWallet')}</p>}
      {entries.length > 0 && <WalletList entries={entries} onSelect={selectWallet} />}
      {error && (
        <p role="status" className="gw-muted">
          {t('directoryUnavailable')}
        </p>
      )}
      {showAllWallets && (
        <button type="button" className="gw-item" onClick={openAllWallets}>
          <span className="gw-item-name">{t('allWallets')}</span>
          {count ? (
            <>
              {' '}
              <span className="gw-tag gw-tag--muted">{walletCountLabel(count, t)}</span>
            </>
          ) : null}
        </button>
      )}
    </div>
  )
}
