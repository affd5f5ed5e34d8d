import { Hono } from 'hono'
import * as v from 'valibot'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { requireBindingKey } from '../binding-key.js'
import type { FarcasterSignIn } from './farcaster-sign-in.js'

/**
 * The relay's channel tokens (UUIDs from the stand-in; other relays' may differ): 1–128 URL-safe characters.
 */
const ConnectSchema = v.object({
  channelToken: v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'Invalid channelToken')),
  /** The frame's public key the session is bound to (binding-key.ts). */
  bindingKey: v.optional(v.unknown()),
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
    const { channelToken, bindingKey } = parseRequest(ConnectSchema, await readJsonBody(c.req.raw), 'body')
    // Checked before the relay is asked: a request without a key leaves the sign-in to finish.
    return c.json(await farcaster.connect(channelToken, requireBindingKey(bindingKey), c.req.raw.signal))
  })

  return app
}
