import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { ServiceError } from '../../http/errors.js'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { FARCASTER_RELAY_PATH } from './config.js'
import type { FarcasterRelay } from './relay.js'

/** A channel request and an approval are a few hundred bytes (the SIWE message is the largest part). */
const MAX_BODY_BYTES = 8 * 1024

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))
const optionalText = (max: number) => v.optional(text(max))
const Iso8601Schema = v.pipe(v.string(), v.isoTimestamp('Invalid timestamp: ISO 8601 expected'))

const ChannelRequestSchema = v.object({
  siweUri: v.pipe(v.string(), v.url('Invalid siweUri: a URL expected'), v.maxLength(512)),
  domain: text(253),
  // EIP-4361: at least 8 alphanumerics.
  nonce: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,128}$/, 'Invalid nonce: 8 to 128 letters or digits')),
  ),
  notBefore: v.optional(Iso8601Schema),
  expirationTime: v.optional(Iso8601Schema),
  requestId: optionalText(256),
  redirectUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(512))),
  acceptAuthAddress: v.optional(v.boolean()),
})

const ApprovalSchema = v.object({
  message: text(4096),
  signature: v.pipe(
    v.string(),
    v.regex(/^0x[0-9a-fA-F]{2,1024}$/, 'Invalid signature: 0x and hex digits'),
    v.transform((signature) => signature as `0x${string}`),
  ),
  fid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  authMethod: v.optional(v.picklist(['custody', 'authAddress'])),
  username: optionalText(64),
  displayName: optionalText(128),
  bio: optionalText(1024),
  pfpUrl: optionalText(1024),
})

/**
 * The channel token of `Authorization: Bearer <token>`; the real relay answers 401 for none or an unknown
 * one.
 */
function channelToken(c: Context): string {
  const token = /^Bearer (\S{1,128})$/.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!token) throw new ServiceError(401, 'Unauthorized')
  return token
}

/**
 * `/farcaster-relay/v1`: the Farcaster Auth relay stand-in (development and test only), the three calls of
 * auth-client's app and wallet clients. Status codes are the real relay's: 201 for a new channel or an
 * approval, 202 while pending, 200 once completed (the read that closes it), 401 for an unknown channel.
 */
export function farcasterRelayRoutes(relay: FarcasterRelay): Hono {
  const app = new Hono().basePath(`${FARCASTER_RELAY_PATH}/v1`)
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'Request too large' }, 413) }),
  )

  app.post('/channel', async (c) => {
    const request = parseRequest(ChannelRequestSchema, await readJsonBody(c.req.raw), 'body')
    const metadata = { ip: getConnInfo(c).remote.address ?? '', userAgent: c.req.header('User-Agent') ?? '' }
    const { channelToken, url, nonce } = relay.open(request, metadata)
    return c.json({ channelToken, url, nonce }, 201)
  })

  app.get('/channel/status', (c) => {
    const result = relay.read(channelToken(c))
    if (!result.found) throw new ServiceError(401, 'Unauthorized')
    return c.json(result.status, result.status.state === 'completed' ? 200 : 202)
  })

  app.post('/channel/authenticate', async (c) => {
    const token = channelToken(c)
    const approval = parseRequest(ApprovalSchema, await readJsonBody(c.req.raw), 'body')
    const status = relay.approve(token, approval)
    if (!status) throw new ServiceError(401, 'Unauthorized')
    return c.json(status, 201)
  })

  return app
}
