import type { FrameHandlers, FrameRequestContext } from '@gangway/frame/frame'
import type { ApprovalSummary } from '../approval/summary.js'
import { type ApprovalUi, UserRejectedError } from '../approval/ui.js'
import type { FrameChainId } from '../chains.js'
import type { FrameDeps, FrameTimers } from '../handlers/context.js'
import { createHandlers } from '../handlers/index.js'
import type { RpcClient, RpcClientFor } from '../rpc/json-rpc.js'
import { type FrameStore, memoryStore } from '../keys/store.js'
import { createServicesClient } from '../services/client.js'
import { createSessionKeeper } from '../services/session.js'
import { createFrameState } from '../state.js'
import type { Credentials } from '../keys/passkey-prf.js'
import type { RecoveryAttempt, RecoveryOffer } from '../keys/wallet-ports.js'
import { fakeAuthenticator, scriptedDialogs } from '../keys/wallet-testing.js'
import { createFakeServices, type FakeServices } from './fake-services.js'

export const APP_ORIGIN = 'https://app.example'
export const SERVICES_URL = 'http://services.test'
export const CONTEXT: FrameRequestContext = { origin: APP_ORIGIN }

/** Time that passes only when the code under test sleeps. */
export function fakeTimers(startAt = 1_800_000_000_000): FrameTimers & {
  slept: number[]
  advance(ms: number): void
} {
  let now = startAt
  const slept: number[] = []
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms)
      now += ms
    },
    advance: (ms) => {
      now += ms
    },
  }
}

/** An approval "dialog" that answers by itself, and remembers what it was asked. */
export function scriptedApprovals(answer: 'approve' | 'reject' = 'approve'): ApprovalUi & {
  asked: { summary: ApprovalSummary; site: { name?: string; origin?: string } }[]
  answer: 'approve' | 'reject'
} {
  const ui = {
    asked: [] as { summary: ApprovalSummary; site: { name?: string; origin?: string } }[],
    answer,
    pendingCount: 0,
    async ask(summary: ApprovalSummary, site: { name?: string; origin?: string }) {
      ui.asked.push({ summary, site })
      if (ui.answer === 'reject') throw new UserRejectedError()
    },
    cancelAll() {},
  }
  return ui
}

export interface TestFrame {
  deps: FrameDeps
  store: FrameStore
  handlers: Required<Pick<FrameHandlers, keyof FrameHandlers>>
  services: FakeServices
  approvals: ReturnType<typeof scriptedApprovals>
  timers: ReturnType<typeof fakeTimers>
  rpcCalls: { chain: string; method: string; params: unknown }[]
  /** What the visitor does in the recovery dialogs (change it before the dialog opens), and what they saw. */
  recovery: {
    script: { offer?: RecoveryOffer; saveCode?: boolean; tries?: RecoveryAttempt[] }
    seen: ReturnType<typeof scriptedDialogs>['seen']
  }
}

/** The frame's handlers over the backend stand-in; RPC reads answered by `rpc` (or by `rpcFor`). */
export function createTestFrame(
  options: {
    chainId?: FrameChainId
    rpc?: (method: string, params: unknown) => unknown
    rpcFor?: RpcClientFor
    /** The frame's storage: pass the one of an earlier frame to model a reload. */
    store?: FrameStore
    /** The backend: pass an earlier frame's to share it. */
    services?: FakeServices
    /** Where the fake clock starts (epoch ms). */
    startAt?: number
    /** The passkeys' authenticator: pass an earlier frame's to model a synced passkey. */
    credentials?: Credentials
  } = {},
): TestFrame {
  const timers = fakeTimers(options.startAt)
  const services = options.services ?? createFakeServices({ now: timers.now })
  const approvals = scriptedApprovals()
  const store = options.store ?? memoryStore()
  const plain = createServicesClient(SERVICES_URL, services.fetch)
  const keeper = createSessionKeeper({ store, services: plain, now: timers.now })
  const rpcCalls: TestFrame['rpcCalls'] = []
  const script: TestFrame['recovery']['script'] = {}
  const { dialogs, seen } = scriptedDialogs(script)
  const rpcFor: RpcClientFor =
    options.rpcFor ??
    ((chain): RpcClient => ({
      async request<T>(method: string, params?: unknown) {
        rpcCalls.push({ chain: chain.caip2, method, params })
        return (options.rpc?.(method, params) ?? null) as T
      },
    }))
  const deps: FrameDeps = {
    state: createFrameState('project-1', options.chainId ?? 1),
    services: createServicesClient(SERVICES_URL, services.fetch, keeper),
    keeper,
    store,
    rpcFor,
    approvals,
    recovery: {
      dialogs: { ...dialogs, cancelAll: () => {} },
      credentials: options.credentials ?? fakeAuthenticator(),
      relyingParty: { name: 'Gangway wallet' },
      sleep: async () => {},
    },
    timers,
    ui: { setTheme: () => {} },
    reload: () => {},
  }
  const handlers = createHandlers(deps) as TestFrame['handlers']
  return { deps, store, handlers, services, approvals, timers, rpcCalls, recovery: { script, seen } }
}

/** Signs in by e-mail on an approved device: connect, code, keys. */
export async function signIn(frame: TestFrame, email = 'ada@example.com'): Promise<void> {
  await frame.handlers.CONNECT_EMAIL({ email }, CONTEXT)
  frame.services.approveDevice(email, (await frame.store.get('deviceId')) as string)
  await frame.handlers.CONNECT_OTP({ otp: frame.services.otp }, CONTEXT)
}
