import { clearSwapOutcome, type SwapExecutionState } from '@gangway/core/swap'
import type { Snapshot } from 'valtio'
import { TransactionResult } from '../../components/forms/TransactionResult.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { localizeDecimal } from '@gangway/common'
import { formatSwapDecimal, shortSymbol } from '../Swap/swap-format.js'
import { useLocale } from '../../i18n/use-locale.js'
import { swapMessages } from '../Swap/swap-messages.js'

/**
 * The swap went through, in the Swap catalogue's words. Done goes back to Account, where the balances and the
 * trade in Activity are read again.
 */
export function SwapResult({ execution }: { execution: Snapshot<SwapExecutionState> }) {
  const core = useCore()
  const t = usePartMessages(swapMessages)
  const locale = useLocale()
  const { summary } = execution
  const done = () => {
    clearSwapOutcome(core)
    core.store.router.reset('Account')
  }
  return (
    <TransactionResult
      title={t('swapSuccess')}
      body={
        summary &&
        t('swapSuccessBody', {
          fromAmount: localizeDecimal(formatSwapDecimal(summary.fromAmount), locale),
          fromSymbol: shortSymbol(summary.fromSymbol),
          toAmount: localizeDecimal(formatSwapDecimal(summary.toAmount), locale),
          toSymbol: shortSymbol(summary.toSymbol),
        })
      }
      hash={execution.hash}
      explorerUrl={execution.explorerUrl}
      explorerLabel={t('swapOpenExplorer')}
      doneLabel={t('swapDone')}
      onDone={done}
    />
  )
}
