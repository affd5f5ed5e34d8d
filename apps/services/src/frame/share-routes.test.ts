import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { RecoverySeal } from '../../../secure-frame/src/keys/wallet-ports.js'
import { authHeaders, freshEmail, signIn, signOut, useFrameTestBed } from './testing.js'
import { DpopKey, type DpopSession } from './testing-dpop.js'
import { signedSeal } from './testing-shares.js'

const FRAME = 'http://localhost:8790'
const EXPIRED = { status: 401, body: { message: 'Session expired: sign in again' } }
const FORBIDDEN = { status: 403, body: { message: 'Unauthorized: origin not allowed' } }

const bed = useFrameTestBed()

/** A signed-in user whose wallet (EVM key `wallet`) has stored its auth share, as the frame does at sign-up. */
async function withWallet() {
  const { auth, user } = await signIn(bed.base, freshEmail())
  const wallet = generatePrivateKey()
  const addresses = { ...ADDRESSES, eip155: privateKeyToAccount(wallet).address }
  expect((await call('PUT', AUTH, { auth, body: { share: bytes(100), addresses } })).status).toBe(204)
  return { auth, wallet, userId: user.id }
}

type Auth = Pick<DpopSession, 'key' | 'accessToken'>

/** A request as the frame sends it: its origin, and the session's two headers when given. */
async function call(
  method: 'GET' | 'PUT',
  path: string,
  {
    auth,
    origin = FRAME,
    body,
    headers = {},
  }: {
    auth?: Auth
    origin?: string | null
    body?: unknown
    headers?: Record<string, string>
  } = {},
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(new URL(path, bed.base), {
    method,
    headers: {
      ...(origin === null ? {} : { Origin: origin }),
      ...(auth ? await authHeaders(bed.base, auth, method, path) : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
}

const bytes = (length: number) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(length))).toString('base64url')
const AUTH = '/frame/v1/shares/auth'
/** The addresses of a wallet, as the frame stores them with its auth share. */
const ADDRESSES = {
  eip155: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
}
const RECOVERY = '/frame/v1/shares/recovery'

describe('/frame/v1/shares: the services’ shares, for the frame origin and a key-bound session only', () => {
  it('refuses any other origin, or none, even with a live session, and checks it before the session', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    for (const origin of [null, 'http://127.0.0.1:5173', 'null', 'http://127.0.0.2:8791', `${FRAME}.evil`]) {
      for (const path of [AUTH, RECOVERY]) {
        expect(await call('GET', path, { auth, origin })).toEqual(FORBIDDEN)
        expect(await call('GET', path, { origin })).toEqual(FORBIDDEN)
      }
      expect(
        await call('PUT', AUTH, { auth, origin, body: { share: bytes(100), addresses: ADDRESSES } }),
      ).toEqual(FORBIDDEN)
      const sealed = { kind: 'code', sealed: bytes(145) }
      expect(await call('PUT', RECOVERY, { auth, origin, body: sealed })).toEqual(FORBIDDEN)
    }
    expect(await call('GET', AUTH, { auth })).toEqual({ status: 200, body: { share: null } })
  })

  it('refuses the frame origin without a session, a proof, or with a proof that is not the session’s', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    const url = new URL(AUTH, bed.base).toString()
    const iat = Math.floor(bed.now() / 1000)
    const stranger = await DpopKey.create()
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${auth.accessToken}` },
      { Authorization: `DPoP ${auth.accessToken}` },
      // A proof signed by another key, for the right request.
      {
        Authorization: `DPoP ${auth.accessToken}`,
        DPoP: await stranger.proof({ method: 'GET', url, iat, accessToken: auth.accessToken }),
      },
      // The session's key, but a proof for another route.
      {
        Authorization: `DPoP ${auth.accessToken}`,
        DPoP: await auth.key.proof({
          method: 'GET',
          url: new URL('/frame/v1/keys', bed.base).toString(),
          iat,
          accessToken: auth.accessToken,
        }),
      },
    ]
    for (const headers of attempts) expect(await call('GET', AUTH, { headers })).toEqual(EXPIRED)
    // A proof made for a GET does not serve a PUT.
    const getProof = await auth.key.proof({ method: 'GET', url, iat, accessToken: auth.accessToken })
    expect(
      await call('PUT', AUTH, {
        headers: { Authorization: `DPoP ${auth.accessToken}`, DPoP: getProof },
        body: { share: bytes(100), addresses: ADDRESSES },
      }),
    ).toEqual(EXPIRED)
    // Nothing was stored by the refused write.
    expect(await call('GET', AUTH, { auth })).toEqual({ status: 200, body: { share: null } })
  })

  it('answers 401 once the session is signed out', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    expect(await call('PUT', AUTH, { auth, body: { share: bytes(100), addresses: ADDRESSES } })).toEqual({
      status: 204,
      body: null,
    })
    expect(await signOut(bed.base, auth)).toBe(204)
    expect(await call('GET', AUTH, { auth })).toEqual(EXPIRED)
    expect(await call('GET', RECOVERY, { auth })).toEqual(EXPIRED)
  })

  it('stores the auth share once, for its user only, and keeps it across sign-ins', async () => {
    const email = freshEmail()
    const { auth } = await signIn(bed.base, email)
    const other = await signIn(bed.base, freshEmail())
    const share = bytes(100)
    expect(await call('PUT', AUTH, { auth, body: { share, addresses: ADDRESSES } })).toEqual({
      status: 204,
      body: null,
    })
    expect(await call('GET', AUTH, { auth })).toEqual({ status: 200, body: { share } })
    expect(await call('GET', AUTH, { auth: other.auth })).toEqual({ status: 200, body: { share: null } })

    expect(await call('PUT', AUTH, { auth, body: { share: bytes(100), addresses: ADDRESSES } })).toEqual({
      status: 409,
      body: { message: 'Auth share already exists' },
    })
    bed.advance(30_000)
    const again = await signIn(bed.base, email)
    expect(await call('GET', AUTH, { auth: again.auth })).toEqual({ status: 200, body: { share } })
  })

  it('lets exactly one of two concurrent first writes store its auth share', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    const [a, b] = [bytes(100), bytes(100)]
    const answers = await Promise.all([
      call('PUT', AUTH, { auth, body: { share: a, addresses: ADDRESSES } }),
      call('PUT', AUTH, { auth, body: { share: b, addresses: ADDRESSES } }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
    const winner = answers[0]!.status === 204 ? a : b
    expect((await call('GET', AUTH, { auth })).body).toEqual({ share: winner })
  })

  it('lists the sealed recovery shares by kind, a new seal of a kind replacing the old', async () => {
    const { auth, wallet, userId } = await withWallet()
    expect(await call('GET', RECOVERY, { auth })).toEqual({ status: 200, body: { shares: [] } })
    const passkey = { kind: 'passkey', credentialId: bytes(32), sealed: bytes(145) } as const
    const code = { kind: 'code', sealed: bytes(145) } as const
    const signed = (seal: RecoverySeal) => signedSeal(wallet, userId, seal, bed.now())
    expect(await call('PUT', RECOVERY, { auth, body: await signed(passkey) })).toEqual({
      status: 204,
      body: null,
    })
    expect(await call('PUT', RECOVERY, { auth, body: await signed(code) })).toEqual({
      status: 204,
      body: null,
    })
    const listed = (await call('GET', RECOVERY, { auth })).body?.shares
    expect(listed).toEqual([
      { ...code, credentialId: null, createdAt: expect.any(Number) },
      { ...passkey, createdAt: expect.any(Number) },
    ])

    const newCode = { kind: 'code', sealed: bytes(145) } as const
    expect(await call('PUT', RECOVERY, { auth, body: await signed(newCode) })).toEqual({
      status: 204,
      body: null,
    })
    const after = (await call('GET', RECOVERY, { auth })).body?.shares as { sealed: string }[]
    expect(after.map((share) => share.sealed)).toEqual([newCode.sealed, passkey.sealed])
  })

  it('keeps a new recovery factor only when the wallet’s own key signed it for this account, now', async () => {
    const { auth, wallet, userId } = await withWallet()
    const kept = { kind: 'code', sealed: bytes(145) } as const
    expect(
      (await call('PUT', RECOVERY, { auth, body: await signedSeal(wallet, userId, kept, bed.now()) })).status,
    ).toBe(204)
    // A session without the key (a phished sign-in) tries to swap the code for one it knows.
    const swap = { kind: 'code', sealed: bytes(145) } as const
    const other = await signIn(bed.base, freshEmail())
    const proper = await signedSeal(wallet, userId, swap, bed.now())
    const refused = [
      // Unsigned.
      { body: swap, status: 400 },
      // Signed by another key.
      { body: await signedSeal(generatePrivateKey(), userId, swap, bed.now()), status: 403 },
      // The wallet's signature of another seal, or for another account.
      { body: { ...proper, sealed: bytes(145) }, status: 403 },
      { body: await signedSeal(wallet, other.user.id, swap, bed.now()), status: 403 },
      { body: { ...proper, kind: 'passkey', credentialId: bytes(32) }, status: 403 },
      // Signed long ago (a replay), or in the future.
      { body: await signedSeal(wallet, userId, swap, bed.now() - 6 * 60_000), status: 400 },
      { body: await signedSeal(wallet, userId, swap, bed.now() + 6 * 60_000), status: 400 },
    ]
    for (const { body, status } of refused) {
      expect((await call('PUT', RECOVERY, { auth, body })).status, JSON.stringify(body)).toBe(status)
    }
    // The same signed seal sent by an account that has no wallet yet: nothing to recover, nothing kept.
    expect((await call('PUT', RECOVERY, { auth: other.auth, body: proper })).status).toBe(409)
    const listed = (await call('GET', RECOVERY, { auth })).body?.shares as { sealed: string }[]
    expect(listed.map((share) => share.sealed)).toEqual([kept.sealed])
  })

  it('refuses malformed shares and seals with 400, storing nothing', async () => {
    const { auth } = await signIn(bed.base, freshEmail())
    for (const body of [
      {},
      { share: 'short' },
      { share: `${bytes(100)}+/=` },
      { share: 'A'.repeat(513), addresses: ADDRESSES },
      { share: bytes(100) },
      { share: bytes(100), addresses: { ...ADDRESSES, eip155: '0x1234' } },
      { share: bytes(100), addresses: { ...ADDRESSES, solana: '0OIl' } },
      [],
    ]) {
      const answer = await call('PUT', AUTH, { auth, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body?.message).toMatch(/^Invalid body: /)
    }
    const bad = [
      { kind: 'pin', sealed: bytes(145) },
      { kind: 'code' },
      { kind: 'code', sealed: 'not base64url!' },
      { kind: 'passkey', sealed: bytes(145) },
      { kind: 'passkey', credentialId: 'short', sealed: bytes(145) },
      { kind: 'code', sealed: 'A'.repeat(2049) },
    ]
    for (const body of bad) {
      const answer = await call('PUT', RECOVERY, { auth, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body?.message).toMatch(/^Invalid body: /)
    }
    const notJson = await call('PUT', AUTH, { auth, headers: { 'Content-Type': 'application/json' } })
    expect(notJson).toEqual({ status: 400, body: { message: 'Invalid body: not JSON' } })
    expect((await call('GET', AUTH, { auth })).body).toEqual({ share: null })
    expect((await call('GET', RECOVERY, { auth })).body).toEqual({ shares: [] })
  })
})
