/**
 * The part of a `Cookie` header that wagmi wrote (names starting with its storage key, `wagmi.` by default).
 * The layout hands the header to a client component, whose props are serialised into the page: passing only
 * wagmi's cookies keeps the host's others, HttpOnly session cookies among them, out of the HTML.
 */
export function wagmiCookies(header: string | null, key = 'wagmi'): string | null {
  if (!header) return null
  const kept = header
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie.startsWith(`${key}.`))
  return kept.length > 0 ? kept.join('; ') : null
}
