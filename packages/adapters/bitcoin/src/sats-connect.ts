/** The events a sats-connect provider may emit. */
export type SatsConnectEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** The provider object a sats-connect wallet injects (Xverse: `window.XverseProviders.BitcoinProvider`). */
export interface SatsConnectProvider {
  /** Answers `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`; checked, never trusted. */
  request(method: string, params: unknown): Promise<unknown>
  addListener?(event: SatsConnectEvent, listener: (event: unknown) => void): unknown
}

/** A wallet `window.btc_providers` lists, with its provider found. Name and icon are the page's to show as text. */
export interface SatsConnectWallet {
  /** The dotted path on `window` to its provider, as listed. */
  id: string
  name: string
  /** Only an `https:` URL or a `data:image/` URI; undefined otherwise. */
  icon: string | undefined
  provider: SatsConnectProvider
}

/** Path segments that would walk into prototypes instead of objects the wallet put on `window`. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor'])

/**
 * The wallets `window.btc_providers` lists, as sats-connect finds them: each entry's `id` is a dotted path on
 * `window` to its provider. Entries are the page's untrusted input: a malformed one (not an object, no name, an
 * id that resolves to nothing with `request`) is left out, never thrown over; the first of two with the same
 * name wins. Read when called (the adapter calls it on construct and on every syncConnectors), never polled.
 */
export function satsConnectWallets(host: unknown = globalThis.window): SatsConnectWallet[] {
  const found: SatsConnectWallet[] = []
  try {
    const entries = read(host, 'btc_providers')
    if (!Array.isArray(entries)) return found
    for (const entry of entries) {
      const wallet = toWallet(host, entry)
      if (wallet && !found.some((other) => other.name === wallet.name)) found.push(wallet)
    }
  } catch {
    // A hostile list (a throwing getter, a revoked Proxy) yields what was read before it threw.
  }
  return found
}

function toWallet(host: unknown, entry: unknown): SatsConnectWallet | undefined {
  try {
    const id = read(entry, 'id')
    const name = read(entry, 'name')
    if (typeof id !== 'string' || typeof name !== 'string' || name.trim() === '') return undefined
    const provider = resolve(host, id)
    if (!provider) return undefined
    return { id, name: name.trim(), icon: safeIcon(read(entry, 'icon')), provider }
  } catch {
    return undefined
  }
}

/** The object at a dotted path on `host`, if it has a `request` function. */
function resolve(host: unknown, path: string): SatsConnectProvider | undefined {
  const segments = path.split('.')
  if (segments.some((segment) => segment === '' || FORBIDDEN_SEGMENTS.has(segment))) return undefined
  let value = host
  for (const segment of segments) value = read(value, segment)
  return typeof read(value, 'request') === 'function' ? (value as SatsConnectProvider) : undefined
}

/** An icon the modal may load as an image: an `https:` URL or a `data:image/` URI, nothing else. */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  return /^(https:|data:image\/)/i.test(icon) ? icon : undefined
}

function read(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  return (value as Record<string, unknown>)[key]
}
