import type { ChainNamespace } from '@gangway/common'
import { useActiveAccount } from '../hooks/use-active-account.js'
import { AppKitAccountButton } from './AppKitAccountButton.js'
import { AppKitConnectButton } from './AppKitConnectButton.js'

export interface AppKitButtonProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  charsStart?: number
  charsEnd?: number
  namespace?: ChainNamespace
}

/** `<appkit-button>`: Connect while disconnected, the account once connected. */
export function AppKitButton({
  size,
  label,
  loadingLabel,
  disabled,
  balance,
  charsStart,
  charsEnd,
  namespace,
}: AppKitButtonProps) {
  const { isConnected } = useActiveAccount(namespace)
  if (isConnected) {
    return (
      <AppKitAccountButton
        disabled={disabled}
        balance={balance}
        charsStart={charsStart}
        charsEnd={charsEnd}
        namespace={namespace}
      />
    )
  }
  return (
    <AppKitConnectButton
      size={size}
      label={label}
      loadingLabel={loadingLabel}
      namespace={namespace}
      disabled={disabled}
    />
  )
}
