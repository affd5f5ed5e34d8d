import { getConnectMethodsOrder } from '@gangway/core'
import type { ConnectMethod, SocialProvider } from '@gangway/core'
import { Fragment, type FormEvent, type ReactNode, useId } from 'react'
import { useSnapshot } from 'valtio/react'
import { isInstalled, toWalletEntries } from '../../components/wallet-entries.js'
import { WalletList } from '../../components/WalletList.js'
import { useCore, useMessages } from '../../context.js'
import { useSelectWallet } from '../../hooks/use-connect-wallet.js'
import { SOCIAL_PROVIDER_MESSAGES } from '../../messages.js'
import { useShowAllWallets } from './use-show-all-wallets.js'

/** The first view: e-mail, social and wallet sign-in, in core's order (SPEC §2). */
export function Connect() {
  const core = useCore()
  const t = useMessages()
  const options = useSnapshot(core.store.options.state)
  const { connectors } = useSnapshot(core.store.connectors.state)
  // E-mail and social sign-in run in the secure frame: without that service they are hidden, not broken.
  const signInAvailable = Boolean(options.services?.secureSiteUrl)
  const socials = (signInAvailable && options.features.socials) || []
  const methods = getConnectMethodsOrder({
    order: options.features.connectMethodsOrder,
    hasBrowserWallet: connectors.some(isInstalled),
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

/** Sign-in flows arrive in a later issue: until then the controls say so instead of pretending. */
function useComingSoon(): () => void {
  const core = useCore()
  const t = useMessages()
  return () => core.store.snack.show(t('comingSoon'), 'svg')
}

function EmailForm() {
  const t = useMessages()
  const id = useId()
  const comingSoon = useComingSoon()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    comingSoon()
  }
  return (
    <form className="gw-stack" onSubmit={onSubmit} noValidate>
      <div className="gw-field">
        <label className="gw-label" htmlFor={id}>
          {t('emailLabel')}
        </label>
        <input id={id} className="gw-input" type="email" name="email" autoComplete="email" />
      </div>
      <button type="submit" className="gw-secondary">
        {t('email')}
      </button>
    </form>
  )
}

function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useMessages()
  const comingSoon = useComingSoon()
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
            onClick={comingSoon}
          >
            {name}
          </button>
        )
      })}
    </div>
  )
}

function WalletSection() {
  const core = useCore()
  const t = useMessages()
  const { connectors } = useSnapshot(core.store.connectors.state)
  const { connectorImages } = useSnapshot(core.store.options.state)
  const selectWallet = useSelectWallet()
  const showAllWallets = useShowAllWallets()
  const recentIds = new Set(core.store.storage.getRecentWallets().map(({ id }) => id))
  const entries = toWalletEntries(connectors, { recentIds, connectorImages })
  const openAllWallets = () => {
    core.store.events.send({ type: 'track', event: 'CLICK_ALL_WALLETS' })
    core.store.router.push('AllWallets')
  }
  return (
    <div className="gw-stack">
      {entries.length > 0 ? (
        <WalletList entries={entries} onSelect={selectWallet} />
      ) : (
        <p className="gw-muted">{t('noBrowserWallet')}</p>
      )}
      {showAllWallets && (
        <button type="button" className="gw-item" onClick={openAllWallets}>
          <span className="gw-item-name">{t('allWallets')}</span>
        </button>
      )}
    </div>
  )
}
