import { type OriginPattern, type ParsedOrigin, parseOrigin, parseOriginPattern } from './origins-parse.js'

/**
 * SPEC §5: whether the page's origin is on the project's allow-list. Origin and entries are read as tuples
 * (scheme, host, port), ignoring case, and compared part by part; nothing is matched as text.
 *
 * - An entry without `*` matches that origin only. A missing port is the scheme's default (`https://a.example`
 *   and `https://a.example:443` are one origin).
 * - In the host, `*` is exactly one whole DNS label: `https://*.example.com` matches `https://a.example.com`,
 *   not `https://a.b.example.com` nor `https://example.com`. It never stands for a dot, a scheme, a slash or
 *   userinfo, never for part of a label (`a*.example.com` is refused), never for the rightmost label
 *   (`https://example.*` is refused) and never matches an IP address.
 * - As the port, `*` is any port, the scheme's default included: `http://127.0.0.1:*`. A `*` written right after
 *   the host means the same: `http://localhost*` is localhost on any port or none (not `localhost.evil.com`).
 * - An entry that does not read this way matches nothing, and so does an origin that is not exactly how a browser
 *   serialises one (a path, userinfo, a written default port, a Unicode host, `null`).
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((pattern) => {
    const entry = parseOriginPattern(pattern)
    return entry !== undefined && matches(parsed, entry)
  })
}

function matches(origin: ParsedOrigin, pattern: OriginPattern): boolean {
  if (origin.scheme !== pattern.scheme) return false
  if (pattern.port !== '*' && pattern.port !== origin.port) return false
  if (origin.labels.length !== pattern.labels.length) return false
  return pattern.labels.every((label, index) => {
    const actual = origin.labels[index]
    if (label !== '*') return label === actual
    return !origin.isIp && actual !== undefined && actual !== ''
  })
}
