import { PublicKey } from '@solana/web3.js'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import * as v from 'valibot'
import { ServiceError } from '../http/errors.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import type { FrameBackend } from './backend.js'
import { signedIn } from './bearer.js'

/** The frame's encrypted key bundle: opaque here, base64url, 16 to 8,192 characters. */
const CiphertextSchema = v.pipe(
  v.string(),
  v.regex(/^[\w-]{16,8192}$/, 'Invalid ciphertext: 16 to 8192 base64url characters'),
)

/** 0x and 40 hex digits; a mixed-case address must carry a valid checksum. Stored checksummed. */
const Eip155AddressSchema = v.pipe(
  v.string(),
  v.check(
    (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && isAddress(address),
    'Invalid EVM address: 0x and 40 hex digits',
  ),
  v.transform((address) => getAddress(address)),
)

function isSolanaPublicKey(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  try {
    // Decodes the base58 text; anything but 32 bytes throws.
    new PublicKey(address)
    return true
  } catch {
    return false
  }
}

const SolanaAddressSchema = v.pipe(
  v.string(),
  v.check(isSolanaPublicKey, 'Invalid Solana address: a base58 32-byte public key'),
)

const PutKeysSchema = v.object({
  ciphertext: CiphertextSchema,
  addresses: v.object({ eip155: Eip155AddressSchema, solana: SolanaAddressSchema }),
})

/**
 * `/frame/v1/keys`: the embedded wallet's key ciphertext and its wrapping key. Only the frame's own origin
 * may call: browsers set `Origin` themselves, so the host page, which holds the session token, cannot fetch
 * the wrapping key with it. The check comes before the bearer, so a wrong origin learns nothing about a token.
 */
export function frameKeyRoutes(frame: FrameBackend): Hono {
  const app = new Hono()
  const { auth, keys } = frame

  app.use('*', async (c, next) => {
    if (!frame.frameOrigins.includes(c.req.header('Origin') ?? '')) {
      throw new ServiceError(403, 'Unauthorized: origin not allowed')
    }
    await next()
  })

  app.get('/', async (c) => c.json(await keys.read(await signedIn(c, auth))))

  app.put('/', async (c) => {
    const user = await signedIn(c, auth)
    const body = parseRequest(PutKeysSchema, await readJsonBody(c.req.raw), 'body')
    await keys.create(user, body)
    return c.body(null, 204)
  })

  return app
}
