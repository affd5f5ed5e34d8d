import type { SentTransaction } from '@gangway/core/account'
import { TransactionResult } from '../../components/forms/TransactionResult.js'
import { useCore } from '../../context.js'
import { usePartMessages } from '../../message-parts.js'
import { sendMessages } from '../send-messages.js'

export interface SentSummary {
  /** The amount sent, in the token's units. */
  amount: string
  symbol: string
}

/** The sent transaction, in the Send catalogue's words; Done goes back to Account with the form emptied. */
export function SendResult({ transaction, summary }: { transaction: SentTransaction; summary: SentSummary }) {
  const core = useCore()
  const t = usePartMessages(sendMessages)
  const done = () => {
    core.store.send.reset()
    core.store.router.reset('Account')
  }
  return (
    <TransactionResult
      title={t('sendSent')}
      body={t('sendSentBody', { amount: summary.amount, symbol: summary.symbol })}
      hash={transaction.hash}
      hashLabel={t('sendTransaction')}
      explorerUrl={transaction.explorerUrl}
      explorerLabel={t('sendOpenExplorer')}
      doneLabel={t('sendDone')}
      onDone={done}
    />
  )
}
