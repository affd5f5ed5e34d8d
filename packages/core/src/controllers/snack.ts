import { TIMING } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { SnackController } from '../store-types.js'
import type { SnackControllerState } from '../types.js'
import type { Timers } from '../utils/timers.js'

/** SPEC §4 notification banner. */
export function createSnackController(deps: { timers: Timers }): SnackController {
  const state = proxy<SnackControllerState>({ message: '', variant: 'success', open: false })
  let cancelPending: (() => void) | undefined

  function display(message: string, variant: SnackControllerState['variant']): void {
    Object.assign(state, { message, variant, open: true })
  }

  return {
    state,
    show(message, variant) {
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
    hide() {
      cancelPending?.()
      cancelPending = undefined
      state.open = false
    },
  }
}
