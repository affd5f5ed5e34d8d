import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The sandbox path served under the strict policy; every other page keeps no CSP header. */
export const STRICT_CSP_PATH = '/strict-csp'

export interface StrictCspOrigins {
  /** apps/services: directory, blockchain API, analytics, and its WalletConnect relay over ws:. */
  servicesUrl: string
  /** JSON-RPC endpoints the page's adapters read from (the local chains). */
  rpcUrls: string[]
  /** The secure frame's site, framed for e-mail and social sign-in. */
  secureSiteUrl: string
}

function origin(url: string): string {
  return new URL(url).origin
}

/** The ws: (or wss:) twin of an http(s) origin: the relay socket is a connect-src of its own. */
function socketOrigin(url: string): string {
  return origin(url).replace(/^http/u, 'ws')
}

/**
 * The strict policy (`default-src 'self'; script-src 'self'; style-src 'self'`) plus only what a
 * connection needs. Styles stay strict: the modal's stylesheets are adopted constructable sheets, and React
 * writes `style` props through the CSSOM, which style-src does not govern. `data:` images are the EIP-6963
 * icons wallets announce (the standard requires data URIs); every other image comes from the services.
 */
export function strictCspPolicy(origins: StrictCspOrigins, styleNonce?: string): string {
  const services = origin(origins.servicesUrl)
  const connect = [services, socketOrigin(origins.servicesUrl), ...origins.rpcUrls.map(origin)]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])]],
    ['connect-src', ["'self'", ...new Set(connect)]],
    ['img-src', ["'self'", 'data:', services]],
    // The secure frame, and WalletConnect's Verify attestation, a hidden frame from the services' verify stand-in.
    ['frame-src', [origin(origins.secureSiteUrl), services]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

export interface StrictCspPageOptions {
  origins: StrictCspOrigins
  /** The built page (dist/index.html), read for the nonce variant, which the server must write per response. */
  readPage(): Promise<string>
}

/**
 * Serves `/strict-csp` under the policy. `/strict-csp?nonce` is the variant for browsers without constructable
 * stylesheets: a fresh nonce per response, allowed in style-src and handed to the page the way Vite's
 * `html.cspNonce` does it (`<meta property="csp-nonce" nonce>`, whose nonce scripts read but selectors cannot).
 */
export function strictCspPage(options: StrictCspPageOptions): Middleware {
  const policy = strictCspPolicy(options.origins)
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://sandbox')
    if (url.pathname.replace(/\/+$/u, '') !== STRICT_CSP_PATH) return next()
    if (!url.searchParams.has('nonce')) {
      response.setHeader('Content-Security-Policy', policy)
      return next()
    }
    const nonce = randomBytes(16).toString('base64')
    options.readPage().then((html) => {
      response.setHeader('Content-Security-Policy', strictCspPolicy(options.origins, nonce))
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      response.end(html.replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`))
    }, next)
  }
}
