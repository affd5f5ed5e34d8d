import { proxy } from 'valtio/vanilla'
import type { WalletConnectController } from '../store-types.js'
import type { WalletConnectControllerState } from '../types.js'
import { pairingExpiryFrom } from '../walletconnect/pairing-expiry.js'

/** The WalletConnect pairing a view shows: its URI, when it expires (SPEC §9) and how the last attempt went. */
export function createWalletConnectController(deps: { now: () => number }): WalletConnectController {
  const state = proxy<WalletConnectControllerState>({ active: false, loading: false, declined: false })
  return {
    state,
    setActive(active) {
      state.active = active
    },
    setLoading() {
      state.loading = true
      state.declined = false
    },
    setUri(uri) {
      state.uri = uri
      state.pairingExpiry = pairingExpiryFrom(deps.now())
      state.loading = false
      state.error = undefined
    },
    setError(message, { declined = false } = {}) {
      state.error = message
      state.declined = declined
      state.loading = false
      if (declined) {
        state.uri = undefined
        state.pairingExpiry = undefined
      }
    },
    clear() {
      Object.assign(state, { uri: undefined, pairingExpiry: undefined, error: undefined, loading: false })
      state.declined = false
    },
  }
}
