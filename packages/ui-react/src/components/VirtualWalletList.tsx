import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { useMessages } from '../context.js'
import { observeRectWithFallback } from './virtual-rect.js'
import type { WalletEntry } from './wallet-entries.js'
import { WalletButton } from './WalletList.js'

/** One row: a 56 px wallet button and the 6 px gap below it. */
export const WALLET_ROW_HEIGHT = 62
/**
 * The list's size until it is laid out (and wherever there is no layout): enough rows to fill the
 * view, so the first paint is right and the number of mounted rows stays bounded.
 */
const FALLBACK_RECT = { width: 336, height: 420 }
/** Rows kept mounted beyond the visible ones, so quick scrolling shows no gaps. */
const OVERSCAN = 6
/** How close to the end of the loaded rows the next page is asked for. */
const END_THRESHOLD = 10

export interface VirtualWalletListProps {
  entries: readonly WalletEntry[]
  onSelect(entry: WalletEntry): void
  /** Called when the rows near the end are shown (infinite scroll). */
  onEndReached?: (() => void) | undefined
}

/**
 * A virtualized list of wallet buttons: only the rows in (and near) view are mounted, whether the
 * directory holds 40 wallets or 5,000. Each row tells assistive technology its place in the whole.
 */
export function VirtualWalletList({ entries, onSelect, onEndReached }: VirtualWalletListProps) {
  const t = useMessages()
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => WALLET_ROW_HEIGHT,
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectWithFallback(FALLBACK_RECT),
    useFlushSync: false,
  })
  const rows = virtualizer.getVirtualItems()
  const lastShown = rows.at(-1)?.index ?? -1

  useEffect(() => {
    if (onEndReached && entries.length > 0 && lastShown >= entries.length - END_THRESHOLD) onEndReached()
  }, [onEndReached, lastShown, entries.length])

  return (
    <div ref={scrollRef} className="gw-virtual-scroll">
      <ul
        className="gw-virtual-list"
        aria-label={t('walletsList')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const entry = entries[row.index]
          if (!entry) return null
          return (
            <li
              key={row.key}
              aria-setsize={entries.length}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)`, height: WALLET_ROW_HEIGHT }}
            >
              <WalletButton entry={entry} onSelect={onSelect} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
