import { AnalyticsEventBodySchema, AnalyticsQuerySchema } from '@gangway/api/schemas'
import { Hono } from 'hono'
import type { ServicesContext } from '../context.js'
import { invalidProjectError } from '../http/errors.js'
import { parseRequest, readJsonBody } from '../http/validate.js'

/** SPEC §7 analytics sink: POST /e stores each event of a known project. */
export function analyticsRoutes({ storage }: ServicesContext): Hono {
  const app = new Hono()

  app.post('/e', async (c) => {
    const query = parseRequest(AnalyticsQuerySchema, c.req.query(), 'query')
    if (!(await storage.projects.get(query.projectId))) throw invalidProjectError()
    // Stored as it arrived (not the parsed output), so tests read back exactly what the client sent.
    const body = await readJsonBody(c.req.raw)
    parseRequest(AnalyticsEventBodySchema, body, 'body')
    await storage.analytics.insert({
      projectId: query.projectId,
      st: query.st,
      sv: query.sv,
      body,
      receivedAt: Date.now(),
    })
    return c.json({ ok: true }, 202)
  })

  return app
}
