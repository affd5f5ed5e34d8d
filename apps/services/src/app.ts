import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { analyticsRoutes } from './analytics/routes.js'
import { nftRoutes } from './blockchain/nft-routes.js'
import { blockchainRoutes } from './blockchain/routes.js'
import type { ServicesContext } from './context.js'
import { directoryRoutes } from './directory/routes.js'
import { errorResponse } from './http/errors.js'
import { explorerRoutes } from './blockchain/explorer-routes.js'
import { healthRoutes } from './health-routes.js'
import type { StandIns } from './test-hooks/stand-ins.js'
import { frameRoutes } from './frame/routes.js'
import { identityRoutes } from './frame/identity-routes.js'
import { rpcRoutes } from './blockchain/rpc/routes.js'
import { siwxRoutes } from './siwx/routes.js'

/**
 * The whole HTTP API: every route group of SPEC §7 this server implements, the health probes, and outside
 * production the stand-ins' routes (`/__test`, the verify stand-in, the test checkout, the Farcaster relay
 * stand-in). The relay's WebSocket upgrades do not come through here (see Relay.attach).
 */
export function createApp(context: ServicesContext, standIns?: StandIns): Hono {
  const app = new Hono()

  // The modal calls from the host page's origin (the sandbox is http://127.0.0.1:5173): any origin may call,
  // keyed by project id as the hosted services are. Preflights are answered here.
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], maxAge: 600 }))
  standIns?.mountBefore(app)

  app.route('/', healthRoutes(context.storage, context.log))
  app.route('/', directoryRoutes(context))
  app.route('/', analyticsRoutes(context))
  // Before the blockchain routes, whose `/v1/*` check of the sdk query would otherwise refuse the frame's URL.
  app.route('/', rpcRoutes(context))
  // Likewise: a host's server looks a session up with no sdk query (see siwx/routes.ts).
  app.route('/', siwxRoutes(context))
  app.route('/', blockchainRoutes(context))
  app.route('/', nftRoutes(context))
  app.route('/', explorerRoutes(context))
  app.route('/', frameRoutes(context))
  app.route('/', identityRoutes(context))
  if (standIns) app.route('/', standIns.routes(context))

  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.onError((error, c) => errorResponse(c, error, context.log))
  return app
}
