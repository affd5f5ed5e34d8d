import { proxy } from 'valtio/vanilla'
import type { AccountStatus, Connector } from '../types.js'
import { toStateConnector } from '../utils/state-connector.js'

export interface ConnectionControllerState {
  status: AccountStatus
  /** The wallet being connected, shown by the Connecting views. */
  connectingWallet?: Connector
  /** The last connection error, as a message from the catalogue. */
  error?: string
}

/** The connection in progress: SPEC §4 status (disconnected at start), the wallet being connected, the last error. */
export function createConnectionController() {
  const state = proxy<ConnectionControllerState>({ status: 'disconnected' })
  return {
    state,
    setStatus(status: AccountStatus): void {
      state.status = status
    },
    setConnectingWallet(connector: Connector | undefined): void {
      state.connectingWallet = connector ? toStateConnector(connector) : undefined
    },
    setError(message: string | undefined): void {
      state.error = message
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ConnectionController extends ReturnType<typeof createConnectionController> {}
