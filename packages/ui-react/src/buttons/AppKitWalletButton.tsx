import type { ChainNamespace } from '@gangway/common'
import type { Connector, ListedWallet, SocialProvider } from '@gangway/core'
import { useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../components/WalletImage.js'
import { useCore } from '../context.js'
import { useActiveAccount } from '../hooks/use-active-account.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { usePartMessages } from '../message-parts.js'
import { buttonMessages } from './button-messages.js'
import { ButtonText } from './ButtonText.js'
import { PRELOAD_ON_INTENT } from './intent.js'
import { useButtonStyles } from './use-button-styles.js'
import { openWalletTarget, preloadSocialSignIn } from './wallet-button-action.js'
import { walletButtonMessages } from './wallet-button-messages.js'
import { useDirectoryWallet } from './use-directory-wallet.js'
import { resolveWalletButtonTarget } from './wallet-button-target.js'

export interface AppKitWalletButtonProps {
  /**
   * The wallet, as AppKit's wallet button names it: a wallet by name, directory id or rdns ('metamask',
   * 'io.metamask'), 'walletConnect', or a social provider ('google', 'github', 'apple', 'facebook', 'x',
   * 'discord', 'farcaster'). A wallet this browser does not have is looked up in the wallet directory.
   */
  wallet?: string
  namespace?: ChainNamespace
  disabled?: boolean
}

const SOCIAL_NAMES: Record<SocialProvider, keyof typeof walletButtonMessages> = {
  google: 'walletButtonGoogle',
  github: 'walletButtonGithub',
  apple: 'walletButtonApple',
  facebook: 'walletButtonFacebook',
  x: 'walletButtonX',
  discord: 'walletButtonDiscord',
  farcaster: 'walletButtonFarcaster',
}

/** The first sign of intent loads the modal, a social provider's sign-in starter, and runs `also`. */
function onIntent(social: boolean, also: () => void) {
  const prepare = () => {
    PRELOAD_ON_INTENT.onFocus()
    // A failed load is said when the click needs it (ConnectingSocial offers Try again).
    if (social) preloadSocialSignIn().catch(() => undefined)
    also()
  }
  return { onPointerEnter: prepare, onFocus: prepare }
}

/**
 * One wallet's button (AppKit's `<appkit-wallet-button>`): its icon and name; a click opens the modal on that
 * wallet's step. It waits with 'Connecting...' while that wallet is asked. A wallet the page does not have is
 * looked up in the wallet directory (when the page is idle, or at the first intent) and then shows that wallet
 * and opens its WalletConnect pairing; until found, or when the directory has no such wallet for this host, it
 * shows 'Connect Wallet' and opens Connect.
 */
export function AppKitWalletButton({ wallet = '', namespace, disabled }: AppKitWalletButtonProps) {
  useButtonStyles()
  const core = useCore()
  const t = usePartMessages(buttonMessages)
  const tWallet = usePartMessages(walletButtonMessages)
  const theme = useThemeAttributes()
  const { connectors } = useSnapshot(core.store.connectors.state)
  const { status, connectingWallet } = useSnapshot(core.store.connection.state)
  const { connectorImages } = useSnapshot(core.store.options.state)
  const { isConnected } = useActiveAccount(namespace)
  const found = resolveWalletButtonTarget(wallet, connectors as readonly Connector[], namespace)
  const directory = useDirectoryWallet(wallet, namespace, found.kind === 'none')
  const [waiting, setWaiting] = useState(false)
  const target = directory.wallet ? ({ kind: 'directory', wallet: directory.wallet } as const) : found
  const connector = target.kind === 'connector' ? target.connector : undefined
  const listed = target.kind === 'directory' ? target.wallet : undefined
  const loading = Boolean(connector) && status === 'connecting' && connectingWallet?.id === connector?.id

  // The live connectors, not the snapshot: a connector keeps its provider reference there.
  const open = (directoryWallet: ListedWallet | undefined) =>
    openWalletTarget(
      core,
      resolveWalletButtonTarget(wallet, core.store.connectors.state.connectors, namespace, directoryWallet),
      namespace,
    )

  const onClick = () => {
    // Connected, the modal shows the account, as the other buttons do.
    if (isConnected) {
      void core.open({ namespace })
      return
    }
    if ((loading && core.isOpen()) || waiting) return
    if (target.kind !== 'none' || !directory.active) {
      open(listed)
      return
    }
    // Clicked before the directory answered: the click waits for it, and opens Connect if it fails or is slow.
    setWaiting(true)
    void directory.answer().then((answer) => {
      setWaiting(false)
      open(answer)
    })
  }

  const name =
    target.kind === 'social'
      ? tWallet(SOCIAL_NAMES[target.provider])
      : (connector?.name ?? listed?.name ?? t('connectWallet'))
  const nameKeys =
    target.kind === 'social' ? [SOCIAL_NAMES[target.provider]] : connector || listed ? [] : ['connectWallet']
  const imageUrl = connector
    ? (connectorImages?.[connector.id] ?? connector.imageUrl ?? connector.info?.icon)
    : listed && directoryImageUrl(listed, (id) => core.store.directory.getWalletImageUrl(id))
  const busy = loading || waiting
  return (
    <button
      type="button"
      className="gw-btn"
      {...theme}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      {...onIntent(target.kind === 'social', directory.prepare)}
    >
      {busy ? (
        <span className="gw-btn-spinner" aria-hidden="true" />
      ) : (
        (connector || listed) && <WalletImage src={imageUrl} className="gw-btn-network-icon" />
      )}
      {loading ? (
        <ButtonText catalogueKeys={CONNECTING_KEYS}>{t('connecting')}</ButtonText>
      ) : (
        <ButtonText catalogueKeys={nameKeys}>{name}</ButtonText>
      )}
    </button>
  )
}

const CONNECTING_KEYS = ['connecting'] as const

/** A directory wallet's image: the host's own URL for a custom wallet, else the directory's. */
function directoryImageUrl(
  wallet: ListedWallet,
  fromDirectory: (imageId: string) => string | undefined,
): string | undefined {
  return wallet.image_url ?? (wallet.image_id ? fromDirectory(wallet.image_id) : undefined)
}
