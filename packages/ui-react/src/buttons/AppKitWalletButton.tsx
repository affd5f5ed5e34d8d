import type { ChainNamespace } from '@gangway/common'
import type { Connector, SocialProvider } from '@gangway/core'
import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../components/WalletImage.js'
import { useCore } from '../context.js'
import { useActiveAccount } from '../hooks/use-active-account.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { usePartMessages } from '../message-parts.js'
import { buttonMessages } from './button-messages.js'
import { PRELOAD_ON_INTENT } from './intent.js'
import { useButtonStyles } from './use-button-styles.js'
import { openWalletTarget, preloadSocialSignIn } from './wallet-button-action.js'
import { walletButtonMessages } from './wallet-button-messages.js'
import { resolveWalletButtonTarget } from './wallet-button-target.js'

export interface AppKitWalletButtonProps {
  /**
   * The wallet, as AppKit's wallet button names it: a wallet of this browser by name, id or rdns ('metamask',
   * 'io.metamask'), 'walletConnect', or a social provider ('google', 'github', 'apple', 'facebook', 'x',
   * 'discord', 'farcaster').
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

function preloadOnIntent(social: boolean) {
  if (!social) return PRELOAD_ON_INTENT
  const preload = () => {
    PRELOAD_ON_INTENT.onFocus()
    // A failed load is said when the click needs it (ConnectingSocial offers Try again).
    preloadSocialSignIn().catch(() => undefined)
  }
  return { onPointerEnter: preload, onFocus: preload }
}

/**
 * One wallet's button (AppKit's `<appkit-wallet-button>`): its icon and name; a click opens the modal on that
 * wallet's step. It waits with 'Connecting...' while that wallet is asked; a wallet the page does not have (yet)
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
  const target = resolveWalletButtonTarget(wallet, connectors as readonly Connector[], namespace)
  const connector = target.kind === 'connector' ? target.connector : undefined
  const loading = Boolean(connector) && status === 'connecting' && connectingWallet?.id === connector?.id

  const onClick = () => {
    // Connected, the modal shows the account, as the other buttons do.
    if (isConnected) {
      void core.open({ namespace })
      return
    }
    if (loading && core.isOpen()) return
    // The live connectors, not the snapshot: a connector keeps its provider reference there.
    openWalletTarget(
      core,
      resolveWalletButtonTarget(wallet, core.store.connectors.state.connectors, namespace),
      namespace,
    )
  }

  const name =
    target.kind === 'social'
      ? tWallet(SOCIAL_NAMES[target.provider])
      : (connector?.name ?? t('connectWallet'))
  return (
    <button
      type="button"
      className="gw-btn"
      {...theme}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...preloadOnIntent(target.kind === 'social')}
    >
      {loading ? (
        <span className="gw-btn-spinner" aria-hidden="true" />
      ) : (
        connector && (
          <WalletImage
            src={connectorImages?.[connector.id] ?? connector.imageUrl ?? connector.info?.icon}
            className="gw-btn-network-icon"
          />
        )
      )}
      {loading ? t('connecting') : name}
    </button>
  )
}
