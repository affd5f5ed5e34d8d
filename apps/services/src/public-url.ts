import type { ServicesMode } from './config.js'
import { isLoopbackHost } from './loopback.js'

/**
 * Why `value` cannot be the services' public URL (`publicUrl`, SERVICES_PUBLIC_URL), or undefined when it can:
 * an absolute http(s) URL naming only an origin, since the routes' paths are appended to it; https in
 * production unless it names loopback, since the frame's sessions and the approval links travel through it.
 */
export function publicUrlProblem(value: string, mode: ServicesMode): string | undefined {
  if (!URL.canParse(value)) return `an absolute http(s) URL such as https://services.example, not ${value}`
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `an http(s) URL such as https://services.example, not ${url.protocol}`
  }
  if (url.username || url.password) return 'no user name or password in the URL'
  // `new URL` drops an empty query or fragment: `?` and `#` are looked for in the text.
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    return `an origin only (scheme, host, port): no path, query or fragment, not ${value}`
  }
  if (mode === 'production' && url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `https in production (the frame's sessions and approval links go through it), not ${value}`
  }
  return undefined
}

/** The origin of a valid public URL (`https://services.example/` → `https://services.example`). */
export const publicOrigin = (value: string): string => new URL(value).origin

/** The relay's URL under an origin: `wss://` behind https, `ws://` behind http. */
export function relayUrlOf(origin: string, path: string): string {
  const url = new URL(path, origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}
