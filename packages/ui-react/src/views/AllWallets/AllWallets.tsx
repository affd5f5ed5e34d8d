import { useId, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { filterWalletEntries, toWalletEntries } from '../../components/wallet-entries.js'
import { WalletList } from '../../components/WalletList.js'
import { useCore, useMessages } from '../../context.js'
import { useSelectWallet } from '../../hooks/use-connect-wallet.js'

/**
 * Every wallet the modal knows, searchable by name. Today these are the browser's wallets; the
 * wallet directory adds its listings to the same entries later.
 */
export function AllWallets() {
  const core = useCore()
  const t = useMessages()
  const id = useId()
  const [query, setQuery] = useState('')
  const { connectors } = useSnapshot(core.store.connectors.state)
  const { connectorImages } = useSnapshot(core.store.options.state)
  const selectWallet = useSelectWallet()
  const recentIds = new Set(core.store.storage.getRecentWallets().map((wallet) => wallet.id))
  const entries = filterWalletEntries(toWalletEntries(connectors, { recentIds, connectorImages }), query)
  return (
    <div className="gw-stack">
      <label className="gw-visually-hidden" htmlFor={id}>
        {t('searchWallet')}
      </label>
      <input
        id={id}
        className="gw-input"
        type="search"
        placeholder={t('searchWallet')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {entries.length > 0 ? (
        <WalletList entries={entries} onSelect={selectWallet} />
      ) : (
        <p className="gw-empty">{t('noWalletFound')}</p>
      )}
    </div>
  )
}
