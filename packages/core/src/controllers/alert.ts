import type { AlertVariant } from '@gangway/common'
import { proxy } from 'valtio/vanilla'

/** SPEC §3 alert state. */
export interface AlertControllerState {
  message: string
  variant: AlertVariant
  open: boolean
  autoClose: boolean
}

/** SPEC §3 alert state: message, variant, open, autoClose. The message stays after close so the bar can animate out. */
export function createAlertController() {
  const state = proxy<AlertControllerState>({ message: '', variant: 'info', open: false, autoClose: true })
  return {
    state,
    open(message: string, variant: AlertVariant, autoClose = true): void {
      Object.assign(state, { message, variant, autoClose, open: true })
    },
    close(): void {
      state.open = false
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface AlertController extends ReturnType<typeof createAlertController> {}
