import type { Context } from 'hono'
import type { ServicesContext } from '../context.js'

/**
 * The origin the services' links (images, tokenURIs, checkout pages) start with: the configured public URL,
 * since behind a TLS proxy the request arrives as plain http; without one, the request's own origin.
 */
export function selfOrigin(context: Pick<ServicesContext, 'publicUrl'>, c: Context): string {
  return context.publicUrl ?? new URL(c.req.url).origin
}
