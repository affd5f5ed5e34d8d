import { truncateAddress } from '@gangway/common'
import { isSafeUrl } from '@gangway/core'
import { clearSwapOutcome, type SwapExecutionState } from '@gangway/core/swap'
import { useEffect, useRef } from 'react'
import type { Snapshot } from 'valtio'
import { ExternalIcon } from '../../components/icons.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { formatSwapDecimal, shortSymbol } from '../Swap/swap-format.js'
import { swapMessages } from '../Swap/swap-messages.js'

/** How much of a transaction hash shows on each side of the ellipsis. */
const HASH_CHARS = 6

/**
 * The swap went through: what was swapped, its transaction (shortened; in full in the title) with a link to its
 * explorer page when the network has an explorer, and Done (back to Account, where the balances and the trade in
 * Activity are read again). Focus moves to the heading, since the button it was on is gone.
 */
export function SwapResult({ execution }: { execution: Snapshot<SwapExecutionState> }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const explorerUrl = isSafeUrl(execution.explorerUrl) ? execution.explorerUrl : undefined
  const { summary, hash } = execution

  const done = () => {
    clearSwapOutcome(core)
    core.store.router.reset('Account')
  }

  return (
    <div className="gw-center gw-swap">
      <p ref={heading} className="gw-heading gw-swap-success" tabIndex={-1}>
        {t('swapSuccess')}
      </p>
      {summary && (
        <p className="gw-muted gw-swap-break">
          {t('swapSuccessBody', {
            fromAmount: formatSwapDecimal(summary.fromAmount),
            fromSymbol: shortSymbol(summary.fromSymbol),
            toAmount: formatSwapDecimal(summary.toAmount),
            toSymbol: shortSymbol(summary.toSymbol),
          })}
        </p>
      )}
      {hash && (
        <code className="gw-muted" title={hash}>
          {truncateAddress(hash, HASH_CHARS, HASH_CHARS)}
        </code>
      )}
      {explorerUrl && (
        <a
          className="gw-secondary gw-link-button gw-swap-explorer"
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('swapOpenExplorer')}
          <ExternalIcon />
        </a>
      )}
      <button type="button" className="gw-primary" onClick={done}>
        {t('swapDone')}
      </button>
    </div>
  )
}
