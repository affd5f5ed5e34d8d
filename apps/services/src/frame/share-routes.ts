import { RECOVERY_SEAL_MAX_AGE_MS, recoverySealStatement } from '@gangway/common'
import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import * as v from 'valibot'
import { ServiceError } from '../http/errors.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import type { FrameShareStore } from '../storage/frame-share-types.js'
import { WalletAddressesSchema } from './address-schemas.js'
import type { FrameUser } from './auth.js'
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
// The wallet's key signs each new seal (recoverySealStatement): a session without the key cannot swap the factor.
const SealProof = {
  issuedAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{130}$/, 'Invalid signature: 0x and 65 bytes in hex')),
}
const PutRecoverySchema = v.variant('kind', [
  v.object({ kind: v.literal('code'), sealed: SealedSchema, ...SealProof }),
  v.object({
    kind: v.literal('passkey'),
    credentialId: CredentialIdSchema,
    sealed: SealedSchema,
    ...SealProof,
  }),
])

/** The signer a seal must come from: the account's EVM address, listed with its auth share. */
function walletAddressOf(user: FrameUser): `0x${string}` {
  const address = user.addresses.find((listed) => /^0x[0-9a-fA-F]{40}$/.test(listed))
  if (!address) throw new ServiceError(409, 'Store the auth share first')
  return address as `0x${string}`
}

async function checkSealSignature(
  user: FrameUser,
  body: v.InferOutput<typeof PutRecoverySchema>,
  now: number,
) {
  if (Math.abs(now - body.issuedAt) > RECOVERY_SEAL_MAX_AGE_MS)
    throw new ServiceError(400, 'Invalid body: the signature is too old or from the future')
  const message = recoverySealStatement({
    userId: user.id,
    kind: body.kind,
    credentialId: body.kind === 'passkey' ? body.credentialId : undefined,
    sealed: body.sealed,
    issuedAt: body.issuedAt,
  })
  const signature = body.signature as `0x${string}`
  const signed = await verifyMessage({ address: walletAddressOf(user), message, signature }).catch(
    () => false,
  )
  if (!signed) throw new ServiceError(403, 'The recovery share is not signed by this wallet')
}

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
    await checkSealSignature(user, body, now())
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
