import { WALLET_LIST } from '@gangway/common'
import { getConnectMethodsOrder, isInstalledConnector, isWalletConnectConnector } from '@gangway/core'
import type { ConnectMethod } from '@gangway/core'
import { Fragment, type ReactNode, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { limitDirectoryEntries, walletCountLabel } from '../../components/wallet-entries.js'
import { WalletList } from '../../components/WalletList.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { useSelectWallet } from '../../hooks/use-connect-wallet.js'
import { useWalletEntries } from '../../hooks/use-wallet-entries.js'
import { useWalletConnectIntent } from '../../hooks/use-walletconnect-intent.js'
import { renderLazyView } from '../../modal/lazy-view.js'
import { emailFormPart, socialButtonsPart } from '../../modal/sign-in-parts.js'
import { preloadMultiChainView, preloadWalletConnectViews } from '../../modal/lazy-views/connecting.js'
import { whenSettled } from '../../modal/when-settled.js'
import { LazyNamespaceFilters } from './LazyNamespaceFilters.js'
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
    hasBrowserWallet: connectors.some(isInstalledConnector),
    emailEnabled: signInAvailable && options.features.email,
    socialsEnabled: socials.length > 0,
  })
  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => renderLazyView(emailFormPart, {}),
    social: () => renderLazyView(socialButtonsPart, { providers: socials }),
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
  // WalletConnect is one click away: its view's code loads now; the SDK and its relay socket wait for the
  // visitor to point at a row that pairs over it (useWalletConnectIntent).
  useEffect(() => {
    if (offersWalletConnect) return whenSettled(preloadWalletConnectViews)
  }, [offersWalletConnect])
  const prepareOnIntent = useWalletConnectIntent()
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
      {entries.length > 0 && (
        <WalletList entries={entries} onSelect={selectWallet} onIntent={prepareOnIntent} />
      )}
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
