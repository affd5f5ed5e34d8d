import { Hono } from 'hono'
import { describeError } from './describe-error.js'
import type { Storage } from './storage/types.js'

/** A project id no project has: looking it up is a real query that finds nothing. */
const PROBE_PROJECT_ID = '__readyz__'

/**
 * Probes for a process supervisor or load balancer, in every mode. `/healthz`: the process serves HTTP.
 * `/readyz`: it can do its work too, i.e. storage answers a query; else 503 naming the failing check.
 */
export function healthRoutes(storage: Storage, log: (line: string) => void): Hono {
  const app = new Hono()
  const fresh = { 'Cache-Control': 'no-store' }
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, fresh))
  app.get('/readyz', async (c) => {
    try {
      await storage.projects.get(PROBE_PROJECT_ID)
    } catch (error) {
      log(`services: readiness check storage failed: ${describeError(error)}`)
      return c.json({ status: 'unavailable', failing: 'storage' }, 503, fresh)
    }
    return c.json({ status: 'ok' }, 200, fresh)
  })
  return app
}
