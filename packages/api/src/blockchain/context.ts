import type { HttpClient } from '../http/http-client.js'
import type { ServiceClientOptions } from '../http/service-options.js'

/** Something the user should be told, e.g. SPEC §8 toast 'Token Balance Unavailable'. */
export interface BlockchainNotice {
  toast: string
}

export interface BlockchainClientOptions extends ServiceClientOptions {
  /** Clock in ms for caches and retry windows; injectable for tests. */
  now?: (() => number) | undefined
  /** Receives notices such as SPEC §8 'Token Balance Unavailable'. */
  onNotice?: ((notice: BlockchainNotice) => void) | undefined
}

/** What each group of blockchain calls needs: the HTTP client, the common query and the options. */
export interface BlockchainContext {
  http: HttpClient
  query: { projectId: string; st: string; sv: string }
  options: BlockchainClientOptions
  now: () => number
}

/** Tells `onError` about a failure that a call answers with a fallback. */
export function reportFallback(context: BlockchainContext, error: unknown, call: string) {
  context.options.onError?.(error, call)
}
