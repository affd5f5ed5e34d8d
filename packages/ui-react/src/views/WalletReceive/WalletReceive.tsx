import { ADDRESS_DISPLAY, truncateAddress } from '@gangway/common'
import { useId } from 'react'
import { useSnapshot } from 'valtio/react'
import { Avatar } from '../../components/Avatar.js'
import { CopyIcon } from '../../components/icons.js'
import { safeImageUrl } from '../../components/safe-image-url.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { receiveMessages } from '../receive-messages.js'
import { useNetworkImage } from '../../hooks/use-network-image.js'
import { useActiveAccount } from '../../hooks/use-active-account.js'
import { AddressQr } from './AddressQr.js'
import { useSendPartStyles } from '../../theme/part-styles.js'

/**
 * WalletReceive: the active account's address as a QR code and as text with Copy, and the networks it can be
 * used on (the configured networks of the active namespace).
 */
export function WalletReceive() {
  useSendPartStyles()
  const core = useCore()
  const networkImage = useNetworkImage()
  const t = useMessages()
  const tPart = usePartMessages(receiveMessages)
  const networksId = useId()
  const { namespace, account, network } = useActiveAccount()
  const chain = useSnapshot(core.store.chain.state)
  const address = account?.address
  if (!address || !namespace) {
    return <p className="gw-empty">{tPart('receiveNotConnected')}</p>
  }
  const networks = chain.chains[namespace]?.caipNetworks ?? []
  const name = account.profileName

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
    <div className="gw-center gw-receive">
      <div className="gw-receive-identity">
        {safeImageUrl(account.profileImage) ? (
          <WalletImage src={account.profileImage} className="gw-receive-avatar" />
        ) : (
          <Avatar address={address} className="gw-receive-avatar" />
        )}
        <span className="gw-ellipsis gw-token-name" title={name ?? address}>
          {name ?? truncateAddress(address, ADDRESS_DISPLAY.charsStart, ADDRESS_DISPLAY.charsEnd)}
        </span>
      </div>
      <AddressQr
        address={address}
        label={tPart('receiveQrCode', { address })}
        logoUrl={networkImage(network)}
      />
      <div className="gw-stack gw-full-width">
        <p className="gw-receive-address">
          <span className="gw-label">{tPart('receiveAddress')}</span>
          <code>{address}</code>
        </p>
        <button type="button" className="gw-secondary gw-copy-link" onClick={() => void copyAddress()}>
          <CopyIcon />
          {t('copyAddress')}
        </button>
      </div>
      {networks.length > 0 && (
        <section className="gw-stack gw-full-width" aria-labelledby={networksId}>
          <h3 id={networksId} className="gw-label gw-receive-heading">
            {tPart('receiveNetworks')}
          </h3>
          <ul className="gw-receive-networks">
            {networks.map((item) => (
              <li key={item.caipNetworkId} className="gw-receive-network">
                <WalletImage src={networkImage(item)} className="gw-network-icon" />
                <span className="gw-ellipsis" title={item.name}>
                  {item.name}
                </span>
              </li>
            ))}
          </ul>
          <p className="gw-muted gw-receive-hint">{tPart('receiveNetworksHint')}</p>
        </section>
      )}
    </div>
  )
}
