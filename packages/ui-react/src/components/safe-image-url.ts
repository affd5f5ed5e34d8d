const SAFE_PROTOCOLS = new Set(['https:', 'blob:'])

/**
 * Returns `url` when it may be used as an image source: https:, blob:, or an inline data:image/ URL.
 * Anything else (javascript:, http:, relative paths, other data: types) gives undefined, so a
 * wallet-supplied icon can never run code or leak the visitor's address over plain HTTP.
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
  return SAFE_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined
}
