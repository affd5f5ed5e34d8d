import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { ServicesContext } from '../context.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import { APPROVAL_CSP, approvedPage, confirmPage, invalidLinkPage } from './approval-page.js'
import { requireBindingKey } from './binding-key.js'
import { DeviceIdSchema, EmailSchema, OtpSchema } from './email.js'
import { flowCompletionOf } from './flow-binding.js'
import { frameKeyRoutes } from './key-routes.js'
import { requireFrameSession } from './session-guard.js'
import { TOKEN } from './sessions.js'
import { frameShareRoutes } from './share-routes.js'

/**
 * Every body here is a few fields, the largest the key ciphertext (at most 8,192 characters): anything
 * bigger is refused before it is read.
 */
const MAX_BODY_BYTES = 16 * 1024

const EmailDeviceSchema = v.object({ email: EmailSchema, deviceId: DeviceIdSchema })
const ConnectSchema = v.object({ ...EmailDeviceSchema.entries, bindingKey: v.optional(v.unknown()) })
const VerifySchema = v.object({
  email: EmailSchema,
  deviceId: DeviceIdSchema,
  otp: OtpSchema,
  bindingKey: v.optional(v.unknown()),
})
const RefreshSchema = v.object({ refreshToken: v.string() })
const UpdateSchema = v.object({ newEmail: EmailSchema })
const OtpBodySchema = v.object({ otp: OtpSchema })

async function body<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return parseRequest(schema, await readJsonBody(c.req.raw), 'body')
}

/** The approval pages: no script, no framing, and the token in their URL goes to no one else. */
function approvalHeaders(c: Context): void {
  c.header('Content-Security-Policy', APPROVAL_CSP)
  c.header('Referrer-Policy', 'no-referrer')
  c.header('X-Content-Type-Options', 'nosniff')
}

/**
 * `/frame/v1`: the secure frame's backend (JSON). The frame page runs on its own origin and calls these
 * with CORS (the app's `cors()` answers any origin, and allows the `Authorization` and `DPoP` headers a
 * preflight asks for). Sessions live in the frame: each is bound to a key the frame cannot export, and every
 * request that needs one carries a proof signed by it (sessions.ts). No cookie, so no CSRF surface. The key
 * routes (`/keys`) also require the frame's own origin.
 */
export function frameRoutes({ frame, storage }: ServicesContext): Hono {
  const app = new Hono().basePath('/frame/v1')
  const { auth, sessions } = frame

  app.use('*', async (c, next) => {
    // Codes, tokens and user data: never cached.
    c.header('Cache-Control', 'no-store')
    await next()
  })
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request too large' }, 413),
    }),
  )

  // An e-mail login is bound to the frame's key from its start (auth.ts): the poll and the code need proofs by it.
  app.post('/email/connect', async (c) => {
    const { email, deviceId, bindingKey } = await body(c, ConnectSchema)
    return c.json(await auth.connect(email, deviceId, requireBindingKey(bindingKey)))
  })

  app.post('/email/device-status', async (c) => {
    const { email, deviceId } = await body(c, EmailDeviceSchema)
    const proof = c.req.header('DPoP')
    return c.json(await auth.deviceStatus(email, deviceId, { method: 'POST', path: c.req.path, proof }))
  })

  app.post('/email/verify', async (c) => {
    const { email, deviceId, otp, bindingKey } = await body(c, VerifySchema)
    // Checked before the code, so a request without a key spends no attempt.
    const completion = flowCompletionOf(c, requireBindingKey(bindingKey))
    return c.json(await auth.verify(email, deviceId, otp, completion))
  })

  // Opening the link only asks: mail scanners prefetch links, and a GET that approved would let them
  // approve the device. Nothing is spent here.
  app.get('/device/approve', async (c) => {
    approvalHeaders(c)
    const token = c.req.query('token') ?? ''
    const email = TOKEN.test(token) ? await auth.pendingApproval(token) : undefined
    return email ? c.html(confirmPage(email, token)) : c.html(invalidLinkPage(), 404)
  })

  // The page's form: a top-level post from the services' own origin carrying the single-use secret token,
  // which is what a forged cross-site post would lack, so no separate CSRF token is needed.
  app.post('/device/approve', async (c) => {
    approvalHeaders(c)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const email = TOKEN.test(token) ? await auth.approveDevice(token) : undefined
    return email ? c.html(approvedPage(email)) : c.html(invalidLinkPage(), 404)
  })

  app.get('/session', async (c) => c.json({ user: (await requireFrameSession(c, frame)).user }))

  // The refresh token stands in for the access token: the proof (no `ath`) still has to be the session key's.
  app.post('/session/refresh', async (c) => {
    const { refreshToken } = await body(c, RefreshSchema)
    const proof = c.req.header('DPoP')
    return c.json({
      session: await sessions.refresh(refreshToken, { method: 'POST', path: c.req.path, proof }),
    })
  })

  app.route('/keys', frameKeyRoutes(frame, storage.frameShares))
  app.route('/shares', frameShareRoutes(frame, storage.frameShares))

  app.post('/sign-out', async (c) => {
    const { sessionId } = await requireFrameSession(c, frame)
    await sessions.revoke(sessionId)
    return c.body(null, 204)
  })

  app.post('/email/update', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const { newEmail } = await body(c, UpdateSchema)
    return c.json(await auth.startUpdate(user, newEmail))
  })

  app.post('/email/update/primary', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const { otp } = await body(c, OtpBodySchema)
    return c.json(await auth.confirmPrimary(user, otp))
  })

  app.post('/email/update/secondary', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const { otp } = await body(c, OtpBodySchema)
    return c.json(await auth.confirmSecondary(user, otp))
  })

  return app
}
