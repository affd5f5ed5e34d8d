import type { SwapExecutionState } from '@gangway/core/swap'
import type { Snapshot } from 'valtio'
import { usePartMessages } from '../../message-parts.js'
import { type SwapMessageKey, swapMessages } from '../Swap/swap-messages.js'

type StepState = 'waiting' | 'active' | 'mining' | 'done' | 'failed'

const STATE_MESSAGES: Record<StepState, SwapMessageKey> = {
  waiting: 'swapStepWaiting',
  active: 'swapStepInWallet',
  mining: 'swapStepMining',
  done: 'swapStepDone',
  failed: 'swapStepFailed',
}

/** Where each wallet request stands, from where the swap is. */
function stepStates(execution: Snapshot<SwapExecutionState>): { approve: StepState; swap: StepState } {
  switch (execution.status) {
    case 'approve-wallet':
      return { approve: 'active', swap: 'waiting' }
    case 'approve-mining':
      return { approve: 'mining', swap: 'waiting' }
    case 'swap-wallet':
      return { approve: 'done', swap: 'active' }
    case 'swap-mining':
      return { approve: 'done', swap: 'mining' }
    case 'success':
      return { approve: 'done', swap: 'done' }
    case 'failed':
      return execution.failedStep === 'approve'
        ? { approve: 'failed', swap: 'waiting' }
        : { approve: 'done', swap: 'failed' }
    default:
      return { approve: 'waiting', swap: 'waiting' }
  }
}

/**
 * The wallet requests of the swap, in order: the approval when the pool may not take the token yet, then the swap;
 * each says whether it waits, is in the wallet, is being confirmed, is done or failed.
 */
export function SwapSteps({
  execution,
  approval,
  fromSymbol,
  toSymbol,
}: {
  execution: Snapshot<SwapExecutionState>
  approval: boolean
  fromSymbol: string
  toSymbol: string
}) {
  const t = usePartMessages(swapMessages)
  const states = stepStates(execution)
  const steps = [
    ...(approval
      ? [{ key: 'approve', name: t('swapStepApprove', { symbol: fromSymbol }), state: states.approve }]
      : []),
    { key: 'swap', name: t('swapStepSwap', { from: fromSymbol, to: toSymbol }), state: states.swap },
  ]
  return (
    <ol className="gw-swap-steps" aria-label={t('swapStepsLabel')}>
      {steps.map((step) => (
        <li
          key={step.key}
          className="gw-swap-step"
          data-state={step.state === 'mining' ? 'active' : step.state}
          aria-current={step.state === 'active' || step.state === 'mining' ? 'step' : undefined}
        >
          {(step.state === 'active' || step.state === 'mining') && (
            <span className="gw-spinner gw-spinner--s" aria-hidden="true" />
          )}
          <span className="gw-swap-step-name" title={step.name}>
            {step.name}
          </span>
          <span className="gw-swap-step-state">{t(STATE_MESSAGES[step.state])}</span>
        </li>
      ))}
    </ol>
  )
}
