import { createHmac } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { startServices } from '../server.js'
import { getJson, injectFault } from '../test/services.js'
import {
  authHeaders,
  freshEmail,
  newestMail,
  post,
  postAs,
  session,
  signIn,
  useFrameTestBed,
} from './testing.js'
import { DpopKey, type DpopSession } from './testing-dpop.js'

const FRAME = 'http://localhost:8790'
const KEY_SECRET = 'test-only frame key secret, 32 bytes or more'

const bed = useFrameTestBed({ keySecret: KEY_SECRET })

interface KeysBody {
  wrappingKey: string
  ciphertext: string | null
  addresses: { eip155?: string; solana?: string }
  message?: string
}

type Auth = Pick<DpopSession, 'key' | 'accessToken'>

/** The frame's headers: its Origin, and the session's token with a fresh proof. */
async function headers(
  method: string,
  auth?: Auth,
  origin: string | null = FRAME,
): Promise<Record<string, string>> {
  return {
    ...(origin === null ? {} : { Origin: origin }),
    ...(auth ? await authHeaders(bed.base, auth, method, '/frame/v1/keys') : {}),
  }
}

async function getKeys(auth?: Auth, origin: string | null = FRAME) {
  return getJson<KeysBody>(new URL('/frame/v1/keys', bed.base).toString(), {
    headers: await headers('GET', auth, origin),
  })
}

async function putKeys(body: unknown, auth?: Auth, origin: string | null = FRAME) {
  const response = await fetch(new URL('/frame/v1/keys', bed.base), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(await headers('PUT', auth, origin)) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as { message?: string }) : null }
}

function newKeys() {
  return {
    ciphertext: Buffer.from(crypto.getRandomValues(new Uint8Array(180))).toString('base64url'),
    addresses: {
      eip155: privateKeyToAccount(generatePrivateKey()).address.toLowerCase(),
      solana: Keypair.generate().publicKey.toBase58(),
    },
  }
}

const expectedWrappingKey = (userId: string) =>
  createHmac('sha256', KEY_SECRET).update(`gangway-frame-wrap\n${userId}`).digest('base64url')

describe('/frame/v1/keys: key ciphertext, for the frame origin only', () => {
  it('refuses any other origin, or none, even with a valid session and proof (403 before the session)', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    for (const origin of [null, 'http://127.0.0.1:5173', 'null', 'http://127.0.0.2:8791', `${FRAME}.evil`]) {
      const forbidden = { status: 403, body: { message: 'Unauthorized: origin not allowed' } }
      expect(await getKeys(auth, origin)).toEqual(forbidden)
      expect(await putKeys(newKeys(), auth, origin)).toEqual(forbidden)
      // Without a token too: the origin is checked first.
      expect((await getKeys(undefined, origin)).status).toBe(403)
    }
    expect((await getKeys(auth)).body.ciphertext).toBeNull()
  })

  it('refuses the frame origin without a live session (401)', async () => {
    const expired = { status: 401, body: { message: 'Session expired: sign in again' } }
    const key = await DpopKey.create()
    expect(await getKeys()).toEqual(expired)
    expect(await getKeys({ key, accessToken: 'a'.repeat(43) })).toEqual(expired)
    expect(await putKeys(newKeys())).toEqual(expired)
  })

  it('hands out a 32-byte wrapping key per user, stable across calls and sessions, before any keys', async () => {
    const email = freshEmail()
    const first = await signIn(bed.base, email)
    const other = await signIn(bed.base, freshEmail())
    const keys = await getKeys(first.auth)
    expect(keys).toEqual({
      status: 200,
      body: { wrappingKey: expect.stringMatching(/^[\w-]{43}$/), ciphertext: null, addresses: {} },
    })
    expect(Buffer.from(keys.body.wrappingKey, 'base64url')).toHaveLength(32)
    expect(keys.body.wrappingKey).toBe(expectedWrappingKey(first.user.id))
    expect((await getKeys(first.auth)).body.wrappingKey).toBe(keys.body.wrappingKey)
    const otherKey = (await getKeys(other.auth)).body.wrappingKey
    expect(otherKey).not.toBe(keys.body.wrappingKey)
    expect(otherKey).toBe(expectedWrappingKey(other.user.id))

    bed.advance(30_000)
    const again = await signIn(bed.base, email)
    expect(again.auth.accessToken).not.toBe(first.auth.accessToken)
    expect((await getKeys(again.auth)).body.wrappingKey).toBe(keys.body.wrappingKey)
  })

  it('stores keys once, returns them, and lists their addresses on the user (session and sign-in)', async () => {
    const email = freshEmail()
    const { auth, deviceId, user } = await signIn(bed.base, email)
    expect(user.addresses).toEqual([])
    const keys = newKeys()
    expect(await putKeys(keys, auth)).toEqual({ status: 204, body: null })

    const eip155 = getAddress(keys.addresses.eip155)
    const stored = await getKeys(auth)
    expect(stored).toEqual({
      status: 200,
      body: {
        wrappingKey: expectedWrappingKey(user.id),
        ciphertext: keys.ciphertext,
        addresses: { eip155, solana: keys.addresses.solana },
      },
    })
    const listed = [eip155, keys.addresses.solana]
    expect((await session(bed.base, auth)).body.user?.addresses).toEqual(listed)

    // A later sign-in on the same (approved) device gets them in the verify answer.
    bed.advance(30_000)
    await post(bed.base, '/frame/v1/email/connect', { email, deviceId, bindingKey: auth.key.jwk })
    const { code } = await newestMail(bed.base, email, 3)
    const verify = await postAs<{ user: { addresses: string[] } }>(
      bed.base,
      '/frame/v1/email/verify',
      { email, deviceId, otp: code, bindingKey: auth.key.jwk },
      auth.key,
    )
    expect(verify.body.user.addresses).toEqual(listed)

    expect(await putKeys(newKeys(), auth)).toEqual({
      status: 409,
      body: { message: 'Keys already exist' },
    })
    expect((await getKeys(auth)).body.ciphertext).toBe(keys.ciphertext)
  })

  it('lets exactly one of two concurrent first writes store its keys', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    const [a, b] = [newKeys(), newKeys()]
    const answers = await Promise.all([putKeys(a, auth), putKeys(b, auth)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
    const winner = answers[0]!.status === 204 ? a : b
    expect((await getKeys(auth)).body.ciphertext).toBe(winner.ciphertext)
  })

  it('refuses malformed ciphertext and addresses with 400, storing nothing', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    const good = newKeys()
    const mixedCase = getAddress(good.addresses.eip155)
    const badChecksum = `0x${mixedCase.slice(2, 41)}${mixedCase[41] === 'a' ? 'B' : 'a'}`
    const bodies = [
      { ...good, ciphertext: 'short' },
      { ...good, ciphertext: `${good.ciphertext}+/=` },
      { ...good, ciphertext: 'A'.repeat(8193) },
      { ...good, addresses: { ...good.addresses, eip155: good.addresses.eip155.slice(2) } },
      { ...good, addresses: { ...good.addresses, eip155: `${good.addresses.eip155}00` } },
      { ...good, addresses: { ...good.addresses, eip155: badChecksum } },
      { ...good, addresses: { ...good.addresses, solana: '0OIl'.repeat(10) } },
      { ...good, addresses: { ...good.addresses, solana: '1'.repeat(44) } },
      { ...good, addresses: { eip155: good.addresses.eip155 } },
      { ciphertext: good.ciphertext },
    ]
    for (const body of bodies) {
      const answer = await putKeys(body, auth)
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400)
      expect(answer.body?.message).toMatch(/^Invalid body: /)
    }
    expect((await getKeys(auth)).body.ciphertext).toBeNull()
    expect(await putKeys(good, auth)).toEqual({ status: 204, body: null })
  })

  it('answers the frame origin’s preflight for PUT with the session headers, and lets it read the answer', async () => {
    const preflight = await fetch(new URL('/frame/v1/keys', bed.base), {
      method: 'OPTIONS',
      headers: {
        Origin: FRAME,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type,dpop',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase()
    expect(allowed).toContain('authorization')
    expect(allowed).toContain('dpop')
    const { auth } = await signIn(bed.base, freshEmail())
    const answer = await fetch(new URL('/frame/v1/keys', bed.base), { headers: await headers('GET', auth) })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('can be faulted through /__test like every route', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    await injectFault(bed.base, { route: '/frame/v1/keys', method: 'PUT', status: 503, times: 1 })
    expect((await putKeys(newKeys(), auth)).status).toBe(503)
    expect((await putKeys(newKeys(), auth)).status).toBe(204)
  })
})

describe('the key secret', () => {
  it('is required in production, and must be 32 bytes', async () => {
    await expect(startServices({ port: 0, mode: 'production', log: () => {} })).rejects.toThrow(
      'frame.keySecret (FRAME_KEY_SECRET): required in production',
    )
    await expect(
      startServices({ port: 0, mode: 'test', frame: { keySecret: 'too short' }, log: () => {} }),
    ).rejects.toThrow('must be at least 32 bytes')
    const production = await startServices({
      port: 0,
      mode: 'production',
      projectOrigins: { app: ['https://app.example'] },
      frame: { keySecret: KEY_SECRET, frameOrigins: ['https://frame.example/'] },
      log: () => {},
    })
    await production.stop()
  })
})
