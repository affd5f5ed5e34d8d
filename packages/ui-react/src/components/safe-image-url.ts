const SAFE_PROTOCOLS = new Set(['https:', 'blob:'])
/** Hosts where plain http stays on this machine: the local reference services run there. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Returns `url` when it may be used as an image source: https:, blob:, http: on loopback (the local
 * directory), or an inline data:image/ URL. Anything else (javascript:, http: elsewhere, relative
 * paths, other data: types) gives undefined, so a wallet-supplied icon can never run code or leak
 * the visitor's address over plain HTTP.
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  const trimmed = url.trim()
  if (/^data:image\//i.test(trimmed)) return trimmed
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return undefined
  }
  if (parsed.protocol === 'http:') return LOOPBACK_HOSTS.has(parsed.hostname) ? trimmed : undefined
  return SAFE_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined
}
