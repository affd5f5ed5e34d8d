import { WalletImage } from '../components/WalletImage.js'
import { useCore } from '../context.js'
import { usePartMessages } from '../message-parts.js'
import { buttonMessages } from './button-messages.js'
import { ButtonText } from './ButtonText.js'
import { useNetworkImage } from '../hooks/use-network-image.js'
import { useActiveAccount } from '../hooks/use-active-account.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { PRELOAD_ON_INTENT } from './intent.js'
import { useButtonStyles } from './use-button-styles.js'

export interface AppKitNetworkButtonProps {
  disabled?: boolean
  /** Shown when there is no active network. */
  label?: string
}

/** The active network; opens Networks. */
export function AppKitNetworkButton({ disabled, label }: AppKitNetworkButtonProps) {
  useButtonStyles()
  const core = useCore()
  const networkImage = useNetworkImage({ fromServices: false })
  const t = usePartMessages(buttonMessages)
  const theme = useThemeAttributes()
  const { network, isConnected } = useActiveAccount()
  const fallbackKey = isConnected ? 'unknownNetwork' : 'selectNetwork'
  const text = network?.name ?? label ?? t(fallbackKey)
  // A network's name is data and a host's label its own: only the catalogue's text waits for the locale.
  const catalogueKeys = network?.name === undefined && label === undefined ? [fallbackKey] : undefined
  return (
    <button
      type="button"
      className="gw-btn"
      {...theme}
      disabled={disabled}
      onClick={() => void core.open({ view: 'Networks' })}
      {...PRELOAD_ON_INTENT}
    >
      {network && <WalletImage src={networkImage(network)} className="gw-btn-network-icon" />}
      <ButtonText catalogueKeys={catalogueKeys}>{text}</ButtonText>
    </button>
  )
}
