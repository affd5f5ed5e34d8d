import { useId } from 'react'
import { useMessages } from '../context.js'
import { WalletConnectMark } from './icons.js'
import type { WalletEntry } from './wallet-entries.js'
import { WalletImage } from './WalletImage.js'

export interface WalletListProps {
  entries: readonly WalletEntry[]
  onSelect(entry: WalletEntry): void
}

/** A short list of wallet buttons (Connect); All Wallets uses the virtualized list. */
export function WalletList({ entries, onSelect }: WalletListProps) {
  const t = useMessages()
  return (
    <ul className="gw-list" aria-label={t('walletsList')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <WalletButton entry={entry} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A button named by the wallet alone; the Installed / Recent tags are its description. Names come
 * from wallets and the directory: rendered as text, cut with an ellipsis when long (the accessible
 * name and the tooltip keep all of it).
 */
export function WalletButton({
  entry,
  onSelect,
}: {
  entry: WalletEntry
  onSelect(entry: WalletEntry): void
}) {
  const t = useMessages()
  const id = useId()
  const tags = [
    entry.installed && { key: 'installed', label: t('installed'), className: 'gw-tag' },
    entry.recent && { key: 'recent', label: t('recent'), className: 'gw-tag gw-tag--muted' },
  ].filter((tag) => tag !== false)
  return (
    <button
      type="button"
      className="gw-item"
      aria-labelledby={`${id}-name`}
      aria-describedby={tags.length ? tags.map((tag) => `${id}-${tag.key}`).join(' ') : undefined}
      onClick={() => onSelect(entry)}
    >
      {entry.walletConnect && !entry.imageUrl ? (
        <WalletConnectMark className="gw-wallet-icon" />
      ) : (
        <WalletImage src={entry.imageUrl} className="gw-wallet-icon" />
      )}
      <span id={`${id}-name`} className="gw-item-name" title={entry.name}>
        {entry.name}
      </span>
      {tags.map((tag) => (
        <span key={tag.key} id={`${id}-${tag.key}`} className={tag.className}>
          {tag.label}
        </span>
      ))}
    </button>
  )
}
