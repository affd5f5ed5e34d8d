import { proxy } from 'valtio/vanilla'
import type { AlertController } from '../store-types.js'
import type { AlertControllerState } from '../types.js'

/** SPEC §3 alert state: message, variant, open, autoClose. The message stays after close so the bar can animate out. */
export function createAlertController(): AlertController {
  const state = proxy<AlertControllerState>({ message: '', variant: 'info', open: false, autoClose: true })
  return {
    state,
    open(message, variant, autoClose = true) {
      Object.assign(state, { message, variant, autoClose, open: true })
    },
    close() {
      state.open = false
    },
  }
}
