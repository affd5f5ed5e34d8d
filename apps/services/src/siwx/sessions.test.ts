import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SIWXSession } from '@gangway/siwx'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { injectFault, resetTestHooks, startTestServices } from '../test/services.js'
import { NOT_THE_HOLDER, ORIGIN_NOT_ALLOWED, UNKNOWN_SESSION } from './sessions.js'
import {
  evmSession,
  PAGE_ORIGIN,
  PROJECT_ID,
  type SessionsClient,
  sessionsClient,
  solanaAccount,
  solanaSession,
} from './testing.js'

const INVALID_KEY = { message: 'Unauthorized: invalid key' }
const DAY_MS = 24 * 60 * 60 * 1000

let services: RunningServices
let api: SessionsClient
beforeAll(async () => {
  services = await startTestServices()
  api = sessionsClient(services.url)
})
afterAll(() => services?.stop())
beforeEach(() => resetTestHooks(services.url))

async function freshNonce(client = api, projectId?: string): Promise<string> {
  const { status, body } = await client.nonce(projectId)
  expect(status).toBe(200)
  return body.nonce
}

/** A session signed by a fresh EOA, with a nonce the services issued. */
async function signedIn(client = api): Promise<{ id: string; session: SIWXSession }> {
  const session = await evmSession(await freshNonce(client), privateKeyToAccount(generatePrivateKey()))
  const created = await client.create(session)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { id: created.body.id, session }
}

/** The same hex signature with its first byte of `r` changed. */
const tamper = (signature: string) =>
  `0x${((Number.parseInt(signature.slice(2, 4), 16) + 1) % 256).toString(16).padStart(2, '0')}${signature.slice(4)}` as Hex

describe('POST /v1/sessions/nonce', () => {
  it('hands out a fresh 128-bit alphanumeric nonce per call', async () => {
    const first = await freshNonce()
    const second = await freshNonce()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).toMatch(/^[0-9a-f]{32}$/)
    expect(second).not.toBe(first)
  })

  it('needs a known project', async () => {
    expect(await api.nonce('no-such-project')).toEqual({ status: 403, body: INVALID_KEY })
    const missing = await fetch(new URL('/v1/sessions/nonce', services.url), { method: 'POST' })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toMatch(/^Invalid query: projectId/)
  })
})

describe('/v1/sessions: a session from nonce to revocation', () => {
  it('EOA: creates, looks up, revokes once, then answers 404', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const session = await evmSession(await freshNonce(), account)
    const before = Date.now()
    const created = await api.create(session)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { id } = created.body
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const found = await api.get(id)
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      id,
      session: { data: session.data, message: session.message, signature: session.signature },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    })
    const createdAt = Date.parse(found.body.createdAt)
    expect(createdAt).toBeGreaterThanOrEqual(before - 1)
    // No expirationTime in the message: a week.
    expect(Date.parse(found.body.expiresAt) - createdAt).toBe(7 * DAY_MS)
    // With the project it was created for, too (what the sdk client sends).
    expect((await api.get(id, PROJECT_ID)).status).toBe(200)

    expect(await api.revoke(id, { pci: id, signature: session.signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect(await api.get(id)).toEqual({ status: 404, body: { message: UNKNOWN_SESSION } })
    expect(await api.revoke(id, { pci: id, signature: session.signature })).toEqual({
      status: 404,
      body: { message: UNKNOWN_SESSION },
    })
  })

  it('Solana: an ed25519 session lasts until its message’s expirationTime', async () => {
    const session = await solanaSession(await freshNonce(), solanaAccount(), { expiration: DAY_MS })
    const created = await api.create(session)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const found = await api.get(created.body.id)
    expect(found.status).toBe(200)
    expect(found.body.session.data).toEqual(session.data)
    expect(found.body.expiresAt).toBe(new Date(Date.parse(session.data.expirationTime!)).toISOString())

    const { id } = created.body
    expect((await api.revoke(id, { pci: id, signature: session.signature })).status).toBe(200)
    expect((await api.get(id)).status).toBe(404)
    expect((await api.revoke(id, { pci: id, signature: session.signature })).status).toBe(404)
  })

  it('forgets a session once its message expires', async () => {
    const session = await evmSession(await freshNonce(), privateKeyToAccount(generatePrivateKey()), {
      expiration: 1_500,
    })
    const created = await api.create(session)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { id } = created.body
    expect((await api.get(id)).status).toBe(200)
    await new Promise((resolve) =>
      setTimeout(resolve, Date.parse(session.data.expirationTime!) - Date.now() + 50),
    )
    expect(await api.get(id)).toEqual({ status: 404, body: { message: UNKNOWN_SESSION } })
    expect((await api.revoke(id, { pci: id, signature: session.signature })).status).toBe(404)
  })

  it('answers no-store, and accepts the sdk query the api client adds', async () => {
    const { id } = await signedIn()
    const response = await fetch(
      new URL(`/v1/sessions/${id}?projectId=${PROJECT_ID}&st=appkit&sv=html-0.0.0`, services.url),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('POST /v1/sessions: what is refused', () => {
  it('a call without Origin, or from a page that is not the message’s domain and URI, and keeps its nonce', async () => {
    const session = await evmSession(await freshNonce(), privateKeyToAccount(generatePrivateKey()))
    expect(await api.create(session, { origin: null })).toEqual({
      status: 403,
      body: { message: ORIGIN_NOT_ALLOWED },
    })
    for (const origin of ['null', 'http://127.0.0.1:5173/', 'file://x']) {
      expect((await api.create(session, { origin })).status, origin).toBe(403)
    }
    expect(await api.create(session, { origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: { message: ORIGIN_NOT_ALLOWED, reason: 'domain' },
    })
    // Same host, another scheme: the domain matches, the URI is not on the caller's origin.
    expect(await api.create(session, { origin: 'https://127.0.0.1:5173' })).toEqual({
      status: 403,
      body: { message: ORIGIN_NOT_ALLOWED, reason: 'uri' },
    })
    // None of these spent the nonce: the page itself still signs in with it.
    expect((await api.create(session, { origin: PAGE_ORIGIN })).status).toBe(201)
  })

  it('a nonce these services did not issue (or issued to another project)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const unknown = await evmSession('0123456789abcdef0123456789abcdef', account)
    const refused = {
      status: 400,
      body: {
        message: 'The nonce was not issued by these services, or has expired.',
        reason: 'nonce-replayed',
      },
    }
    expect(await api.create(unknown)).toEqual(refused)
    const benchNonce = await freshNonce(api, 'gangway-bench')
    expect(await api.create(await evmSession(benchNonce, account))).toEqual(refused)
    // The bench project may use it.
    expect(
      (await api.create(await evmSession(benchNonce, account), { projectId: 'gangway-bench' })).status,
    ).toBe(201)
  })

  it('a replayed nonce: the same session twice, or another message with a spent nonce', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const nonce = await freshNonce()
    const session = await evmSession(nonce, account)
    expect((await api.create(session)).status).toBe(201)
    const replayed = {
      status: 400,
      body: { message: 'The message has been used already.', reason: 'nonce-replayed' },
    }
    expect(await api.create(session)).toEqual(replayed)
    expect(await api.create(await solanaSession(nonce))).toEqual(replayed)
  })

  it('an expired message, and one issued more than 10 minutes ago', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const fiveMinutesAgo = () => Date.now() - 5 * 60_000
    const expired = await evmSession(await freshNonce(), account, { now: fiveMinutesAgo, expiration: 60_000 })
    expect(await api.create(expired)).toEqual({
      status: 400,
      body: { message: 'The message has expired.', reason: 'expired' },
    })
    const stale = await evmSession(await freshNonce(), account, { now: () => Date.now() - 11 * 60_000 })
    expect(await api.create(stale)).toEqual({
      status: 400,
      body: { message: 'The message is too old.', reason: 'issued-at' },
    })
  })

  it('a tampered signature or message, without spending the nonce', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const session = await evmSession(await freshNonce(), account)
    const forged = await api.create({ ...session, signature: tamper(session.signature) })
    expect(forged.status).toBe(400)
    expect(forged.body.reason).toBe('signature')
    const stranger = privateKeyToAccount(generatePrivateKey())
    const strangers = await api.create({
      ...session,
      signature: await stranger.signMessage({ message: session.message }),
    })
    expect(strangers).toEqual({
      status: 400,
      body: { message: `The signature is not ${account.address}'s.`, reason: 'signature' },
    })
    const edited = await api.create({ ...session, message: session.message.replace('Please', 'Do') })
    expect(edited).toEqual({
      status: 400,
      body: { message: "The session's statement is not the message's.", reason: 'message-mismatch' },
    })

    const solana = solanaAccount()
    const solanaSigned = await solanaSession(await freshNonce(), solana)
    const otherKey = solanaAccount().signMessage(solanaSigned.message)
    expect((await api.create({ ...solanaSigned, signature: otherKey })).body.reason).toBe('signature')

    // The genuine sessions still go through with their nonces.
    expect((await api.create(session)).status).toBe(201)
    expect((await api.create(solanaSigned)).status).toBe(201)
  })

  it('a body that is no session, or too large', async () => {
    const session = await evmSession(await freshNonce(), privateKeyToAccount(generatePrivateKey()))
    const missing = await api.create({ data: session.data, message: session.message })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^Invalid body: signature/)
    const badChain = await api.create({ ...session, data: { ...session.data, chainId: 'ethereum' } })
    expect(badChain.status).toBe(400)
    expect(badChain.body.message).toContain('data.chainId')
    expect((await api.create('{"data":')).body).toEqual({ message: 'Invalid body: not JSON' })
    const huge = await api.create({ ...session, message: 'x'.repeat(70_000) })
    expect(huge).toEqual({ status: 413, body: { message: 'Request too large' } })
    expect((await api.create({ ...session, message: 'x'.repeat(9_000) })).status).toBe(400)
  })

  it('an unknown project, and a call without one', async () => {
    const session = await evmSession(await freshNonce(), privateKeyToAccount(generatePrivateKey()))
    expect(await api.create(session, { projectId: 'no-such-project' })).toEqual({
      status: 403,
      body: INVALID_KEY,
    })
    const response = await fetch(new URL('/v1/sessions', services.url), {
      method: 'POST',
      headers: { Origin: PAGE_ORIGIN },
      body: JSON.stringify(session),
    })
    expect(response.status).toBe(400)
    // The session was never looked at: its nonce is unspent.
    expect((await api.create(session)).status).toBe(201)
  })
})

describe('GET /v1/sessions/{id} and its revoke: what is refused', () => {
  it('a revoke whose pci or signature is not the session’s, which leaves it live', async () => {
    const { id, session } = await signedIn()
    const forbidden = { status: 403, body: { message: NOT_THE_HOLDER } }
    const other = await signedIn()
    expect(await api.revoke(id, { pci: other.id, signature: session.signature })).toEqual(forbidden)
    expect(await api.revoke(id, { pci: id, signature: other.session.signature })).toEqual(forbidden)
    expect(await api.revoke(id, { pci: id, signature: tamper(session.signature) })).toEqual(forbidden)
    expect((await api.get(id)).status).toBe(200)
    const invalid = await api.revoke(id, { pci: id })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toMatch(/^Invalid body: signature/)
    expect((await api.revoke(id, { pci: id, signature: session.signature })).status).toBe(200)
  })

  it('a malformed id: 404 before the database is asked', async () => {
    const { session } = await signedIn()
    for (const id of ['session-1', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, 'nonce']) {
      expect(await api.get(id), id).toEqual({ status: 404, body: { message: UNKNOWN_SESSION } })
      expect((await api.revoke(id, { pci: id, signature: session.signature })).status, id).toBe(404)
    }
    // Well formed, never handed out.
    expect((await api.get('A'.repeat(43))).status).toBe(404)
  })

  it('an unknown project; a session of another project is unknown to it', async () => {
    const { id, session } = await signedIn()
    expect(await api.get(id, 'no-such-project')).toEqual({ status: 403, body: INVALID_KEY })
    expect(await api.get(id, 'gangway-bench')).toEqual({ status: 404, body: { message: UNKNOWN_SESSION } })
    const proof = { pci: id, signature: session.signature }
    expect(await api.revoke(id, proof, 'no-such-project')).toEqual({ status: 403, body: INVALID_KEY })
    expect((await api.revoke(id, proof, 'gangway-bench')).status).toBe(404)
    expect((await api.get(id)).status).toBe(200)
  })
})

describe('/v1/sessions through the /__test fault hooks', () => {
  it('answers an injected fault on each route as injected, then serves again', async () => {
    const { id, session } = await signedIn()
    await injectFault(services.url, { route: '/v1/sessions/*', method: 'GET', status: 503, times: 1 })
    expect(await api.get(id)).toEqual({ status: 503, body: { message: 'Injected fault' } })
    expect((await api.get(id)).status).toBe(200)

    await injectFault(services.url, { route: '/v1/sessions/nonce', body: '{"nonce":42}', times: 1 })
    expect(await api.nonce()).toEqual({ status: 200, body: { nonce: 42 } })

    const next = await evmSession(await freshNonce(), privateKeyToAccount(generatePrivateKey()))
    await injectFault(services.url, { route: '/v1/sessions', method: 'POST', status: 500, times: 1 })
    expect(await api.create(next)).toEqual({ status: 500, body: { message: 'Injected fault' } })
    // The faulted request never reached the route: the nonce is unspent.
    expect((await api.create(next)).status).toBe(201)

    await injectFault(services.url, { route: '/v1/sessions/*/revoke', status: 502, times: 1 })
    expect((await api.revoke(id, { pci: id, signature: session.signature })).status).toBe(502)
    expect((await api.get(id)).status).toBe(200)
  })
})

describe('/v1/sessions on a database file', () => {
  it('keeps sessions and issued nonces across a restart', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'gangway-siwx-'))
    const dbPath = join(directory, 'services.sqlite')
    try {
      let running = await startTestServices({ dbPath, chains: [] })
      let client = sessionsClient(running.url)
      const { id, session } = await signedIn(client)
      const pending = await freshNonce(client)
      await running.stop()

      running = await startTestServices({ dbPath, chains: [] })
      client = sessionsClient(running.url)
      try {
        const found = await client.get(id)
        expect(found.status).toBe(200)
        expect(found.body.session.signature).toBe(session.signature)
        // The nonce issued before the restart is still good, once; the spent one is still spent.
        const account = privateKeyToAccount(generatePrivateKey())
        expect((await client.create(await evmSession(pending, account))).status).toBe(201)
        expect((await client.create(session)).body.reason).toBe('nonce-replayed')
      } finally {
        await running.stop()
      }
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })
})
