import { accountData, fetchActivity, fetchMoreActivity } from '@gangway/core/account'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { observeRectWithFallback } from '../../../components/virtual-rect.js'
import { useCore, useMessages } from '../../../context.js'
import { ActivityRowItem } from './ActivityRowItem.js'
import { type ActivityRow, activityRows } from './activity-rows.js'

const ROW_HEIGHT = { heading: 32, transaction: 64 } as const
/** The list's size until it is laid out: a screenful, so the first paint mounts a bounded number of rows. */
const FALLBACK_RECT = { width: 336, height: 360 }
const OVERSCAN = 6
/** How close to the last loaded row the next page is asked for. */
const END_THRESHOLD = 8
/** Relative times are redrawn this often while the tab shows. */
const CLOCK_TICK_MS = 30_000

const sizeOf = (row: ActivityRow | undefined) =>
  row?.kind === 'transaction' ? ROW_HEIGHT.transaction : ROW_HEIGHT.heading

/**
 * The Activity tab (SPEC §2, §5): the active chain's transactions, spam hidden, grouped by year and month,
 * newest first, read a page at a time as the visitor scrolls. Only the rows in view are mounted.
 */
export function ActivityTab() {
  const core = useCore()
  const t = useMessages()
  const activity = useSnapshot(accountData(core).activity)
  const rows = useMemo(() => activityRows(activity.transactions as never), [activity.transactions])
  const scrollRef = useRef<HTMLDivElement>(null)
  const now = useClock()
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => sizeOf(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectWithFallback(FALLBACK_RECT),
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? -1

  useEffect(() => {
    void fetchActivity(core)
  }, [core])
  useEffect(() => {
    if (rows.length > 0 && lastShown >= rows.length - END_THRESHOLD) void fetchMoreActivity(core)
  }, [core, lastShown, rows.length])

  if (activity.status === 'loading' && rows.length === 0) return <TabLoading label={t('activityLoading')} />
  if (activity.status === 'error') {
    return (
      <div className="gw-tab-empty" role="status">
        <p>{t('activityFailed')}</p>
        <button type="button" className="gw-secondary" onClick={() => void fetchActivity(core)}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className="gw-tab-empty" role="status">
        {t('activityEmpty')}
      </p>
    )
  }
  const monthName = new Intl.DateTimeFormat(undefined, { month: 'long' })
  return (
    <div ref={scrollRef} className="gw-virtual-scroll gw-tab-scroll">
      <ul
        className="gw-virtual-list"
        aria-label={t('activityList')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index]
          if (!row) return null
          const style = { transform: `translateY(${item.start}px)`, height: sizeOf(row) }
          return (
            <li key={item.key} style={style} data-row={row.kind}>
              {row.kind === 'transaction' ? (
                <ActivityRowItem transaction={row.transaction} now={now} />
              ) : (
                <span className="gw-activity-heading">
                  {row.kind === 'year'
                    ? String(row.year)
                    : row.kind === 'month'
                      ? monthName.format(new Date(row.year, row.month, 1))
                      : t('activityUndated')}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {activity.loadingMore && (
        <p className="gw-muted gw-tab-more" role="status">
          {t('activityLoadingMore')}
        </p>
      )}
    </div>
  )
}

/** The time now, refreshed every 30 s so "12 sec" ages while the tab is open. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function TabLoading({ label }: { label: string }) {
  return (
    <div className="gw-tab-empty" aria-busy="true">
      <span className="gw-skeleton gw-skeleton--row" />
      <span className="gw-skeleton gw-skeleton--row" />
      <span className="gw-visually-hidden">{label}</span>
    </div>
  )
}
