import { useSnapshot } from 'valtio/react'
import { WalletImage } from '../../components/WalletImage.js'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { safeDownloadLinks } from './download-links.js'

/**
 * A directory or custom wallet that is not installed: its links to get or open it. Links come from
 * the directory and are untrusted, so only safe ones are rendered, as real links in a new tab.
 */
export function Downloads() {
  const core = useCore()
  const t = useMessages()
  const { data } = useSnapshot(core.store.router.state)
  const wallet = data?.wallet
  if (!wallet) return <p className="gw-muted">{t('viewUnavailable')}</p>

  const links = safeDownloadLinks(wallet)
  const imageUrl =
    wallet.image_url ??
    (wallet.image_id ? core.store.directory.getWalletImageUrl(wallet.image_id) : undefined)
  return (
    <div className="gw-stack">
      <div className="gw-center">
        <WalletImage src={imageUrl} className="gw-wallet-icon gw-wallet-icon--l" />
      </div>
      {links.length > 0 ? (
        <ul className="gw-list" aria-label={t('downloadLinks', { name: wallet.name })}>
          {links.map((link) => (
            <li key={link.url}>
              <a className="gw-item gw-link" href={link.url} target="_blank" rel="noopener noreferrer">
                <span className="gw-item-name">{t(link.message, { name: wallet.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="gw-empty">{t('noSafeLink', { name: wallet.name })}</p>
      )}
    </div>
  )
}
