/** Schemes an allowed origin may have: the page origins a modal or a frame can run on. */
const DEFAULT_PORTS = { http: 80, https: 443 } as const

type Scheme = keyof typeof DEFAULT_PORTS

/** A page origin as a tuple: host labels in lower-case ASCII, the port always set (the default when unwritten). */
export interface ParsedOrigin {
  scheme: Scheme
  /** The host split on dots; a fully qualified host (`example.com.`) ends with an empty label. */
  labels: string[]
  /** An IP address is one host, not a name of labels: wildcards never match it. */
  isIp: boolean
  port: number
}

/** An allow-list entry: literal labels or `*` (one whole label), and a port or `*` (any port, the default too). */
export interface OriginPattern {
  scheme: Scheme
  labels: string[]
  port: number | '*'
}

const WILDCARD = '*'
/** What a label of a pattern may hold before IDNA (non-ASCII labels are converted one by one). */
const ASCII_LABEL = /^[a-z0-9_-]+$/
const PORT = /^\d{1,5}$/
/** Characters that never belong in an origin's authority: userinfo, paths, queries, fragments, escapes, spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters.
const NOT_IN_AUTHORITY = /[/?#@\\%\s\u0000-\u001f\u007f]/

function isScheme(value: string): value is Scheme {
  return Object.hasOwn(DEFAULT_PORTS, value)
}

/** A URL, or undefined where the platform cannot parse it (not every browser has `URL.canParse`). */
function tryUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** Host-name labels (an empty one only last: a trailing dot), or an IP address; `a..b` or `a!b` is neither. */
function isHostName(labels: readonly string[], isIp: boolean): boolean {
  if (isIp) return true
  return labels.every(
    (label, index) => ASCII_LABEL.test(label) || (label === '' && index === labels.length - 1),
  )
}

/** How WHATWG URL writes an IP address: bracketed IPv6, or IPv4 (the only hosts whose last label is numeric). */
function isIpHost(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d+\.?$/.test(hostname.split('.').filter(Boolean).at(-1) ?? '')
}

/**
 * Reads an origin as a browser serialises it (`scheme://host[:port]`, no path, no userinfo, no default port
 * written out, ASCII host), ignoring case. Anything else is undefined: an origin that is not already in that
 * form did not come from a browser, and reading it leniently is how `https://a@evil.example` slips through.
 */
export function parseOrigin(origin: string): ParsedOrigin | undefined {
  const text = origin.toLowerCase()
  const url = tryUrl(text)
  if (!url || url.origin !== text) return undefined
  const scheme = url.protocol.slice(0, -1)
  if (!isScheme(scheme)) return undefined
  const labels = url.hostname.split('.')
  const isIp = isIpHost(url.hostname)
  if (!isHostName(labels, isIp)) return undefined
  return {
    scheme,
    labels,
    isIp,
    port: url.port === '' ? DEFAULT_PORTS[scheme] : Number(url.port),
  }
}

/** `host` and `port` of an authority; a `*` right after the host (`localhost*`) is the port wildcard. */
function splitAuthority(authority: string): { host: string; port: string | undefined } | undefined {
  if (authority.startsWith('[')) {
    const end = authority.indexOf(']')
    if (end < 0) return undefined
    const rest = authority.slice(end + 1)
    if (rest !== '' && !rest.startsWith(':')) return undefined
    return { host: authority.slice(0, end + 1), port: rest === '' ? undefined : rest.slice(1) }
  }
  const colon = authority.lastIndexOf(':')
  if (colon >= 0) return { host: authority.slice(0, colon), port: authority.slice(colon + 1) }
  const trailingStar =
    authority.length > 1 && authority.endsWith(WILDCARD) && !authority.endsWith(`.${WILDCARD}`)
  if (trailingStar) return { host: authority.slice(0, -1), port: WILDCARD }
  return { host: authority, port: undefined }
}

function parsePort(text: string | undefined, scheme: Scheme): number | '*' | undefined {
  if (text === undefined) return DEFAULT_PORTS[scheme]
  if (text === WILDCARD) return WILDCARD
  if (!PORT.test(text)) return undefined
  const port = Number(text)
  return port <= 65_535 ? port : undefined
}

/** One literal label in ASCII: kept as written, or converted from Unicode (IDNA) when it still is one label. */
function asciiLabel(label: string): string | undefined {
  if (ASCII_LABEL.test(label)) return label
  const host = tryUrl(`http://${label}`)?.hostname
  return host !== undefined && host !== '' && !host.includes('.') ? host : undefined
}

/** A host with no wildcard is read as a browser would (IPv4 shorthand, IDNA); one with wildcards label by label. */
function patternLabels(host: string): string[] | undefined {
  const labels = host.split('.')
  // A wildcard is a whole label: `a*.example.com` is refused rather than guessed at.
  if (host === '' || labels.some((label) => label !== WILDCARD && label.includes(WILDCARD))) return undefined
  if (!labels.includes(WILDCARD)) {
    const hostname = tryUrl(`http://${host}`)?.hostname
    if (hostname === undefined || hostname === '') return undefined
    const literal = hostname.split('.')
    return isHostName(literal, isIpHost(hostname)) ? literal : undefined
  }
  if (labels.slice(0, -1).some((label) => label === '')) return undefined
  // The rightmost name label is literal: `example.*` would admit whoever registers `example` under any TLD.
  const rightmost = labels.at(-1) === '' ? labels.at(-2) : labels.at(-1)
  if (rightmost === WILDCARD) return undefined
  const converted = labels.map((label, index) =>
    label === WILDCARD || (label === '' && index === labels.length - 1) ? label : asciiLabel(label),
  )
  return converted.every((label) => label !== undefined) ? converted : undefined
}

/**
 * Reads an allowed-origin entry (SPEC §5), ignoring case: `scheme://host[:port]` where a host label may be `*`
 * (exactly one whole label, never the rightmost one) and the port may be `*`. A `*` right after the host
 * (`http://localhost*`) is the port wildcard too. Undefined for anything else: a `*` in the scheme or inside a
 * label (`a*.example.com`), a path, userinfo, a bad port.
 */
export function parseOriginPattern(pattern: string): OriginPattern | undefined {
  const text = pattern.toLowerCase()
  const separator = text.indexOf('://')
  if (separator < 0) return undefined
  const scheme = text.slice(0, separator)
  if (!isScheme(scheme)) return undefined
  const authority = text.slice(separator + 3)
  if (NOT_IN_AUTHORITY.test(authority)) return undefined
  const parts = splitAuthority(authority)
  if (!parts) return undefined
  const port = parsePort(parts.port, scheme)
  const labels = patternLabels(parts.host)
  if (port === undefined || labels === undefined) return undefined
  return { scheme, labels, port }
}
