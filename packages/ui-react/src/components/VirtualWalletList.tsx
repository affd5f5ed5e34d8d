import { useMessages } from '../use-messages.js'
import { VirtualList } from './VirtualList.js'
import type { WalletEntry } from './wallet-entries.js'
import { WalletButton } from './WalletList.js'

/** One row: a 56 px wallet button and the 6 px gap below it. */
export const WALLET_ROW_HEIGHT = 62
/** The list's height until it is laid out (CSS caps it at 420 px): its rows fill the view from the first paint. */
const FALLBACK_HEIGHT = 420
/** How close to the end of the loaded rows the next page is asked for. */
const END_THRESHOLD = 10

const rowHeight = () => WALLET_ROW_HEIGHT
const keyOf = (entry: WalletEntry) => entry.id

export interface VirtualWalletListProps {
  entries: readonly WalletEntry[]
  onSelect(entry: WalletEntry): void
  /** The visitor points at a row or focuses it (WalletList's `onIntent`). */
  onIntent?: ((entry: WalletEntry) => void) | undefined
  /** Called when the rows near the end are shown (infinite scroll). */
  onEndReached?: (() => void) | undefined
}

/**
 * A virtualized list of wallet buttons: only the rows in (and near) view are mounted, whether the
 * directory holds 40 wallets or 5,000. Each row tells assistive technology its place in the whole.
 */
export function VirtualWalletList({ entries, onSelect, onIntent, onEndReached }: VirtualWalletListProps) {
  const t = useMessages()
  return (
    <VirtualList
      label={t('walletsList')}
      items={entries}
      keyOf={keyOf}
      heightOf={rowHeight}
      rowHeight={WALLET_ROW_HEIGHT}
      fallbackHeight={FALLBACK_HEIGHT}
      endThreshold={END_THRESHOLD}
      onEndReached={onEndReached}
    >
      {(entry) => <WalletButton entry={entry} onSelect={onSelect} onIntent={onIntent} />}
    </VirtualList>
  )
}
