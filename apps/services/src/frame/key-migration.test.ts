// The legacy key routes once a wallet moved to key shares (issue 21): the wrapping key is never released again,
// no second operator-readable copy can be stored, and the leftover ciphertext can be deleted — but only after
// the auth share exists, so the delete never strands a wallet.
import { randomBytes } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { authHeaders, freshEmail, session, signIn, useFrameTestBed } from './testing.js'
import { DpopKey, type DpopSession } from './testing-dpop.js'

const FRAME = 'http://localhost:8790'
const KEYS = '/frame/v1/keys'

const bed = useFrameTestBed({ keySecret: 'test-only frame key secret, 32 bytes or more' })

type Auth = Pick<DpopSession, 'key' | 'accessToken'>

interface Answer {
  status: number
  body: { message?: string; ciphertext?: string | null; wrappingKey?: string } | null
}

async function call(
  method: string,
  path: string,
  auth?: Auth,
  body?: unknown,
  origin: string | null = FRAME,
): Promise<Answer> {
  const response = await fetch(new URL(path, bed.base), {
    method,
    headers: {
      ...(origin === null ? {} : { Origin: origin }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(auth ? await authHeaders(bed.base, auth, method, path) : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : null }
}

function legacyKeys() {
  return {
    ciphertext: randomBytes(180).toString('base64url'),
    addresses: {
      eip155: privateKeyToAccount(generatePrivateKey()).address,
      solana: Keypair.generate().publicKey.toBase58(),
    },
  }
}

/** An auth share's shape (the services never look inside). */
const authShare = () => randomBytes(100).toString('base64url')
/** An auth share of a wallet with these addresses (or new ones), as the frame stores it. */
const authBody = (addresses = legacyKeys().addresses) => ({ share: authShare(), addresses })

/** A user with a legacy ciphertext, as every user before key shares. */
async function legacyUser() {
  const { auth } = await signIn(bed.base, freshEmail('legacy'))
  const keys = legacyKeys()
  expect((await call('PUT', KEYS, auth, keys)).status).toBe(204)
  return { auth, keys }
}

describe('/frame/v1/keys after the move to key shares', () => {
  it('DELETE: frame origin first (403), then a live session (401)', async () => {
    const { auth } = await legacyUser()
    for (const origin of [null, 'http://127.0.0.1:5173', `${FRAME}.evil`]) {
      expect(await call('DELETE', KEYS, auth, undefined, origin)).toEqual({
        status: 403,
        body: { message: 'Unauthorized: origin not allowed' },
      })
    }
    const stranger = await DpopKey.create()
    expect(await call('DELETE', KEYS, { key: stranger, accessToken: auth.accessToken })).toEqual({
      status: 401,
      body: { message: 'Session expired: sign in again' },
    })
    expect((await call('GET', KEYS, auth)).body?.ciphertext).toEqual(expect.any(String))
  })

  it('DELETE refuses while the wallet has no auth share, keeping the only copy of its key', async () => {
    const { auth, keys } = await legacyUser()
    expect(await call('DELETE', KEYS, auth)).toEqual({
      status: 409,
      body: { message: 'Store the auth share first' },
    })
    expect((await call('GET', KEYS, auth)).body?.ciphertext).toBe(keys.ciphertext)
  })

  it('never releases the wrapping key once the user has an auth share, even before the delete', async () => {
    const { auth, keys } = await legacyUser()
    expect((await call('GET', KEYS, auth)).body?.wrappingKey).toMatch(/^[\w-]{43}$/)
    expect((await call('PUT', '/frame/v1/shares/auth', auth, authBody(keys.addresses))).status).toBe(204)
    // The frame stopped between storing the auth share and deleting the ciphertext: still nothing to read.
    expect(await call('GET', KEYS, auth)).toEqual({
      status: 404,
      body: { message: 'The wallet uses key shares' },
    })
  })

  it('migrates: DELETE drops the ciphertext, the addresses stay listed, and no new ciphertext is taken', async () => {
    const { auth, keys } = await legacyUser()
    // A wallet moves with its own addresses only.
    expect(await call('PUT', '/frame/v1/shares/auth', auth, authBody())).toEqual({
      status: 409,
      body: { message: 'The addresses do not match this account' },
    })
    expect((await call('PUT', '/frame/v1/shares/auth', auth, authBody(keys.addresses))).status).toBe(204)
    expect(await call('DELETE', KEYS, auth)).toEqual({ status: 204, body: null })
    // Idempotent: the frame may retry a delete whose answer it lost.
    expect(await call('DELETE', KEYS, auth)).toEqual({ status: 204, body: null })
    expect((await call('GET', KEYS, auth)).status).toBe(404)
    expect(await call('PUT', KEYS, auth, legacyKeys())).toEqual({
      status: 409,
      body: { message: 'The wallet uses key shares' },
    })
    expect((await session(bed.base, auth)).body.user?.addresses).toEqual([
      getAddress(keys.addresses.eip155),
      keys.addresses.solana,
    ])
  })

  it('closes the routes to a new user who starts with key shares, and leaves other users alone', async () => {
    const { auth } = await signIn(bed.base, freshEmail('fresh'))
    const other = await legacyUser()
    const fresh = legacyKeys().addresses
    expect((await call('PUT', '/frame/v1/shares/auth', auth, authBody(fresh))).status).toBe(204)
    // The new wallet's addresses are listed on the account, for its other devices.
    expect((await session(bed.base, auth)).body.user?.addresses).toEqual([
      getAddress(fresh.eip155),
      fresh.solana,
    ])
    expect((await call('GET', KEYS, auth)).status).toBe(404)
    expect((await call('PUT', KEYS, auth, legacyKeys())).status).toBe(409)
    expect((await call('GET', KEYS, other.auth)).body?.ciphertext).toBe(other.keys.ciphertext)
  })
})
