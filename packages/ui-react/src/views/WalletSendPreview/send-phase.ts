import type { AppKitCore } from '@gangway/core'
import type { SentTransaction } from '@gangway/core/account'
import { proxy, ref } from 'valtio'
import type { SentSummary } from './SendResult.js'

export type SendPhase =
  | { status: 'review' }
  | { status: 'sending' }
  | { status: 'failed'; error: unknown }
  | { status: 'sent'; transaction: SentTransaction; summary: SentSummary }

/**
 * Where a send stands, per instance, outside the view: an embedded wallet's approval replaces the review with
 * the ApproveTransaction view while the send runs, and the review must come back to its outcome, not start over.
 */
const phases = new WeakMap<AppKitCore, { current: SendPhase }>()

export function sendPhaseOf(core: AppKitCore): { current: SendPhase } {
  let phase = phases.get(core)
  if (!phase) {
    phase = proxy({ current: { status: 'review' } as SendPhase })
    phases.set(core, phase)
  }
  return phase
}

/** The objects a phase carries (errors, transactions) stay as they are: no proxy around them. */
export function setSendPhase(core: AppKitCore, phase: SendPhase): void {
  sendPhaseOf(core).current = ref(phase)
}
