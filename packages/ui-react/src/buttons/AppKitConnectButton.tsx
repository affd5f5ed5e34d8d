import type { ChainNamespace } from '@gangway/common'
import { useCore } from '../context.js'
import { usePartMessages } from '../message-parts.js'
import { buttonMessages } from './button-messages.js'
import { ButtonText } from './ButtonText.js'
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

// The catalogue keys of the default labels: a host's own label shows at once, the catalogue's waits for the locale.
const CONNECTING = ['connecting'] as const
const CONNECT_WALLET = ['connectWallet'] as const

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
      {loading ? (
        <ButtonText catalogueKeys={loadingLabel === undefined ? CONNECTING : undefined}>
          {loadingLabel ?? t('connecting')}
        </ButtonText>
      ) : (
        <ButtonText catalogueKeys={label === undefined ? CONNECT_WALLET : undefined}>
          {label ?? t('connectWallet')}
        </ButtonText>
      )}
    </button>
  )
}
