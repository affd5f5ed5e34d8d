// The attacker's view of key-bound sessions: whoever steals what the host page could ever have seen (an access
// or refresh token) and calls the services from anywhere, with any header, gets nothing without the frame's
// non-extractable key. Then the session's own rules: rotation, reuse detection, sign-out, lifetimes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson } from '../test/services.js'
import { hashToken } from './secrets.js'
import {
  approve,
  authHeaders,
  type FrameTestBed,
  freshDevice,
  freshEmail,
  newestMail,
  post,
  postAs,
  refresh,
  type SignedIn,
  session,
  sessionOf,
  signIn,
  signOut,
  startFrameTestBed,
} from './testing.js'
import { DpopKey, type DpopSession, dpopHeaders } from './testing-dpop.js'

const FRAME = 'http://localhost:8790'
const EXPIRED = { status: 401, body: { message: 'Session expired: sign in again' } }

let bed: FrameTestBed
let base: string
let directory: string
let dbPath: string
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gangway-dpop-'))
  dbPath = join(directory, 'services.sqlite')
  bed = await startFrameTestBed({}, { frozen: true, dbPath })
  base = bed.services.url
})
afterAll(async () => {
  await bed?.services.stop()
  rmSync(directory, { recursive: true, force: true })
})

const url = (path: string) => new URL(path, base).toString()
const seconds = () => Math.floor(bed.now() / 1000)

/** GET with exactly these headers (the attacker's request). */
const get = (path: string, headers: Record<string, string>) =>
  getJson<{ message?: string; user?: unknown; wrappingKey?: string }>(url(path), { headers })

/** A session signed in as a visitor would; its access token is what a thief would try to use. */
async function victim(): Promise<DpopSession> {
  return (await signIn(base, freshEmail())).auth
}

describe('a stolen access token, without the frame’s key', () => {
  it('opens nothing: no proof, any Origin, any Authorization scheme', async () => {
    const auth = await victim()
    const bearer = { Authorization: `Bearer ${auth.accessToken}` }
    const dpopOnly = { Authorization: `DPoP ${auth.accessToken}` }
    for (const headers of [bearer, dpopOnly, { ...bearer, Origin: FRAME }, { ...dpopOnly, Origin: FRAME }]) {
      expect(await get('/frame/v1/session', headers)).toEqual(EXPIRED)
      expect(await get('/frame/v1/keys', { Origin: FRAME, ...headers })).toEqual(EXPIRED)
    }
    // The frame-Origin wall stands too: another origin is 403 before anything.
    expect((await get('/frame/v1/keys', { ...dpopOnly, Origin: 'https://evil.example' })).status).toBe(403)
    // The honest frame still gets in.
    expect((await session(base, auth)).status).toBe(200)
  })

  it('refuses the Bearer scheme even with a valid proof', async () => {
    const auth = await victim()
    const headers = await authHeaders(base, auth, 'GET', '/frame/v1/session')
    expect(
      await get('/frame/v1/session', { ...headers, Authorization: `Bearer ${auth.accessToken}` }),
    ).toEqual(EXPIRED)
  })

  it('refuses a proof signed by another key, whichever key its header names', async () => {
    const auth = await victim()
    const thief = await DpopKey.create()
    // The thief's own key, honestly named.
    expect(
      await get(
        '/frame/v1/session',
        await dpopHeaders({ ...auth, key: thief }, 'GET', url('/frame/v1/session'), { iat: seconds() }),
      ),
    ).toEqual(EXPIRED)
    // The thief's signature under the victim's public key.
    const forged = await thief.proof({
      method: 'GET',
      url: url('/frame/v1/session'),
      accessToken: auth.accessToken,
      iat: seconds(),
      header: { jwk: auth.key.jwk },
    })
    expect(
      await get('/frame/v1/session', { Authorization: `DPoP ${auth.accessToken}`, DPoP: forged }),
    ).toEqual(EXPIRED)
    const keys = await get('/frame/v1/keys', {
      Origin: FRAME,
      Authorization: `DPoP ${auth.accessToken}`,
      DPoP: forged,
    })
    expect(keys).toEqual(EXPIRED)
  })

  it('refuses a replayed proof (same jti), even to another route it was not made for', async () => {
    const auth = await victim()
    const headers = await authHeaders(base, auth, 'GET', '/frame/v1/session')
    expect((await get('/frame/v1/session', headers)).status).toBe(200)
    expect(await get('/frame/v1/session', headers)).toEqual(EXPIRED)
    // A new proof with the spent jti, properly signed: still a replay.
    const jti = JSON.parse(Buffer.from(headers.DPoP!.split('.')[1]!, 'base64url').toString()).jti as string
    const again = await dpopHeaders(auth, 'GET', url('/frame/v1/session'), { iat: seconds(), jti })
    expect(await get('/frame/v1/session', again)).toEqual(EXPIRED)
  })

  it('refuses a proof made for another URL, origin or method', async () => {
    const auth = await victim()
    const other = (claims: { method?: string; url?: string }) =>
      dpopHeaders(auth, claims.method ?? 'GET', claims.url ?? url('/frame/v1/session'), { iat: seconds() })
    const port = new URL(base).port
    for (const headers of [
      await other({ url: url('/frame/v1/keys') }),
      await other({ url: `http://localhost:${port}/frame/v1/session` }),
      await other({ url: `https://127.0.0.1:${port}/frame/v1/session` }),
      await other({ url: 'https://evil.example/frame/v1/session' }),
      await other({ method: 'POST' }),
      await other({ method: 'get' }),
    ]) {
      expect(await get('/frame/v1/session', headers)).toEqual(EXPIRED)
    }
    // A Host header naming another origin does not change the URL a proof must name.
    const forHost = await other({ url: 'http://evil.example/frame/v1/session' })
    expect(await get('/frame/v1/session', { ...forHost, Host: 'evil.example' })).toEqual(EXPIRED)
    // The query is not part of htu.
    const withQuery = await other({ url: url('/frame/v1/session?x=1') })
    expect((await get('/frame/v1/session?y=2', withQuery)).status).toBe(200)
  })

  it('refuses a proof more than 60 s from the services’ clock, either way', async () => {
    const auth = await victim()
    const at = (iat: number) => dpopHeaders(auth, 'GET', url('/frame/v1/session'), { iat })
    expect(await get('/frame/v1/session', await at(seconds() - 61))).toEqual(EXPIRED)
    expect(await get('/frame/v1/session', await at(seconds() + 61))).toEqual(EXPIRED)
    expect((await get('/frame/v1/session', await at(seconds() - 59))).status).toBe(200)
    expect((await get('/frame/v1/session', await at(seconds() + 59))).status).toBe(200)
  })

  it('refuses a proof for another access token (ath), or without one', async () => {
    const auth = await victim()
    const otherToken = (await victim()).accessToken
    const wrongAth = await dpopHeaders(auth, 'GET', url('/frame/v1/session'), {
      iat: seconds(),
      accessToken: otherToken,
    })
    expect(
      await get('/frame/v1/session', { ...wrongAth, Authorization: `DPoP ${auth.accessToken}` }),
    ).toEqual(EXPIRED)
    const noAth = await auth.key.proof({ method: 'GET', url: url('/frame/v1/session'), iat: seconds() })
    expect(
      await get('/frame/v1/session', { Authorization: `DPoP ${auth.accessToken}`, DPoP: noAth }),
    ).toEqual(EXPIRED)
  })

  it('refuses malformed proofs: wrong typ or alg, no signature, junk', async () => {
    const auth = await victim()
    const made = (header: Record<string, unknown>) =>
      dpopHeaders(auth, 'GET', url('/frame/v1/session'), { iat: seconds(), header })
    for (const headers of [
      await made({ typ: 'JWT' }),
      await made({ alg: 'none' }),
      await made({ alg: 'HS256' }),
    ]) {
      expect(await get('/frame/v1/session', headers)).toEqual(EXPIRED)
    }
    const good = await dpopHeaders(auth, 'GET', url('/frame/v1/session'), { iat: seconds() })
    const [h, p] = good.DPoP!.split('.')
    for (const proof of [`${h}.${p}.`, `${h}.${p}`, 'x.y.z', '', `${h}.${p}.${'A'.repeat(5000)}`]) {
      expect(await get('/frame/v1/session', { ...good, DPoP: proof })).toEqual(EXPIRED)
    }
    // The honest proof was never spent by those failures.
    expect((await get('/frame/v1/session', good)).status).toBe(200)
  })

  it('refuses a refresh token used as an access token', async () => {
    const auth = await victim()
    const asAccess = await authHeaders(
      base,
      { key: auth.key, accessToken: auth.refreshToken },
      'GET',
      '/frame/v1/session',
    )
    expect(await get('/frame/v1/session', asAccess)).toEqual(EXPIRED)
  })
})

describe('refresh, rotation and revocation', () => {
  it('rotates both tokens; the old refresh token presented again revokes the whole session', async () => {
    const auth = await victim()
    const stolen = { ...auth }
    const first = await refresh(base, auth)
    expect(first.status).toBe(200)
    expect(first.body.session).toEqual({
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      accessExpiresAt: bed.now() + 10 * 60_000,
      refreshExpiresAt: expect.any(Number),
    })
    expect(auth.accessToken).not.toBe(stolen.accessToken)
    expect(auth.refreshToken).not.toBe(stolen.refreshToken)
    expect((await session(base, auth)).status).toBe(200)

    // The spent refresh token again (a thief, or a replay): 401, and every token of the session is dead.
    expect(await refresh(base, { ...stolen })).toEqual(EXPIRED)
    expect(await session(base, auth)).toEqual(EXPIRED)
    expect(await session(base, stolen)).toEqual(EXPIRED)
    expect(await refresh(base, auth)).toEqual(EXPIRED)
  })

  it('refuses a refresh without the session’s key, and leaves the token to its owner', async () => {
    const auth = await victim()
    const thief = await DpopKey.create()
    expect(await refresh(base, { ...auth, key: thief })).toEqual(EXPIRED)
    const noProof = await getJson(url('/frame/v1/session/refresh'), {
      method: 'POST',
      body: JSON.stringify({ refreshToken: auth.refreshToken }),
    })
    expect(noProof).toEqual(EXPIRED)
    // An access token is not a refresh token.
    expect(await refresh(base, { ...auth, refreshToken: auth.accessToken })).toEqual(EXPIRED)
    expect((await refresh(base, auth)).status).toBe(200)
  })

  it('revokes only one of two concurrent refreshes with one token — and then the session (reuse)', async () => {
    const auth = await victim()
    const answers = await Promise.all([refresh(base, { ...auth }), refresh(base, { ...auth })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    const winner = answers.find((answer) => answer.status === 200)!.body.session!
    expect(await session(base, { key: auth.key, accessToken: winner.accessToken })).toEqual(EXPIRED)
  })

  it('signs out: the access and the refresh token stop working', async () => {
    const auth = await victim()
    expect(await signOut(base, auth)).toBe(204)
    expect(await session(base, auth)).toEqual(EXPIRED)
    expect(await refresh(base, auth)).toEqual(EXPIRED)
    expect(await signOut(base, auth)).toBe(401)
  })

  it('expires the access token after 10 minutes; the refresh token renews it, for 7 days from sign-in', async () => {
    const auth = await victim()
    const signedInAt = bed.now()
    bed.advance(10 * 60_000)
    expect(await session(base, auth)).toEqual(EXPIRED)
    const renewed = await refresh(base, auth)
    expect(renewed.status).toBe(200)
    expect(renewed.body.session?.refreshExpiresAt).toBe(signedInAt + 7 * 24 * 60 * 60_000)
    expect((await session(base, auth)).status).toBe(200)

    bed.advance(7 * 24 * 60 * 60_000 - 10 * 60_000 - 1_000)
    const last = await refresh(base, auth)
    // The last access token ends with the session, not 10 minutes later.
    expect(last.body.session?.accessExpiresAt).toBe(signedInAt + 7 * 24 * 60 * 60_000)
    bed.advance(1_000)
    expect(await session(base, auth)).toEqual(EXPIRED)
    expect(await refresh(base, auth)).toEqual(EXPIRED)
  })
})

describe('sign-in binds the session to the frame’s key', () => {
  it('refuses a completion without a valid binding key (400), spending no code, then answers the session', async () => {
    const email = freshEmail()
    const deviceId = freshDevice()
    const key = await DpopKey.create()
    await post(base, '/frame/v1/email/connect', { email, deviceId, bindingKey: key.jwk })
    await approve((await newestMail(base, email)).links[0]!)
    await postAs(base, '/frame/v1/email/device-status', { email, deviceId }, key)
    const { code: otp } = await newestMail(base, email, 2)
    const other = await DpopKey.create()
    const invalid = { status: 400, body: { message: 'Invalid binding key' } }
    for (const bindingKey of [
      undefined,
      null,
      'key',
      { ...key.jwk, crv: 'P-384' },
      { ...key.jwk, kty: 'RSA' },
      { ...key.jwk, y: other.jwk.y },
      { ...key.jwk, x: key.jwk.x.slice(1) },
      { ...key.jwk, d: key.jwk.x },
    ]) {
      expect(await post(base, '/frame/v1/email/verify', { email, deviceId, otp, bindingKey })).toEqual(
        invalid,
      )
    }
    // WebCrypto's extra members are fine.
    const verify = await postAs<SignedIn>(
      base,
      '/frame/v1/email/verify',
      { email, deviceId, otp, bindingKey: { ...key.jwk, ext: true, key_ops: ['verify'] } },
      key,
    )
    expect(verify.status).toBe(200)
    expect(Object.keys(verify.body).sort()).toEqual(['session', 'user'])
    const auth = sessionOf(key, verify.body)
    expect((await session(base, auth)).status).toBe(200)
    // Bound to that key: a session answer is worth nothing with another.
    expect(await session(base, { ...auth, key: other })).toEqual(EXPIRED)
  })
})

describe('the database', () => {
  it('holds no token, only hashes, and the key thumbprint (no key)', async () => {
    const { auth } = await signIn(base, freshEmail())
    const refreshed = { ...auth }
    await refresh(base, refreshed)
    const db = new Database(dbPath, { readonly: true })
    try {
      const dump = JSON.stringify(
        (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
          ({ name }) => db.prepare(`SELECT * FROM "${name}"`).all(),
        ),
      )
      for (const token of [
        auth.accessToken,
        auth.refreshToken,
        refreshed.accessToken,
        refreshed.refreshToken,
      ]) {
        expect(dump).not.toContain(token)
        expect(dump).toContain(hashToken(token))
      }
      expect(dump).not.toContain(auth.key.jwk.x)
    } finally {
      db.close()
    }
  })
})
