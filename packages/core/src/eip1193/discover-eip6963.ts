import type { Eip6963ProviderDetail, EventHost } from './types.js'

const ANNOUNCE_EVENT = 'eip6963:announceProvider'
const REQUEST_EVENT = 'eip6963:requestProvider'

export interface Eip6963Discovery {
  /** The wallets announced so far, one per rdns, in order of first announcement. */
  providers(): readonly Eip6963ProviderDetail[]
  /** Called with every provider list that differs from the last; returns the function that stops it. */
  subscribe(listener: (providers: readonly Eip6963ProviderDetail[]) => void): () => void
  /** Resolves with the wallet of `rdns` once announced, or undefined after `timeoutMs`. */
  whenAnnounced(rdns: string, timeoutMs: number): Promise<Eip6963ProviderDetail | undefined>
  /** Stops listening and ends every wait (as not announced); the list stays as it was. */
  stop(): void
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider` and asks every wallet to announce itself with
 * `eip6963:requestProvider`. One entry per rdns, the latest announcement winning: a wallet that announces
 * again after a reload of its extension brings a new provider under the same identity. Announcements that
 * are not a provider with an rdns are ignored, since any script on the page may dispatch the event.
 * `host` is the page's `window`; without one (on a server) nothing is ever announced.
 */
export function discoverEip6963Providers(host: EventHost | undefined): Eip6963Discovery {
  const byRdns = new Map<string, Eip6963ProviderDetail>()
  const listeners = new Set<(providers: readonly Eip6963ProviderDetail[]) => void>()
  // Waits of whenAnnounced still running, each with its timer: stop() ends them.
  const waits = new Set<(detail: Eip6963ProviderDetail | undefined) => void>()
  const providers = () => [...byRdns.values()]

  function onAnnounce(event: Event) {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isProviderDetail(detail)) return
    const known = byRdns.get(detail.info.rdns)
    if (known?.provider === detail.provider && known.info.name === detail.info.name) return
    byRdns.set(detail.info.rdns, detail)
    const list = providers()
    for (const listener of listeners) listener(list)
  }

  host?.addEventListener(ANNOUNCE_EVENT, onAnnounce)
  host?.dispatchEvent(new Event(REQUEST_EVENT))

  return {
    providers,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    whenAnnounced(rdns, timeoutMs) {
      const known = byRdns.get(rdns)
      if (known || !host) return Promise.resolve(known)
      return new Promise((resolve) => {
        const finish = (detail: Eip6963ProviderDetail | undefined) => {
          clearTimeout(timer)
          listeners.delete(onChange)
          waits.delete(finish)
          resolve(detail)
        }
        const onChange = () => {
          const detail = byRdns.get(rdns)
          if (detail) finish(detail)
        }
        const timer = setTimeout(() => finish(undefined), timeoutMs)
        listeners.add(onChange)
        waits.add(finish)
        // A wallet whose script loaded after ours answers a fresh request.
        host.dispatchEvent(new Event(REQUEST_EVENT))
      })
    },
    stop() {
      host?.removeEventListener(ANNOUNCE_EVENT, onAnnounce)
      for (const finish of waits) finish(undefined)
      listeners.clear()
    },
  }
}

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: { request?: unknown } }
  return (
    typeof info?.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    typeof provider?.request === 'function'
  )
}
