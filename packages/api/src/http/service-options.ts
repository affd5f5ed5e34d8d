import { createHttpClient, type HttpClient } from './http-client.js'

/** Options every service client takes. */
export interface ServiceClientOptions {
  baseUrl: string
  projectId: string
  /** SDK type, sent as `st` (e.g. `'appkit'`). */
  sdkType: string
  /** SDK version, sent as `sv` (e.g. `'react-wagmi-1.0.0'`). */
  sdkVersion: string
  clientId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  retries?: number | undefined
  retryDelay?: number | undefined
  timeout?: number | undefined
  /**
   * Told about every failure a call answers with a fallback instead of throwing (empty origins, default on-ramp
   * options …), so nothing is swallowed silently (ARCHITECTURE Principle 9).
   */
  onError?: ((error: unknown, call: string) => void) | undefined
}

/** The query every service call carries (SPEC §7): project id, sdk type and sdk version. */
export function sdkQuery(options: ServiceClientOptions) {
  return { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
}

export function createServiceHttpClient(options: ServiceClientOptions): HttpClient {
  return createHttpClient({
    baseUrl: options.baseUrl,
    clientId: options.clientId,
    fetch: options.fetch,
    retries: options.retries,
    retryDelay: options.retryDelay,
    timeout: options.timeout,
  })
}
