import {
  AnalyticsConfigSchema,
  GetWalletsQuerySchema,
  GetWalletsResponseSchema,
  OriginsResponseSchema,
} from '@gangway/api/schemas'
import { type Context, Hono } from 'hono'
import type { ServicesContext } from '../context.js'
import { invalidProjectError, ServiceError } from '../http/errors.js'
import { checkResponse, parseRequest } from '../http/validate.js'
import { IMAGE_ID_PATTERN, type ImageKind, imageFor } from './images.js'

/** Images never change for an id: let browsers keep them for a week. */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800, immutable'

export function directoryRoutes({ storage }: ServicesContext): Hono {
  const app = new Hono()

  async function knownProject(c: Context) {
    const projectId = c.req.query('projectId')
    const project = projectId ? await storage.projects.get(projectId) : undefined
    if (!project) throw invalidProjectError()
    return project
  }

  app.get('/getWallets', async (c) => {
    const query = parseRequest(GetWalletsQuerySchema, c.req.query(), 'query')
    const page = await storage.wallets.query({
      page: query.page,
      entries: query.entries,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      search: query.search?.trim() || undefined,
      badge: query.badge_type,
    })
    return c.json(checkResponse(GetWalletsResponseSchema, page, 'getWallets'))
  })

  async function serveImage(c: Context, kind: ImageKind) {
    const id = c.req.param('id') ?? ''
    if (!IMAGE_ID_PATTERN.test(id)) throw new ServiceError(400, 'Invalid image id')
    const label = kind === 'wallet' ? (await storage.wallets.findByImageId(id))?.name : undefined
    const { svg, etag } = imageFor(kind, id, label)
    const headers = { 'content-type': 'image/svg+xml', 'cache-control': IMAGE_CACHE_CONTROL, etag }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    return c.body(svg, 200, headers)
  }

  app.get('/getWalletImage/:id', (c) => serveImage(c, 'wallet'))
  app.get('/public/getAssetImage/:id', (c) => serveImage(c, 'asset'))
  app.get('/public/getCurrencyImage/:id', (c) => serveImage(c, 'currency'))
  app.get('/public/getTokenImage/:id', (c) => serveImage(c, 'token'))

  app.get('/projects/v1/origins', async (c) => {
    const project = await knownProject(c)
    return c.json(checkResponse(OriginsResponseSchema, { allowedOrigins: project.allowedOrigins }, 'origins'))
  })

  app.get('/getAnalyticsConfig', async (c) => {
    const project = await knownProject(c)
    const body = { isAnalyticsEnabled: project.isAnalyticsEnabled }
    return c.json(checkResponse(AnalyticsConfigSchema, body, 'getAnalyticsConfig'))
  })

  return app
}
