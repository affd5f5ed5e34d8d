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
import { freshEmail } from '@gangway/services/testing/frame'
import { approveDevice, codeFor, createBackend, type TestBackend } from './services.js'

export const APP_ORIGIN = 'https://app.example'
export const CONTEXT: FrameRequestContext = { origin: APP_ORIGIN }

/**
 * The services' clock as the frame's timers: time passes when the test moves it or the code under test sleeps
 * (the services refuse a proof dated more than 60 s off their clock, so there is one clock for both).
 */
export function sharedTimers(clock: { now(): number; advance(ms: number): void }): FrameTimers & {
  slept: number[]
  advance(ms: number): void
  /** Runs after each sleep, with how many there were: where a test plays the visitor meanwhile. */
  afterSleep?: (count: number) => Promise<void> | void
} {
  const timers: ReturnType<typeof sharedTimers> = {
    slept: [],
    now: () => clock.now(),
    sleep: async (ms) => {
      timers.slept.push(ms)
      clock.advance(ms)
      await timers.afterSleep?.(timers.slept.length)
    },
    advance: (ms) => clock.advance(ms),
  }
  return timers
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
    relocalize() {},
  }
  return ui
}

export interface TestFrame {
  deps: FrameDeps
  store: FrameStore
  handlers: Required<Pick<FrameHandlers, keyof FrameHandlers>>
  services: TestBackend
  /** The visitor's e-mail address (a fresh one per frame unless given). */
  email: string
  approvals: ReturnType<typeof scriptedApprovals>
  timers: ReturnType<typeof sharedTimers>
  rpcCalls: { chain: string; method: string; params: unknown }[]
  /** What the visitor does in the recovery dialogs (change it before the dialog opens), and what they saw. */
  recovery: {
    script: { offer?: RecoveryOffer; saveCode?: boolean; tries?: RecoveryAttempt[] }
    seen: ReturnType<typeof scriptedDialogs>['seen']
  }
}

/**
 * The frame's handlers over the file's real services (useTestServices); RPC reads answered by `rpc` (or by
 * `rpcFor`).
 */
export function createTestFrame(
  options: {
    chainId?: FrameChainId
    rpc?: (method: string, params: unknown) => unknown
    rpcFor?: RpcClientFor
    /** The frame's storage: pass the one of an earlier frame to model a reload. */
    store?: FrameStore
    /** What the frame sends is recorded with an earlier frame's calls when given its `services`. */
    services?: TestBackend
    /** The visitor's e-mail address. */
    email?: string
    /** The passkeys' authenticator: pass an earlier frame's to model a synced passkey. */
    credentials?: Credentials
  } = {},
): TestFrame {
  const services = options.services ?? createBackend()
  const timers = sharedTimers(services.bed)
  const approvals = scriptedApprovals()
  const store = options.store ?? memoryStore()
  const plain = createServicesClient(services.url, services.fetch)
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
    services: createServicesClient(services.url, services.fetch, keeper),
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
    ui: { setTheme: () => {}, setLocale: async () => {} },
    reload: () => {},
  }
  const handlers = createHandlers(deps) as TestFrame['handlers']
  const email = options.email ?? freshEmail('ada')
  return { deps, store, handlers, services, email, approvals, timers, rpcCalls, recovery: { script, seen } }
}

/**
 * Signs in by e-mail as the visitor does: connect; on a new device, the approval link in the mail and the
 * frame's poll (which has the code sent); the code from the mail; keys.
 */
export async function signIn(frame: TestFrame, email = frame.email): Promise<void> {
  const { action } = await frame.handlers.CONNECT_EMAIL({ email }, CONTEXT)
  if (action === 'VERIFY_DEVICE') {
    await approveDevice(email, frame.services.bed)
    const { approved } = await frame.handlers.CONNECT_DEVICE({}, CONTEXT)
    if (!approved) throw new Error('The device was not approved')
  }
  await frame.handlers.CONNECT_OTP({ otp: await codeFor(email, frame.services.bed) }, CONTEXT)
}

/** The services revoke the frame's session (as a sign-out from another tab does); the frame's store keeps it. */
export async function revokeSession(frame: TestFrame): Promise<void> {
  const url = `${frame.services.url}/frame/v1/sign-out`
  const { headers } = await frame.deps.keeper.authorize('POST', url)
  const response = await fetch(url, { method: 'POST', headers })
  if (response.status !== 204) throw new Error(`Revoking the session failed: HTTP ${response.status}`)
}
