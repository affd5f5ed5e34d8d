import { proxy } from 'valtio/vanilla'
import type { SIWXController } from '../store-types.js'
import type { RouterView, SIWXControllerState } from '../types.js'

/** The views that ask for a signature to sign in (SPEC §2): ConnectingSiwe words it for Ethereum. */
export const SIWX_VIEWS: readonly RouterView[] = ['SIWXSignMessage', 'ConnectingSiwe']

/** SPEC §4 sign-in flow state: whether the active account still owes a signature, and how signing goes. */
export function createSIWXController(): SIWXController {
  const state = proxy<SIWXControllerState>({
    pending: false,
    required: false,
    status: 'idle',
    error: undefined,
  })
  return {
    state,
    /** SPEC §2: closing is refused on the sign-in views while sign-in is required and no session exists. */
    blocksClose: (view) => state.pending && state.required && SIWX_VIEWS.includes(view),
  }
}
