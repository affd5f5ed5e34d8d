import type { ApprovalUi } from '../approval/ui.js'
import type { RpcClientFor } from '../rpc/json-rpc.js'
import type { ServicesClient } from '../services/client.js'
import type { FrameState } from '../state.js'

/** Waiting, injected so polling loops run on fake time in tests. */
export interface FrameTimers {
  sleep(ms: number): Promise<void>
  now(): number
}

export const realTimers: FrameTimers = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
}

/** What every handler group works with; built once in start.ts. */
export interface FrameDeps {
  state: FrameState
  services: ServicesClient
  rpcFor: RpcClientFor
  approvals: ApprovalUi
  timers: FrameTimers
  /** SYNC_THEME and SYNC_DAPP_DATA land here, for the approval dialog. */
  ui: {
    setTheme(mode: 'light' | 'dark'): void
    dappName?: string
  }
  reload(): void
}
