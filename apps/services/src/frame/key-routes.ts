import { Hono } from 'hono'
import * as v from 'valibot'
import { ServiceError } from '../http/errors.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import type { FrameShareStore } from '../storage/frame-share-types.js'
import { WalletAddressesSchema } from './address-schemas.js'
import type { FrameBackend } from './backend.js'
import { requireFrameSession } from './session-guard.js'

/** The frame's encrypted key bundle: opaque here, base64url, 16 to 8,192 characters. */
const CiphertextSchema = v.pipe(
  v.string(),
  v.regex(/^[\w-]{16,8192}$/, 'Invalid ciphertext: 16 to 8192 base64url characters'),
)

const PutKeysSchema = v.object({
  ciphertext: CiphertextSchema,
  addresses: WalletAddressesSchema,
})

/** The user's wallet lives in key shares now (apps/services/src/frame/share-routes.ts). */
const MIGRATED = 'The wallet uses key shares'

/**
 * `/frame/v1/keys`: the embedded wallet's key ciphertext and its wrapping key, from before key shares, for a
 * key-bound session (session-guard.ts) only. A second wall: only the frame's own origin may call, as browsers
 * set `Origin` themselves. The origin is checked first, so a wrong origin learns nothing about a token.
 *
 * Once the user has an auth share the wallet is split 2-of-3 and these routes are closed to them: GET answers
 * 404, so the wrapping key is never released again (with a leftover ciphertext, or an old backup of it, it would
 * rebuild the key); PUT answers 409, so no second, operator-readable copy can appear. DELETE drops the
 * ciphertext after the frame has moved the wallet, and only then (409 before), so it never strands a wallet.
 */
export function frameKeyRoutes(frame: FrameBackend, shares: Pick<FrameShareStore, 'findAuth'>): Hono {
  const app = new Hono()
  const { keys } = frame
  const migrated = async (userId: string) => (await shares.findAuth(userId)) !== undefined

  app.use('*', async (c, next) => {
    if (!frame.frameOrigins.includes(c.req.header('Origin') ?? '')) {
      throw new ServiceError(403, 'Unauthorized: origin not allowed')
    }
    await next()
  })

  app.get('/', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    if (await migrated(user.id)) throw new ServiceError(404, MIGRATED)
    return c.json(await keys.read(user))
  })

  app.put('/', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    const body = parseRequest(PutKeysSchema, await readJsonBody(c.req.raw), 'body')
    if (await migrated(user.id)) throw new ServiceError(409, MIGRATED)
    await keys.create(user, body)
    return c.body(null, 204)
  })

  app.delete('/', async (c) => {
    const { user } = await requireFrameSession(c, frame)
    if (!(await migrated(user.id))) throw new ServiceError(409, 'Store the auth share first')
    await keys.delete(user)
    return c.body(null, 204)
  })

  return app
}
