import { Hono } from 'hono'
import * as v from 'valibot'
import { ServiceError } from '../http/errors.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import type { FrameShareStore } from '../storage/frame-share-types.js'
import { WalletAddressesSchema } from './address-schemas.js'
import type { FrameBackend } from './backend.js'
import { requireFrameSession } from './session-guard.js'

/** base64url text between `min` and `max` characters: the frame's bytes, opaque here. */
const base64url = (what: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(new RegExp(`^[\\w-]{${min},${max}}$`), `Invalid ${what}: ${min} to ${max} base64url characters`),
  )

// A share is 100 bytes today (134 characters) and a sealed one 145; the bounds leave room for a later format.
const ShareSchema = base64url('share', 16, 512)
const SealedSchema = base64url('sealed share', 16, 2048)
// WebAuthn credential ids are 16 to 1,023 bytes.
const CredentialIdSchema = base64url('credential id', 22, 1364)

// The addresses the share's wallet derives: listed on the user, so a new device shows the address before it recovers.
const PutAuthSchema = v.object({ share: ShareSchema, addresses: WalletAddressesSchema })
const PutRecoverySchema = v.variant('kind', [
  v.object({ kind: v.literal('code'), sealed: SealedSchema }),
  v.object({ kind: v.literal('passkey'), credentialId: CredentialIdSchema, sealed: SealedSchema }),
])

/**
 * `/frame/v1/shares`: the services' part of each embedded wallet, split 2-of-3 in the frame. `auth` is the
 * auth share (written once: replacing it would strand the wallet's other shares); `recovery` lists the recovery
 * share sealed under the user's code or passkey, one per kind, so a new device can pick a factor. Neither
 * rebuilds a key without a share only the user has. Both walls of the key routes: the frame's own origin
 * (checked first, so a wrong origin learns nothing about a token) and a key-bound session (session-guard.ts).
 */
export function frameShareRoutes(
  frame: Pick<FrameBackend, 'auth' | 'sessions' | 'frameOrigins'>,
  shares: FrameShareStore,
  now: () => number = Date.now,
): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    if (!frame.frameOrigins.includes(c.req.header('Origin') ?? '')) {
      throw new ServiceError(403, 'Unauthorized: origin not allowed')
    }
    await next()
  })

  app.get('/auth', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    return c.json({ share: (await shares.findAuth(user.id)) ?? null })
  })

  app.put('/auth', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const { share, addresses } = parseRequest(PutAuthSchema, await readJsonBody(c.req.raw), 'body')
    const result = await shares.createAuth(user.id, share, now(), addresses)
    if (result === 'exists') throw new ServiceError(409, 'Auth share already exists')
    if (result === 'other-addresses') throw new ServiceError(409, 'The addresses do not match this account')
    return c.body(null, 204)
  })

  app.get('/recovery', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    return c.json({ shares: await shares.listRecovery(user.id) })
  })

  app.put('/recovery', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const body = parseRequest(PutRecoverySchema, await readJsonBody(c.req.raw), 'body')
    const credentialId = body.kind === 'passkey' ? body.credentialId : null
    await shares.putRecovery(user.id, {
      kind: body.kind,
      credentialId,
      sealed: body.sealed,
      createdAt: now(),
    })
    return c.body(null, 204)
  })

  return app
}
