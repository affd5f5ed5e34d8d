import { inject } from 'vitest'
import { type RunningServices, type StartServicesOptions, startServices } from '../server.js'

/** Starts the real services on a free port against this project's anvils, in test mode. */
export function startTestServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  return startServices({ port: 0, mode: 'test', chains: inject('servicesChains'), log: () => {}, ...options })
}

/** Query every client call carries (SPEC §7). */
export const SDK_QUERY = { projectId: 'gangway-sandbox', st: 'appkit', sv: 'html-wagmi-0.0.0' } as const

export function withQuery(base: string, path: string, params: Record<string, string | number> = {}): string {
  const url = new URL(path, base)
  for (const [key, value] of Object.entries({ ...SDK_QUERY, ...params })) url.searchParams.set(key, String(value))
  return url.toString()
}

export async function getJson<T = unknown>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init)
  return { status: response.status, body: (await response.json()) as T }
}
