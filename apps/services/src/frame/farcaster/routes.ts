import { Hono } from 'hono'
import * as v from 'valibot'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import type { FarcasterSignIn } from './farcaster-sign-in.js'

/**
 * The relay's channel tokens (UUIDs from the stand-in; other relays' may differ): 1–128 URL-safe characters.
 */
const ConnectSchema = v.object({
  channelToken: v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'Invalid channelToken')),
})

/**
 * `/farcaster/*` under `/frame/v1` (mounted by identity-routes.ts, which admits the frame origins only): open
 * a sign-in, then wait for it.
 */
export function farcasterRoutes(farcaster: FarcasterSignIn): Hono {
  const app = new Hono()

  app.post('/channel', async (c) => {
    // The body is `{}`: read so that a malformed one is refused like everywhere else.
    parseRequest(v.object({}), await readJsonBody(c.req.raw), 'body')
    return c.json(await farcaster.createChannel())
  })

  app.post('/connect', async (c) => {
    const { channelToken } = parseRequest(ConnectSchema, await readJsonBody(c.req.raw), 'body')
    return c.json(await farcaster.connect(channelToken, c.req.raw.signal))
  })

  return app
}
