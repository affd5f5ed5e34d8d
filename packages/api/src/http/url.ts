/** A query value: arrays go as comma lists; `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null

export type QueryParams = Readonly<Record<string, QueryValue>>

/**
 * `baseUrl` + `path` + query. The base may carry a path of its own (`https://host/api`), and `path` may start
 * with a slash or not, as the SPEC's table writes them both ways.
 */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const url = new URL(path.replace(/^\/+/, ''), base)
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    url.searchParams.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url
}

/** A path segment from untrusted or user input (an address, a name, an id), encoded so it stays one segment. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value))
}
