/** Schemes that run code or read local data when followed; never allowed, whatever else is. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
])

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Longest URL we accept from a service; real links are far shorter. */
export const MAX_URL_LENGTH = 2048

// Control characters, whitespace and bidi overrides let a string render differently from how it parses.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const DECEPTIVE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

export interface SafeUrlOptions {
  /**
   * Also accept app schemes (`metamask:`, `trust:` …), which wallet deep links use. Schemes that run code or
   * read local data stay forbidden.
   */
  allowAppSchemes?: boolean
  /** Accept `http:` on 127.0.0.1 / localhost, where the local services run (default true). */
  allowLoopbackHttp?: boolean
}

/**
 * The URL if it is safe to put in an `href`/`src`, else null: `https:`; `http:` only on loopback (local
 * development services); with `allowAppSchemes`, also app schemes; never `javascript:`, `data:`, `vbscript:`,
 * `file:` and the like. The scheme is read with the same WHATWG parser browsers use, so tricks such as
 * `java\tscript:` or leading spaces are seen for what they are.
 */
export function safeUrl(value: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null
  if (DECEPTIVE_CHARACTERS.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const scheme = url.protocol.toLowerCase()
  if (FORBIDDEN_SCHEMES.has(scheme)) return null
  if (scheme === 'https:') return value
  if (scheme === 'http:') {
    return (options.allowLoopbackHttp ?? true) && LOOPBACK_HOSTS.has(url.hostname) ? value : null
  }
  return options.allowAppSchemes && isAppScheme(scheme) ? value : null
}

/** `true` when `value` passes {@link safeUrl}. */
export function isSafeUrl(value: unknown, options?: SafeUrlOptions): value is string {
  return safeUrl(value, options) !== null
}

function isAppScheme(scheme: string): boolean {
  // An app scheme is a plain RFC 3986 scheme; web schemes other than https are not app links.
  return /^[a-z][a-z0-9+.-]*:$/.test(scheme) && !['http:', 'ws:', 'wss:', 'ftp:'].includes(scheme)
}
