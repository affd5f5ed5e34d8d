import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServicesContext } from '../context.js'
import { ServiceError } from '../http/errors.js'
import { farcasterRoutes } from './farcaster/routes.js'
import { socialRoutes } from './social/routes.js'

/** The largest body here is a callback URI (at most 4,096 characters). */
const MAX_BODY_BYTES = 8 * 1024

/**
 * Only the frame page may call: a sign-in's code comes back to the frame origin and its session is the
 * frame's to hand over. Checked before anything else, as the key routes do. Browsers set `Origin` themselves.
 */
function frameOriginOnly(frameOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!frameOrigins.includes(c.req.header('Origin') ?? '')) {
      throw new ServiceError(403, 'Unauthorized: origin not allowed')
    }
    await next()
  }
}

/**
 * A route group under `/frame/v1` with its guards. They are the group's own (registered on its paths only):
 * middleware on `/frame/v1/*` would also run for the e-mail and key routes, whose limits differ.
 */
function frameGroup(routes: Hono, frameOrigins: readonly string[]): Hono {
  const group = new Hono()
  group.use('*', async (c, next) => {
    // Sessions and user data: never cached.
    c.header('Cache-Control', 'no-store')
    await next()
  })
  group.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'Request too large' }, 413) }),
  )
  group.use('*', frameOriginOnly(frameOrigins))
  group.route('/', routes)
  return group
}

/**
 * Sign-in through another service: `/frame/v1/social/*` (OAuth 2 with PKCE) and `/frame/v1/farcaster/*`
 * (Sign In With Farcaster), for the frame page's origin only. The Farcaster relay stand-in
 * (`/farcaster-relay/v1/*`) is mounted with the other stand-ins, outside production (test-hooks/stand-ins.ts).
 */
export function identityRoutes({ frame }: ServicesContext): Hono {
  const app = new Hono()
  app.route('/frame/v1/social', frameGroup(socialRoutes(frame.social), frame.frameOrigins))
  app.route('/frame/v1/farcaster', frameGroup(farcasterRoutes(frame.farcaster), frame.frameOrigins))
  return app
}
