import { Hono } from 'hono'
import * as v from 'valibot'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { requireBindingKey } from '../binding-key.js'
import { flowCompletionOf } from '../flow-binding.js'
import type { FarcasterSignIn } from './farcaster-sign-in.js'

/**
 * The relay's channel tokens (UUIDs from the stand-in; other relays' may differ): 1–128 URL-safe characters.
 */
const ConnectSchema = v.object({
  channelToken: v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'Invalid channelToken')),
  /** The frame's public key the session is bound to (binding-key.ts). */
  bindingKey: v.optional(v.unknown()),
})

/** The frame's public key: only a connect proved by it waits on the channel (flow-binding.ts). */
const ChannelSchema = v.object({ bindingKey: v.optional(v.unknown()) })

/**
 * `/farcaster/*` under `/frame/v1` (mounted by identity-routes.ts, which admits the frame origins only): open
 * a sign-in, then wait for it.
 */
export function farcasterRoutes(farcaster: FarcasterSignIn): Hono {
  const app = new Hono()

  app.post('/channel', async (c) => {
    const { bindingKey } = parseRequest(ChannelSchema, await readJsonBody(c.req.raw), 'body')
    return c.json(await farcaster.createChannel(bindingKey))
  })

  app.post('/connect', async (c) => {
    const { channelToken, bindingKey } = parseRequest(ConnectSchema, await readJsonBody(c.req.raw), 'body')
    // Checked before the relay is asked: a request without the frame's key and its proof leaves the sign-in
    // to finish.
    const completion = flowCompletionOf(c, requireBindingKey(bindingKey))
    return c.json(await farcaster.connect(channelToken, completion, c.req.raw.signal))
  })

  return app
}
