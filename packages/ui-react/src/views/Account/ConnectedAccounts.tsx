import { ADDRESS_DISPLAY, type ChainNamespace, truncateAddress } from '@gangway/common'
import { useId } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { useMessages } from '../../use-messages.js'
import { useActivateNamespace } from '../../hooks/use-activate-namespace.js'
import { useDisconnect } from '../../hooks/use-disconnect.js'
import type { ConnectedAccount } from '../../hooks/use-namespaces.js'
import { NAMESPACE_MESSAGES } from '../../messages.js'

export interface ConnectedAccountsProps {
  accounts: readonly ConnectedAccount[]
  activeNamespace: ChainNamespace | undefined
  /** A namespace was disconnected: its controls are gone, so focus needs a new home. */
  onDisconnected(): void
}

/**
 * Every connected namespace's account (namespace name, truncated address). Picking one makes it active;
 * each has a Disconnect naming its namespace, which ends that session only (SPEC §4 per chain).
 */
export function ConnectedAccounts({ accounts, activeNamespace, onDisconnected }: ConnectedAccountsProps) {
  const t = useMessages()
  const headingId = useId()
  const disconnect = useDisconnect()
  const activateNamespace = useActivateNamespace()

  const disconnectNamespace = async (namespace: ChainNamespace) => {
    if (await disconnect(namespace)) onDisconnected()
  }

  return (
    <section className="gw-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="gw-label gw-section-title">
        {t('connectedAccounts')}
      </h3>
      <ul className="gw-list">
        {accounts.map(({ namespace, address }) => {
          const name = t(NAMESPACE_MESSAGES[namespace])
          return (
            <li key={namespace} className="gw-account-row">
              <button
                type="button"
                className="gw-item"
                aria-current={namespace === activeNamespace ? 'true' : undefined}
                onClick={() => void activateNamespace(namespace)}
              >
                <Avatar address={address} className="gw-network-icon" />
                <span className="gw-item-name">{name}</span>
                <span className="gw-muted">
                  {truncateAddress(address, ADDRESS_DISPLAY.charsStart, ADDRESS_DISPLAY.charsEnd)}
                </span>
              </button>
              <button
                type="button"
                className="gw-secondary gw-secondary--s"
                onClick={() => void disconnectNamespace(namespace)}
              >
                {t('disconnectNamespace', { namespace: name })}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
