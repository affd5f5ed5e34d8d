// The real services (apps/services) for the frame's tests: one instance per test file, on a free port, in test
// mode, with its own SMTP sink and a clock only the tests move. The frame's tests play the visitor against it
// the way a browser would: codes and approval links are read from the mail the services sent.
import {
  approve,
  FRAME_ORIGIN,
  type FrameTestBed,
  followAuthorization,
  mailTo,
  resetTestHooks,
  startFrameTestBed,
} from '@gangway/services/testing/frame'
import { type RunningAnvils, startAnvilsOnFreePorts } from '@gangway/testing/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { FetchLike } from '../services/client.js'

export { FRAME_ORIGIN, injectFault } from '@gangway/services/testing/frame'

/** The file's services: where they are, and their clock (frozen: it moves when a test or the frame moves it). */
export interface TestServices {
  readonly base: string
  now(): number
  advance(ms: number): void
}

/** One call the frame made, as it left the frame, and the status the services answered. */
export interface SeenCall {
  method: string
  path: string
  body: unknown
  /** The `Authorization` header as sent. */
  authorization: string | undefined
  /** The `DPoP` header as sent. */
  proof: string | undefined
  status: number
}

/** The services as one or more frames see them: where they are, and what those frames sent them. */
export interface TestBackend {
  readonly bed: TestServices
  readonly url: string
  readonly calls: SeenCall[]
  /** The frame's `fetch`: the real one, with the `Origin` a browser adds to the frame page's requests. */
  readonly fetch: FetchLike
  /** Runs after each call, before the frame sees the answer: where a test plays the visitor meanwhile. */
  afterCall?: (call: SeenCall) => Promise<void> | void
}

/** The sign-in e-mail's subjects (apps/services/src/frame/mail-content.ts): an approval mail has no code. */
const APPROVAL_SUBJECT = 'Approve your new device'

let current: TestServices | undefined

/**
 * Call at the top of a test file: starts the services before its tests (a frozen clock, the OAuth and Farcaster
 * stand-ins; with `chains`, local anvils of those chain ids for the public `/v1` routes, the file's own) and
 * clears their faults and mail before each test.
 */
export function useTestServices({ chains = [] }: { chains?: number[] } = {}): TestServices {
  let bed: FrameTestBed | undefined
  let anvils: RunningAnvils | undefined
  beforeAll(async () => {
    anvils = chains.length > 0 ? await startAnvilsOnFreePorts(chains) : undefined
    bed = await startFrameTestBed(
      { social: { mockServer: { port: 0 } }, farcaster: { pollTimeoutMs: 200, pollIntervalMs: 50 } },
      { frozen: true, chains: anvils?.chains ?? [] },
    )
    current = handle
  })
  beforeEach(() => resetTestHooks(handle.base))
  afterAll(async () => {
    current = undefined
    await bed?.services.stop()
    await anvils?.stop()
  })
  const started = (): FrameTestBed => {
    if (!bed) throw new Error('The services start in beforeAll: use them inside a test')
    return bed
  }
  const handle: TestServices = {
    get base() {
      return started().services.url
    },
    now: () => started().now(),
    advance: (ms) => started().advance(ms),
  }
  return handle
}

/** The file's services (useTestServices); inside a test only. */
export function testServices(): TestServices {
  if (!current) throw new Error('Call useTestServices() at the top of the test file')
  return current
}

/** The addresses of the contracts the services deployed on `chainId` (GUSD, GWT…), deploying them first. */
export async function deployments(
  chainId: number,
  bed = testServices(),
): Promise<Record<string, `0x${string}`>> {
  const response = await fetch(new URL(`/__test/deployments/${chainId}`, bed.base))
  if (response.status !== 200) throw new Error(`No deployment on ${chainId}: ${await response.text()}`)
  return (await response.json()) as Record<string, `0x${string}`>
}

const parsedBody = (body: RequestInit['body']): unknown =>
  typeof body === 'string' ? JSON.parse(body) : undefined

/** A fresh record of what the frames given it send to the file's services. */
export function createBackend(bed = testServices()): TestBackend {
  const calls: SeenCall[] = []
  const backend: TestBackend = {
    bed,
    url: bed.base,
    calls,
    fetch: async (input, init = {}) => {
      const headers = new Headers(init.headers)
      headers.set('Origin', FRAME_ORIGIN)
      const response = await fetch(input, { ...init, headers })
      const call: SeenCall = {
        method: init.method ?? 'GET',
        path: new URL(input).pathname,
        body: parsedBody(init.body),
        authorization: headers.get('Authorization') ?? undefined,
        proof: headers.get('DPoP') ?? undefined,
        status: response.status,
      }
      calls.push(call)
      await backend.afterCall?.(call)
      return response
    },
  }
  return backend
}

/** The newest mail to `email` that `matches`, waiting briefly for it (the routes send before answering). */
async function newestMailThat(
  bed: TestServices,
  email: string,
  matches: (mail: { subject: string; code: string | null }) => boolean,
) {
  for (let tries = 0; tries < 40; tries++) {
    const mail = (await mailTo(bed.base, email)).find(matches)
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`No matching mail to ${email}`)
}

/** The code of the newest sign-in or update mail to `email`, as the visitor reads it. */
export async function codeFor(email: string, bed = testServices()): Promise<string> {
  const mail = await newestMailThat(bed, email, (item) => item.subject !== APPROVAL_SUBJECT && !!item.code)
  return mail.code as string
}

/** Approves the newest device of `email` as the visitor does: the link in the mail, then its button. */
export async function approveDevice(email: string, bed = testServices()): Promise<void> {
  const mail = await newestMailThat(bed, email, (item) => item.subject === APPROVAL_SUBJECT)
  const link = (mail as { links: string[] }).links.find((item) => item.includes('/device/approve'))
  const response = await approve(link ?? '')
  if (response.status !== 200) throw new Error(`Approving the device failed: HTTP ${response.status}`)
}

/**
 * Where the provider sends the browser back to after a social sign-in started at `uri`: the stand-in signs in at
 * once, as `login` (a fresh account by default: the file's tests share the services).
 */
export const socialCallback = (uri: string, login = freshLogin()): Promise<string> =>
  followAuthorization(uri, login)

/** A provider account name no other test of the file signs in with. */
export const freshLogin = (): string => `ada-${crypto.randomUUID().slice(0, 8)}`

/** Approves a Farcaster sign-in as the test account's wallet does (the link the frame showed). */
export async function approveFarcaster(url: string, bed = testServices()): Promise<void> {
  const response = await fetch(new URL('/__test/farcaster/approve', bed.base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  })
  if (response.status !== 200) throw new Error(`Approving on Farcaster failed: ${await response.text()}`)
}

/** A project the services know, with the origins allowed to embed it (as its dashboard entry would say). */
export async function seedProject(allowedOrigins: string[], bed = testServices()): Promise<string> {
  const projectId = `project-${crypto.randomUUID().slice(0, 8)}`
  const response = await fetch(new URL('/__test/seed', bed.base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projects: [{ projectId, allowedOrigins }] }),
  })
  if (response.status !== 200) throw new Error(`Seeding a project failed: ${await response.text()}`)
  return projectId
}
