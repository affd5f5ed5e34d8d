import { proxy } from 'valtio/vanilla'
import { pairingExpiryFrom } from '../walletconnect/pairing-expiry.js'

/** The WalletConnect pairing the connecting views show (SPEC §9 timing). */
export interface WalletConnectControllerState {
  /** A WalletConnect view wants a pairing: expired ones are replaced, failed ones retried. */
  active: boolean
  /** A pairing URI is being made (SDK loading, relay round trip). */
  loading: boolean
  /** The `wc:` URI of the current pairing. */
  uri?: string
  /** When the current pairing expires, in ms since the epoch. */
  pairingExpiry?: number
  /** A catalogue message after the last attempt failed. */
  error?: string
  /** The wallet declined the session: nothing is retried until the visitor asks. */
  declined: boolean
}

/** The WalletConnect pairing a view shows: its URI, when it expires (SPEC §9) and how the last attempt went. */
export function createWalletConnectController(deps: { now: () => number }) {
  const state = proxy<WalletConnectControllerState>({ active: false, loading: false, declined: false })
  return {
    state,
    setActive(active: boolean): void {
      state.active = active
    },
    /** A new pairing is being made; a shown error stays until it has a URI. */
    setLoading(): void {
      state.loading = true
      state.declined = false
    },
    /** The pairing's URI arrived: it expires 4 minutes from now (SPEC §9). */
    setUri(uri: string): void {
      state.uri = uri
      state.pairingExpiry = pairingExpiryFrom(deps.now())
      state.loading = false
      state.error = undefined
    },
    /** The attempt failed; a declined session also drops its URI. */
    setError(message: string, options: { declined?: boolean } = {}): void {
      const { declined = false } = options
      state.error = message
      state.declined = declined
      state.loading = false
      if (declined) {
        state.uri = undefined
        state.pairingExpiry = undefined
      }
    },
    clear(): void {
      Object.assign(state, { uri: undefined, pairingExpiry: undefined, error: undefined, loading: false })
      state.declined = false
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface WalletConnectController extends ReturnType<typeof createWalletConnectController> {}
