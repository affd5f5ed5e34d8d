import type { Locale } from '@gangway/common'
import type { ApprovalUi } from '../approval/ui.js'
import type { RpcClientFor } from '../rpc/json-rpc.js'
import type { FrameStore } from '../keys/store.js'
import type { WalletSharesDeps } from '../keys/wallet-ports.js'
import type { FrameRecoveryDialogs } from '../recovery/dialogs.js'
import type { ServicesClient } from '../services/client.js'
import type { SessionKeeper } from '../services/session.js'
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
  /** Calls the services; `auth` calls are signed by `keeper`. */
  services: ServicesClient
  /** The session's tokens and binding key, in the frame's own storage. */
  keeper: SessionKeeper
  /** The frame's own storage (the device id lives there too). */
  store: FrameStore
  rpcFor: RpcClientFor
  approvals: ApprovalUi
  /** The recovery dialogs, the passkeys' authenticator and relying party (keys/wallet-shares.ts). */
  recovery: Pick<WalletSharesDeps, 'credentials' | 'relyingParty' | 'sleep'> & {
    dialogs: FrameRecoveryDialogs
  }
  timers: FrameTimers
  /** SYNC_THEME, SYNC_LOCALE and SYNC_DAPP_DATA land here, for the frame's dialogs. */
  ui: {
    setTheme(mode: 'light' | 'dark'): void
    /** Shows the frame in `locale` and relabels the open dialogs; resolves once shown. */
    setLocale(locale: Locale): Promise<void>
    dappName?: string
  }
  reload(): void
}
