import { accountData, fetchActivity, fetchMoreActivity } from '@gangway/core/account'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { VirtualList } from '../../../components/VirtualList.js'
import { useCore } from '../../../context.js'
import { useLocale } from '../../../i18n/use-locale.js'
import { useMessages } from '../../../use-messages.js'
import { ActivityRowItem } from './ActivityRowItem.js'
import { type ActivityRow, activityRows } from './activity-rows.js'

const ROW_HEIGHT = { heading: 32, transaction: 64 } as const
/** The list's height until it is laid out (CSS caps it at 360 px): its rows fill the view from the first paint. */
const FALLBACK_HEIGHT = 360
/** How close to the last loaded row the next page is asked for. */
const END_THRESHOLD = 8
/** Relative times are redrawn this often while the tab shows. */
const CLOCK_TICK_MS = 30_000

const sizeOf = (row: ActivityRow) =>
  row.kind === 'transaction' ? ROW_HEIGHT.transaction : ROW_HEIGHT.heading
const keyOf = (row: ActivityRow) => row.key

/**
 * The Activity tab (SPEC §2, §5): the active chain's transactions, spam hidden, grouped by year and month,
 * newest first, read a page at a time as the visitor scrolls. Only the rows in view are mounted.
 */
export function ActivityTab() {
  const core = useCore()
  const t = useMessages()
  const locale = useLocale()
  const activity = useSnapshot(accountData(core).activity)
  const rows = useMemo(() => activityRows(activity.transactions as never), [activity.transactions])
  const now = useClock()
  const fetchMore = useCallback(() => void fetchMoreActivity(core), [core])

  useEffect(() => {
    void fetchActivity(core)
  }, [core])

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
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long' })
  return (
    <VirtualList
      label={t('activityList')}
      items={rows}
      keyOf={keyOf}
      heightOf={sizeOf}
      rowHeight={ROW_HEIGHT.transaction}
      fallbackHeight={FALLBACK_HEIGHT}
      endThreshold={END_THRESHOLD}
      onEndReached={fetchMore}
      className="gw-tab-scroll"
      keyboardScroll
      footer={
        activity.loadingMore && (
          <p className="gw-muted gw-tab-more" role="status">
            {t('activityLoadingMore')}
          </p>
        )
      }
    >
      {(row) =>
        row.kind === 'transaction' ? (
          <ActivityRowItem transaction={row.transaction} now={now} />
        ) : (
          <span className="gw-activity-heading">
            {row.kind === 'year'
              ? String(row.year)
              : row.kind === 'month'
                ? monthName.format(new Date(row.year, row.month, 1))
                : t('activityUndated')}
          </span>
        )
      }
    </VirtualList>
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
