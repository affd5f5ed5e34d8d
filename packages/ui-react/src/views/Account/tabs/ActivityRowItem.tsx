import { formatBalance, type Locale, localizeDecimal } from '@gangway/common'
import { formatRelativeTime } from '@gangway/common/relative-time'
import type { Transaction, TransactionTransfer } from '@gangway/core/account'
import { WalletImage } from '../../../components/WalletImage.js'
import { useLocale } from '../../../i18n/use-locale.js'
import { useMessages } from '../../../use-messages.js'
import type { MessageKey } from '../../../messages.js'

const OPERATION_MESSAGES: Record<string, MessageKey> = {
  send: 'activitySend',
  receive: 'activityReceive',
  approve: 'activityApprove',
  mint: 'activityMint',
  burn: 'activityBurn',
  trade: 'activityTrade',
  // An on-ramp purchase arriving (the indexer marks the provider's transfer so); its "+" is the transfer's 'in'.
  deposit: 'activityDeposit',
}

/** What a transfer moved, e.g. "-1.5 GUSD" or an NFT's name; its icon. */
function describeTransfer(transfer: TransactionTransfer | undefined, locale: Locale) {
  if (!transfer) return { text: '', icon: undefined }
  if (transfer.nft_info) {
    return { text: transfer.nft_info.name ?? '', icon: transfer.nft_info.content?.preview?.url ?? undefined }
  }
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  const symbol = transfer.fungible_info?.symbol ?? ''
  return {
    text: `${sign}${localizeDecimal(formatBalance(transfer.quantity.numeric), locale)} ${symbol}`.trim(),
    icon: transfer.fungible_info?.icon?.url ?? undefined,
  }
}

/** A trade of one token for another reads as both sides, e.g. "-25 GUSD → +9.97 GWT". */
function describeTrade(transfers: readonly TransactionTransfer[], locale: Locale) {
  const sent = transfers.filter((transfer) => transfer.direction === 'out')
  const received = transfers.filter((transfer) => transfer.direction === 'in')
  if (transfers.length !== 2 || sent.length !== 1 || received.length !== 1) return undefined
  return {
    sent: describeTransfer(sent[0], locale).text,
    received: describeTransfer(received[0], locale).text,
  }
}

/** One transaction: what happened, what moved, its status and how long ago (SPEC §9 relative time). */
export function ActivityRowItem({ transaction, now }: { transaction: Transaction; now: number }) {
  const t = useMessages()
  const locale = useLocale()
  const { metadata } = transaction
  const [first] = transaction.transfers
  const { text, icon } = describeTransfer(first, locale)
  const key = OPERATION_MESSAGES[metadata.operationType]
  const title = key ? t(key) : t('activityOther')
  const minedAt = Date.parse(metadata.minedAt)
  const more = transaction.transfers.length - 1
  const trade = metadata.operationType === 'trade' ? describeTrade(transaction.transfers, locale) : undefined
  const moved = trade
    ? t('activityTradeTransfers', trade)
    : more > 0
      ? t('activityMoreTransfers', { text, count: more })
      : text
  return (
    <div className="gw-activity-row">
      <WalletImage src={icon} className="gw-token-icon" />
      <div className="gw-activity-main">
        <span className="gw-activity-title">
          {title}
          {metadata.status === 'failed' && (
            <span className="gw-tag gw-tag--error">{t('activityFailedTag')}</span>
          )}
          {metadata.status === 'pending' && (
            <span className="gw-tag gw-tag--muted">{t('activityPending')}</span>
          )}
        </span>
        <span className="gw-muted gw-ellipsis" title={moved}>
          {moved}
        </span>
      </div>
      {!Number.isNaN(minedAt) && (
        <time className="gw-muted gw-activity-time" dateTime={metadata.minedAt}>
          {formatRelativeTime(minedAt, now, locale)}
        </time>
      )}
    </div>
  )
}
