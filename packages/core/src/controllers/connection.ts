import { proxy } from 'valtio/vanilla'
import type { ConnectionController } from '../store-types.js'
import type { ConnectionControllerState } from '../types.js'
import { toStateConnector } from '../utils/state-connector.js'

/** The connection in progress: SPEC §4 status (disconnected at start), the wallet being connected, the last error. */
export function createConnectionController(): ConnectionController {
  const state = proxy<ConnectionControllerState>({ status: 'disconnected' })
  return {
    state,
    setStatus(status) {
      state.status = status
    },
    setConnectingWallet(connector) {
      state.connectingWallet = connector ? toStateConnector(connector) : undefined
    },
    setError(message) {
      state.error = message
    },
  }
}
