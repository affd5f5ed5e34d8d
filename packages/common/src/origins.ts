/**
 * SPEC §5: whether the page's origin is on the project's allow-list. An entry matches exactly, or with `*`
 * standing for any run of characters (`http://127.0.0.1:*`, `https://*.example.com`). Origins compare
 * ignoring case, as browsers serialise scheme and host in lower case.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const target = origin.toLowerCase()
  return patterns.some((pattern) => toPattern(pattern.toLowerCase()).test(target))
}

function toPattern(allowed: string): RegExp {
  const source = allowed
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`)
}
