import { Fragment } from 'react'
import { useMessages } from '../use-messages.js'
import { WalletConnectMark } from './icons.js'
import type { WalletEntry } from './wallet-entries.js'
import { WalletImage } from './WalletImage.js'

export interface WalletListProps {
  entries: readonly WalletEntry[]
  onSelect(entry: WalletEntry): void
  /** The visitor points at a row or focuses it: what picking it needs can load now. */
  onIntent?: ((entry: WalletEntry) => void) | undefined
}

/** A short list of wallet buttons (Connect); All Wallets uses the virtualized list. */
export function WalletList({ entries, onSelect, onIntent }: WalletListProps) {
  const t = useMessages()
  return (
    <ul className="gw-list" aria-label={t('walletsList')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <WalletButton entry={entry} onSelect={onSelect} onIntent={onIntent} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A button named by what it shows: the wallet and its tags (Installed, Recent). Names come
 * from wallets and the directory: rendered as text, cut with an ellipsis when long (the accessible
 * name and the tooltip keep all of it).
 */
export function WalletButton({
  entry,
  onSelect,
  onIntent,
}: {
  entry: WalletEntry
  onSelect(entry: WalletEntry): void
  onIntent?: ((entry: WalletEntry) => void) | undefined
}) {
  const t = useMessages()
  const tags = [
    entry.installed && { key: 'installed', label: t('installed'), className: 'gw-tag' },
    entry.recent && { key: 'recent', label: t('recent'), className: 'gw-tag gw-tag--muted' },
  ].filter((tag) => tag !== false)
  return (
    <button
      type="button"
      className="gw-item"
      onClick={() => onSelect(entry)}
      onPointerEnter={onIntent && (() => onIntent(entry))}
      onFocus={onIntent && (() => onIntent(entry))}
    >
      {entry.walletConnect && !entry.imageUrl ? (
        <WalletConnectMark className="gw-wallet-icon" />
      ) : (
        <WalletImage src={entry.imageUrl} className="gw-wallet-icon" />
      )}
      <span className="gw-item-name" title={entry.name}>
        {entry.name}
      </span>
      {/* Named by its content; the spaces keep "MetaMask Installed" two words for assistive technology. */}
      {tags.map((tag) => (
        <Fragment key={tag.key}>
          {' '}
          <span className={tag.className}>{tag.label}</span>
        </Fragment>
      ))}
    </button>
  )
}
