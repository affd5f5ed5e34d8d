import { Hono } from 'hono'
import { parseRequest, readJsonBody } from '../http/validate.js'
import type { Relay } from './relay.js'
import { RelayFaultSpecSchema } from './relay-faults.js'

/** `/__test/relay` (development and test mode only): what the relay holds, and faults on its methods. */
export function relayTestRoutes(relay: Relay): Hono {
  const app = new Hono()

  app.get('/', async (c) => c.json(await relay.inspect()))
  app.post('/faults', async (c) => {
    const spec = parseRequest(RelayFaultSpecSchema, await readJsonBody(c.req.raw), 'relay fault')
    return c.json({ id: relay.faults.add(spec) }, 201)
  })
  app.delete('/faults', (c) => {
    relay.faults.clear()
    return c.body(null, 204)
  })

  return app
}
