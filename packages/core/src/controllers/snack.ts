import { type SnackVariant, TIMING } from '@gangway/common/start'
import { proxy } from 'valtio/vanilla'
import type { Timers } from '../utils/timers.js'

export interface SnackControllerState {
  message: string
  variant: SnackVariant
  open: boolean
}

/** SPEC §4 notification banner. */
export function createSnackController(deps: { timers: Timers }) {
  const state = proxy<SnackControllerState>({ message: '', variant: 'success', open: false })
  let cancelPending: (() => void) | undefined

  function display(message: string, variant: SnackVariant): void {
    Object.assign(state, { message, variant, open: true })
  }

  return {
    state,
    /** If a banner is open it closes, and the new one shows after 150 ms (SPEC §4). */
    show(message: string, variant: SnackVariant): void {
      const closing = cancelPending !== undefined
      cancelPending?.()
      cancelPending = undefined
      if (!state.open && !closing) {
        display(message, variant)
        return
      }
      // SPEC §4: if one is open, it closes and the new one shows after 150 ms (also when one is still closing).
      state.open = false
      cancelPending = deps.timers.after(TIMING.bannerReshow, () => {
        cancelPending = undefined
        display(message, variant)
      })
    },
    hide(): void {
      cancelPending?.()
      cancelPending = undefined
      state.open = false
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface SnackController extends ReturnType<typeof createSnackController> {}
