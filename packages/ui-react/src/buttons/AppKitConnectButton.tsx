import type { ChainNamespace } from '@gangway/common'
import { useCore } from '../context.js'
import { usePartMessages } from '../message-parts.js'
import { buttonMessages } from './button-messages.js'
import { useIsConnecting } from '../hooks/use-active-account.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { classNames } from './class-names.js'
import { PRELOAD_ON_INTENT } from './intent.js'
import { useButtonStyles } from './use-button-styles.js'

export interface AppKitConnectButtonProps {
  size?: 'md' | 'sm'
  /** Default 'Connect Wallet'. */
  label?: string
  /** Shown while a connection is made or restored; default 'Connecting...'. */
  loadingLabel?: string
  namespace?: ChainNamespace
  disabled?: boolean
}

/** Opens the modal on Connect. */
export function AppKitConnectButton({
  size = 'md',
  label,
  loadingLabel,
  namespace,
  disabled,
}: AppKitConnectButtonProps) {
  useButtonStyles()
  const core = useCore()
  const t = usePartMessages(buttonMessages)
  const theme = useThemeAttributes()
  const loading = useIsConnecting(namespace)
  const onClick = () => {
    // While a wallet is being asked, reopening on Connect would hide its Connecting view.
    if (loading && core.isOpen()) return
    // No view named: SPEC §2 picks it (Connect, or the QR code when the host has no adapter).
    void core.open({ namespace })
  }
  return (
    <button
      type="button"
      className={classNames('gw-btn', 'gw-btn--primary', size === 'sm' && 'gw-btn--sm')}
      {...theme}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...PRELOAD_ON_INTENT}
    >
      {loading && <span className="gw-btn-spinner" aria-hidden="true" />}
      {loading ? (loadingLabel ?? t('connecting')) : (label ?? t('connectWallet'))}
    </button>
  )
}
