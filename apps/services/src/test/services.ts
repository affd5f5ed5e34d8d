import { inject } from 'vitest'
import { type RunningServices, type StartServicesOptions, startServices } from '../server.js'
import type { FaultSpec } from '../test-hooks/faults.js'
import type { LoggedRequest } from '../test-hooks/request-log.js'

/** A frame key secret for tests (production mode requires one). */
export const TEST_FRAME_KEY_SECRET = 'gangway test frame key secret, never for production'

/** What a production start is given: production knows only the projects it is configured with. */
export const TEST_PROJECT_ORIGINS = { 'gangway-sandbox': ['http://127.0.0.1:*'] }

/**
 * Starts the real services on a free port against this project's anvils, in test mode (or the mode asked
 * for: production gets the test key secret and the sandbox project id as its configuration).
 */
export function startTestServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  return startServices({
    port: 0,
    mode: 'test',
    chains: inject('servicesChains'),
    log: () => {},
    ...(options.mode === 'production' && { projectOrigins: TEST_PROJECT_ORIGINS }),
    ...options,
    frame: { keySecret: TEST_FRAME_KEY_SECRET, ...options.frame },
  })
}

/** Query every client call carries (SPEC §7). */
export const SDK_QUERY = { projectId: 'gangway-sandbox', st: 'appkit', sv: 'html-wagmi-0.0.0' } as const

export function withQuery(base: string, path: string, params: Record<string, string | number> = {}): string {
  const url = new URL(path, base)
  for (const [key, value] of Object.entries({ ...SDK_QUERY, ...params }))
    url.searchParams.set(key, String(value))
  return url.toString()
}

export async function getJson<T = unknown>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init)
  return { status: response.status, body: (await response.json()) as T }
}

/** What the services received at `path` (the request log of the `/__test` hooks). */
export async function recordedRequests(base: string, path: string): Promise<LoggedRequest[]> {
  const url = new URL('/__test/requests', base)
  url.searchParams.set('path', path)
  return (await getJson<{ requests: LoggedRequest[] }>(url.toString())).body.requests
}

export async function injectFault(base: string, spec: FaultSpec): Promise<void> {
  const response = await fetch(new URL('/__test/faults', base), {
    method: 'POST',
    body: JSON.stringify(spec),
  })
  if (response.status !== 201) throw new Error(`Injecting a fault failed: ${await response.text()}`)
}

/** Forgets faults (the relay's too), recorded requests, stored events and received mail, so each test starts clean. */
export async function resetTestHooks(base: string): Promise<void> {
  await Promise.all(
    ['/__test/faults', '/__test/relay/faults', '/__test/requests', '/__test/events', '/__test/mail'].map(
      (path) => fetch(new URL(path, base), { method: 'DELETE' }),
    ),
  )
}
