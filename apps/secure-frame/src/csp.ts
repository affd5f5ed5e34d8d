/**
 * The pages' Content-Security-Policy (a meta tag the build writes into both HTML files): scripts, styles and
 * images from the frame's own origin only, and network calls to itself and the services. No inline script or
 * style, no eval. `frame-ancestors` has no effect in a meta tag: the server that serves the frame must send it
 * as a header (README).
 */
export function frameCsp(servicesUrl: string): string {
  const services = new URL(servicesUrl).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${services}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
