import type { CaipNetworkId } from '@gangway/common'
import { isCaipNetworkId } from '@gangway/common'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { ServicesContext } from '../context.js'
import { invalidProjectError } from '../http/errors.js'
import { idempotent } from '../http/idempotency.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import { SIWXRefusal, SIWXSessions } from './sessions.js'

/** The largest body is a session: a message and a signature (an ERC-6492 one carries its factory call). */
const MAX_BODY_BYTES = 64 * 1024

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)))
const Timestamp = v.optional(v.pipe(v.string(), v.maxLength(64)))

const ProjectQuerySchema = v.object({ projectId: text(100) })
/** GET /v1/sessions/{id}: a host's server may look a session up by its id alone. */
const OptionalProjectQuerySchema = v.object({ projectId: v.optional(text(100)) })

/** SIWXMessage.Data, bounded; verifySIWXSession checks every field against the signed text. */
const MessageDataSchema = v.object({
  accountAddress: text(256),
  chainId: v.custom<CaipNetworkId>(
    (value) => typeof value === 'string' && value.length <= 100 && isCaipNetworkId(value),
    'a CAIP-2 id expected',
  ),
  domain: text(256),
  uri: text(2048),
  version: text(16),
  nonce: text(128),
  statement: optionalText(1024),
  issuedAt: Timestamp,
  expirationTime: Timestamp,
  notBefore: Timestamp,
  requestId: optionalText(256),
  resources: v.optional(v.pipe(v.array(text(2048)), v.maxLength(32))),
})

/** A SIWXSession as a client posts it; a CACAO is accepted (AppKit may send one) and not kept. */
const SessionBodySchema = v.object({
  data: MessageDataSchema,
  message: text(8192),
  signature: text(16_384),
  cacao: v.optional(
    v.object({
      h: v.object({ t: v.picklist(['caip122', 'eip4361']) }),
      p: v.record(v.string(), v.unknown()),
      s: v.object({ t: text(64), s: text(16_384), m: optionalText(1024) }),
    }),
  ),
})

const RevokeBodySchema = v.object({ pci: text(128), signature: text(16_384) })

/**
 * Sign In With X sessions (SPEC §7 lists GET /v1/sessions/{id} and its revoke): a nonce, a verified session, its
 * lookup by id, its revocation by whoever holds it. Every route takes `?projectId=` (unknown: 403); the lookup
 * also works without one, so a host's own server can check a session id alone. No sdk query (st, sv) is
 * needed: a host's server has none to send.
 */
export function siwxRoutes(context: ServicesContext): Hono {
  const app = new Hono()
  const sessions = new SIWXSessions({
    storage: context.storage.siwx,
    rpcUrl: (chainId) => context.chains.rpcUrl(chainId),
  })

  // `/v1/sessions/*` covers `/v1/sessions` itself too.
  app.use('/v1/sessions/*', ...guards())

  async function project(c: Context): Promise<string> {
    const { projectId } = parseRequest(ProjectQuerySchema, c.req.query(), 'query')
    if (!(await context.storage.projects.get(projectId))) throw invalidProjectError()
    return projectId
  }

  app.post('/v1/sessions/nonce', async (c) => {
    const projectId = await project(c)
    return c.json({ nonce: await sessions.issueNonce(projectId) })
  })

  app.post('/v1/sessions', async (c) => {
    const projectId = await project(c)
    const origin = c.req.header('Origin')
    const session = parseRequest(SessionBodySchema, await readJsonBody(c.req.raw), 'body')
    try {
      return c.json({ id: await sessions.create(projectId, origin, session) }, 201)
    } catch (error) {
      if (!(error instanceof SIWXRefusal)) throw error
      return c.json({ message: error.message, reason: error.reason }, error.status)
    }
  })

  app.get('/v1/sessions/:id', async (c) => {
    const { projectId } = parseRequest(OptionalProjectQuerySchema, c.req.query(), 'query')
    if (projectId !== undefined && !(await context.storage.projects.get(projectId))) {
      throw invalidProjectError()
    }
    return c.json(await sessions.get(c.req.param('id'), projectId))
  })

  // A retried revoke would find the session gone (404): with an `Idempotency-Key` it answers as the first did.
  app.post(
    '/v1/sessions/:id/revoke',
    idempotent(context.storage.idempotency, { route: 'siwx-revoke' }),
    async (c) => {
      const projectId = await project(c)
      const proof = parseRequest(RevokeBodySchema, await readJsonBody(c.req.raw), 'body')
      await sessions.revoke(c.req.param('id'), projectId, proof)
      return c.json({ success: true })
    },
  )

  return app
}

/** Sessions are never cached; bodies are bounded, as the RPC route's. */
function guards() {
  return [
    async (c: Context, next: () => Promise<void>) => {
      c.header('Cache-Control', 'no-store')
      await next()
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request too large' }, 413),
    }),
  ] as const
}
