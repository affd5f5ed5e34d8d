import {
  ADDRESS_DISPLAY,
  type ChainNamespace,
  formatBalance,
  localizeDecimal,
  truncateAddress,
} from '@gangway/common/start'
import { useSnapshot } from 'valtio/react'
import { Avatar } from '../components/Avatar.js'
import { useCore } from '../context.js'
import { useActiveAccount } from '../hooks/use-active-account.js'
import { useThemeAttributes } from '../hooks/use-theme.js'
import { classNames } from './class-names.js'
import { PRELOAD_ON_INTENT } from './intent.js'
import { useButtonStyles } from './use-button-styles.js'

export interface AppKitAccountButtonProps {
  disabled?: boolean
  /** 'hide' leaves the native balance out. */
  balance?: 'show' | 'hide'
  charsStart?: number
  charsEnd?: number
  namespace?: ChainNamespace
}

/** The connected account (avatar, balance, truncated address); opens Account. Nothing when disconnected. */
export function AppKitAccountButton({
  disabled,
  balance = 'show',
  charsStart = ADDRESS_DISPLAY.charsStart,
  charsEnd = ADDRESS_DISPLAY.charsEnd,
  namespace,
}: AppKitAccountButtonProps) {
  useButtonStyles()
  const core = useCore()
  const theme = useThemeAttributes()
  const { account } = useActiveAccount(namespace)
  // Read here rather than through i18n/use-locale.js, which would pull the locale catalogue into start-up.
  const { locale } = useSnapshot(core.store.options.state)
  const address = account?.address
  if (!address) return null
  const truncated = truncateAddress(address, charsStart, charsEnd)
  const showBalance = balance !== 'hide' && !account.balanceLoading && account.balance !== undefined
  return (
    <button
      type="button"
      className={classNames('gw-btn', 'gw-btn--account')}
      {...theme}
      disabled={disabled}
      onClick={() => void core.open({ view: 'Account', namespace })}
      {...PRELOAD_ON_INTENT}
    >
      <Avatar address={address} className="gw-btn-avatar" />
      {showBalance && (
        <span className="gw-btn-balance">
          {[localizeDecimal(formatBalance(account.balance ?? ''), locale), account.balanceSymbol]
            .filter(Boolean)
            .join(' ')}
        </span>
      )}
      {account.profileName ? (
        <span className="gw-btn-address">
          {account.profileName}
          <span className="gw-visually-hidden"> {truncated}</span>
        </span>
      ) : (
        <span className="gw-btn-address">{truncated}</span>
      )}
    </button>
  )
}
