import { proxy } from 'valtio/vanilla'
import type { RouterView } from '../types.js'

export interface SIWXControllerState {
  /** The active account on a supported network has no session and was asked to sign. */
  pending: boolean
  /** The host's `siwx.getRequired()` when the flow asked. */
  required: boolean
  /** `signing` shows 'Authenticating...'; `failed` shows `error` ('Signature declined', …). */
  status: 'idle' | 'signing' | 'failed'
  error: string | undefined
}

/** The views that ask for a signature to sign in (SPEC §2): ConnectingSiwe words it for Ethereum. */
export const SIWX_VIEWS: readonly RouterView[] = ['SIWXSignMessage', 'ConnectingSiwe']

/** SPEC §4 sign-in flow state: whether the active account still owes a signature, and how signing goes. */
export function createSIWXController() {
  const state = proxy<SIWXControllerState>({
    pending: false,
    required: false,
    status: 'idle',
    error: undefined,
  })
  return {
    state,
    /**
     * Whether the modal may not close on `view`. SPEC §2: closing is refused on the sign-in views while sign-in
     * is required and no session exists.
     */
    blocksClose: (view: RouterView): boolean => state.pending && state.required && SIWX_VIEWS.includes(view),
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface SIWXController extends ReturnType<typeof createSIWXController> {}
