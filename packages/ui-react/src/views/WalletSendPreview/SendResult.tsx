import { truncateAddress } from '@gangway/common'
import { isSafeUrl } from '@gangway/core'
import type { SentTransaction } from '@gangway/core/account'
import { useEffect, useRef } from 'react'
import { ExternalIcon } from '../../components/icons.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { sendMessages } from '../send-messages.js'

export interface SentSummary {
  /** The amount sent, in the token's units. */
  amount: string
  symbol: string
}

/** How much of a transaction hash shows on each side of the ellipsis. */
const HASH_CHARS = 6

/**
 * The sent transaction: its hash (shortened, in full in the title), a link to its explorer page when the
 * network has an explorer, and Done (back to Account, the form emptied). Focus moves to the heading, since the
 * Send button it was on is gone.
 */
export function SendResult({ transaction, summary }: { transaction: SentTransaction; summary: SentSummary }) {
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const explorerUrl = isSafeUrl(transaction.explorerUrl) ? transaction.explorerUrl : undefined

  const done = () => {
    core.store.send.reset()
    core.store.router.reset('Account')
  }

  return (
    <div className="gw-center gw-send">
      <p ref={heading} className="gw-heading gw-send-success" tabIndex={-1}>
        {t('sendSent')}
      </p>
      <p className="gw-muted gw-break">
        {t('sendSentBody', { amount: summary.amount, symbol: summary.symbol })}
      </p>
      <dl className="gw-details gw-full-width">
        <dt>{t('sendTransaction')}</dt>
        <dd>
          <code className="gw-send-hash" title={transaction.hash}>
            {truncateAddress(transaction.hash, HASH_CHARS, HASH_CHARS)}
          </code>
        </dd>
      </dl>
      {explorerUrl && (
        <a
          className="gw-secondary gw-link-button gw-send-explorer"
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('sendOpenExplorer')}
          <ExternalIcon />
        </a>
      )}
      <button type="button" className="gw-primary" onClick={done}>
        {t('sendDone')}
      </button>
    </div>
  )
}
