import { inAppBrowserLink, type ListedWallet, walletConnectLinks } from '@gangway/core'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { WalletConnectPairing } from '../../components/WalletConnectPairing.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { walletConnectMessages } from '../walletconnect-messages.js'
import { useRedirectOnce, useWalletConnectPairing } from '../../hooks/use-walletconnect-pairing.js'
import { WalletLinks } from './WalletLinks.js'

/**
 * A WalletConnect pairing: the WalletConnect entry (any wallet scans the code) or a directory or custom
 * wallet, whose own links carry the URI too. On mobile the wallet's app opens by itself once per code,
 * and on Solana a wallet with an in-app browser opens this page there instead of pairing (SPEC §2).
 */
export function ConnectingWalletConnect() {
  const core = useCore()
  const { data } = useSnapshot(core.store.router.state)
  const { uri } = useSnapshot(core.store.walletConnect.state)
  const { connectorImages } = useSnapshot(core.store.options.state)
  const wallet = data?.wallet
  const mobile = core.isMobile()
  const inAppLink =
    mobile && wallet
      ? inAppBrowserLink(wallet, core.getActiveChainNamespace(), window.location.href)
      : undefined
  useWalletConnectPairing(!inAppLink)
  const links = wallet && uri ? walletConnectLinks(wallet, uri) : {}
  useRedirectOnce(inAppLink ?? (mobile ? links.mobile?.redirect : undefined))

  if (wallet && inAppLink) return <InAppBrowser name={wallet.name} href={inAppLink} />
  const connector = data?.connector
  const logoUrl = wallet
    ? listedWalletImage(wallet, (id) => core.store.directory.getWalletImageUrl(id))
    : connector && (connectorImages?.[connector.id] ?? connector.imageUrl ?? connector.info?.icon)
  return (
    <div className="gw-stack">
      <WalletConnectPairing name={wallet?.name} logoUrl={logoUrl} />
      {wallet && <WalletLinks wallet={wallet} links={links} mobile={mobile} />}
    </div>
  )
}

function listedWalletImage(
  wallet: Snapshot<ListedWallet>,
  directoryImage: (imageId: string) => string | undefined,
): string | undefined {
  return wallet.image_url ?? (wallet.image_id ? directoryImage(wallet.image_id) : undefined)
}

/** Shown while the page leaves for the wallet's browser, and the way there should the redirect be blocked. */
function InAppBrowser({ name, href }: { name: string; href: string }) {
  const t = useMessages()
  const tPart = usePartMessages(walletConnectMessages)
  return (
    <div className="gw-center">
      <p className="gw-heading">{t('continueIn', { name })}</p>
      <a className="gw-secondary gw-link gw-link-button" href={href}>
        {tPart('openInAppBrowser', { name })}
      </a>
    </div>
  )
}
