import type { LinkPlatform, ListedWallet, WalletLink } from '@gangway/core'
import type { Snapshot } from 'valtio'
import { useCore } from '../../context.js'
import { useMessages } from '../../use-messages.js'
import { usePartMessages } from '../../message-parts.js'
import { walletConnectMessages } from '../walletconnect-messages.js'
import type { MessageKey } from '../../messages.js'

export interface WalletLinksProps {
  wallet: Snapshot<ListedWallet>
  /** Core's safe links carrying the pairing URI (`walletConnectLinks`); none before the URI arrives. */
  links: Partial<Record<LinkPlatform, WalletLink>>
  mobile: boolean
}

const MESSAGES: Record<LinkPlatform, MessageKey> = {
  mobile: 'openMobileApp',
  desktop: 'openDesktopApp',
  web: 'openWebApp',
}

/**
 * The wallet's own ways to take the pairing, as real links: its app on this kind of device and its web
 * app (in a new tab); and Get {name} for visitors who do not have it yet.
 */
export function WalletLinks({ wallet, links, mobile }: WalletLinksProps) {
  const core = useCore()
  const t = useMessages()
  const tPart = usePartMessages(walletConnectMessages)
  const platforms: LinkPlatform[] = [mobile ? 'mobile' : 'desktop', 'web']
  const shown = platforms.flatMap((platform) => {
    const link = links[platform]
    return link ? [{ platform, link }] : []
  })
  return (
    <>
      {shown.length > 0 && (
        <ul className="gw-list" aria-label={tPart('walletLinks', { name: wallet.name })}>
          {shown.map(({ platform, link }) => (
            <li key={platform}>
              <a
                className="gw-item gw-link"
                href={link.redirect}
                {...(platform === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className="gw-item-name">{t(MESSAGES[platform], { name: wallet.name })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="gw-secondary"
        onClick={() => core.store.router.push('Downloads', { wallet: { ...wallet } })}
      >
        {t('downloadsTitle', { name: wallet.name })}
      </button>
    </>
  )
}
