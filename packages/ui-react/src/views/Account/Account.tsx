import { ADDRESS_DISPLAY, formatBalance, truncateAddress } from '@gangway/common'
import { Avatar } from '../../components/Avatar.js'
import { CopyIcon } from '../../components/icons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore, useMessages } from '../../context.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { useDisconnect } from '../../hooks/use-disconnect.js'

/** The connected account: address, native balance, network and disconnect. */
export function Account() {
  const core = useCore()
  const t = useMessages()
  const disconnect = useDisconnect()
  const { account, network } = useActiveAccount()
  const address = account?.address
  if (!address) return null

  const copyAddress = async () => {
    try {
      if (!globalThis.navigator?.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(address)
      core.store.snack.show(t('copied'), 'success')
    } catch {
      core.store.snack.show(t('copyFailed'), 'error')
    }
  }

  return (
    <div className="gw-center">
      <Avatar address={address} className="gw-avatar" />
      <div className="gw-address-row">
        <p className="gw-heading">
          {account.profileName ??
            truncateAddress(address, ADDRESS_DISPLAY.charsStart, ADDRESS_DISPLAY.charsEnd)}
        </p>
        <button type="button" className="gw-icon-btn" aria-label={t('copyAddress')} onClick={copyAddress}>
          <CopyIcon />
        </button>
      </div>
      <Balance balance={account.balance} symbol={account.balanceSymbol} loading={account.balanceLoading} />
      <div className="gw-stack" style={{ width: '100%' }}>
        <button type="button" className="gw-item" onClick={() => core.store.router.push('Networks')}>
          <WalletImage src={network?.assets?.imageUrl} className="gw-network-icon" />
          <span className="gw-item-name">{network?.name ?? t('unknownNetwork')}</span>
        </button>
        <button type="button" className="gw-secondary" onClick={disconnect}>
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}

function Balance({ balance, symbol, loading }: { balance?: string; symbol?: string; loading?: boolean }) {
  const t = useMessages()
  if (loading) {
    return (
      <span className="gw-skeleton" aria-busy="true">
        <span className="gw-visually-hidden">{t('balanceLoading')}</span>
      </span>
    )
  }
  if (balance === undefined) return null
  return <p className="gw-muted">{[formatBalance(balance), symbol].filter(Boolean).join(' ')}</p>
}
