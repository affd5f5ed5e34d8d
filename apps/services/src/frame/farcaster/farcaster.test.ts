import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionTokens } from '../sessions.js'
import { type FrameTestBed, session, sessionOf, startFrameTestBed } from '../testing.js'
import { DpopKey } from '../testing-dpop.js'
import { completionProof, FRAME_ORIGIN, fromFrame } from '../social/testing.js'
import { FARCASTER_TEST_ACCOUNT } from './config.js'
import { approveFarcasterSignIn } from './test-client.js'

interface SignedIn {
  session: SessionTokens
  user: { id: string; email: string | null; addresses: string[]; userName: string | null; provider: string }
  message?: string
}

/** A key that is nobody's custody key (anvil's account 8). */
const STRANGER_KEY = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

let bed: FrameTestBed
let base: string
let relayUrl: string
beforeAll(async () => {
  bed = await startFrameTestBed({ farcaster: { pollTimeoutMs: 400, pollIntervalMs: 50 } })
  base = bed.services.url
  relayUrl = `${base}/farcaster-relay`
})
afterAll(() => bed?.services.stop())

/** The frame's binding key for the sign-ins of this file. */
let key: DpopKey
beforeAll(async () => {
  key = await DpopKey.create()
})

const channel = () =>
  fromFrame<{ url: string; channelToken: string }>(base, '/frame/v1/farcaster/channel', {
    body: { bindingKey: key.jwk },
  })

/** A connect as the frame sends it: its binding key, and a fresh proof by it. */
const connect = async (channelToken: string, bindingKey: unknown = key.jwk) =>
  fromFrame<SignedIn>(base, '/frame/v1/farcaster/connect', {
    body: { channelToken, bindingKey },
    headers: await completionProof(key, base, '/frame/v1/farcaster/connect'),
  })
const approveAs = (url: string, privateKey: `0x${string}` = FARCASTER_TEST_ACCOUNT.privateKey, fid = 20001) =>
  approveFarcasterSignIn({ url, relayUrl, privateKey, fid, username: 'claimed-name' })

describe('Sign In With Farcaster through the relay stand-in', () => {
  it('opens a channel whose deep link carries the request', async () => {
    const { status, body } = await channel()
    expect(status).toBe(200)
    const link = new URL(body.url)
    expect(link.protocol).toBe('farcaster:')
    expect(link.host).toBe('connect')
    const params = Object.fromEntries(link.searchParams)
    expect(params).toMatchObject({
      channelToken: body.channelToken,
      siweUri: FRAME_ORIGIN,
      domain: 'localhost:8790',
    })
    expect(params.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(new Date(params.expirationTime!).getTime()).toBeGreaterThan(Date.now())
  })

  it('waits for the approval (408 meanwhile), then signs the fid in with its registered name', async () => {
    const { body } = await channel()
    const started = Date.now()
    const pending = await connect(body.channelToken)
    expect(pending).toEqual({ status: 408, body: { message: 'Waiting for approval' } })
    expect(Date.now() - started).toBeLessThan(2_000)

    // Without the frame's key nothing is asked of the relay: the sign-in is still there to finish.
    expect(await connect(body.channelToken, { kty: 'EC' })).toEqual({
      status: 400,
      body: { message: 'Invalid binding key' },
    })

    // The approval arrives while connect waits.
    const waiting = connect(body.channelToken)
    await approveAs(body.url)
    const connected = await waiting
    expect(connected.status, JSON.stringify(connected.body)).toBe(200)
    expect(connected.body.user).toMatchObject({
      email: null,
      addresses: [],
      userName: 'gangway-tester',
      provider: 'farcaster',
    })
    expect(Object.keys(connected.body).sort()).toEqual(['session', 'user'])
    const current = await session(base, sessionOf(key, connected.body))
    expect(current.body.user).toMatchObject({ id: connected.body.user.id, userName: 'gangway-tester' })

    // Spent: the relay closed the channel and the request was used.
    expect((await connect(body.channelToken)).status).toBe(404)

    // The same fid again is the same user.
    const next = await channel()
    await approveAs(next.body.url)
    expect((await connect(next.body.channelToken)).body.user.id).toBe(connected.body.user.id)
  })

  it('approves as the test account through /__test/farcaster/approve', async () => {
    const { body } = await channel()
    const approved = await fromFrame(base, '/__test/farcaster/approve', { body: { url: body.url } })
    expect(approved).toEqual({ status: 200, body: { fid: 20001, username: 'gangway-tester' } })
    expect((await connect(body.channelToken)).body.user?.userName).toBe('gangway-tester')
  })

  it('refuses a signature by another key and an fid the registry does not know', async () => {
    const stranger = await channel()
    await approveAs(stranger.body.url, STRANGER_KEY)
    expect(await connect(stranger.body.channelToken)).toEqual({
      status: 401,
      body: { message: 'Farcaster signature not valid' },
    })

    const unknown = await channel()
    await approveAs(unknown.body.url, FARCASTER_TEST_ACCOUNT.privateKey, 20002)
    expect((await connect(unknown.body.channelToken)).status).toBe(401)
  })

  it('refuses a message signed for another request (a replayed nonce)', async () => {
    const first = await channel()
    const second = await channel()
    // A message with the first request's nonce, delivered to the second channel.
    const replay = new URL(first.body.url)
    replay.searchParams.set('channelToken', second.body.channelToken)
    await approveAs(replay.toString())
    expect((await connect(second.body.channelToken)).body).toEqual({
      message: 'Farcaster signature not valid',
    })
  })

  it('refuses an expired message and a request past its lifetime', async () => {
    const { body } = await channel()
    const params = new URL(body.url).searchParams
    const account = privateKeyToAccount(FARCASTER_TEST_ACCOUNT.privateKey)
    const message = createSiweMessage({
      address: account.address,
      chainId: 10,
      domain: params.get('domain')!,
      uri: params.get('siweUri')!,
      nonce: params.get('nonce')!,
      version: '1',
      statement: 'Farcaster Auth',
      issuedAt: new Date(Date.now() - 120_000),
      expirationTime: new Date(Date.now() - 60_000),
      resources: ['farcaster://fid/20001'],
    })
    const signature = await account.signMessage({ message })
    const relayed = await fetch(`${relayUrl}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.channelToken}` },
      body: JSON.stringify({ message, signature, fid: 20001 }),
    })
    expect(relayed.status).toBe(201)
    expect(await connect(body.channelToken)).toEqual({
      status: 401,
      body: { message: 'Farcaster sign-in expired: start again' },
    })

    const late = await channel()
    await approveAs(late.body.url)
    bed.advance(10 * 60_000 + 1)
    expect((await connect(late.body.channelToken)).status).toBe(404)
  })

  it('is for the frame origin only', async () => {
    const foreign = await fromFrame(base, '/frame/v1/farcaster/channel', {
      body: { bindingKey: key.jwk },
      origin: 'https://evil.example',
    })
    expect(foreign).toEqual({ status: 403, body: { message: 'Unauthorized: origin not allowed' } })
  })
})

describe('the relay stand-in', () => {
  it('answers as the relay: 201 for a channel, 202 while pending, 401 for an unknown channel', async () => {
    const created = await fetch(`${relayUrl}/v1/channel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siweUri: 'https://app.example/login', domain: 'app.example' }),
    })
    expect(created.status).toBe(201)
    const { channelToken, url, nonce } = (await created.json()) as Record<string, string>
    expect(url).toBe(
      `farcaster://connect?channelToken=${channelToken}&nonce=${nonce}&siweUri=${encodeURIComponent('https://app.example/login')}&domain=app.example`,
    )
    const status = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}` },
    })
    expect(status.status).toBe(202)
    expect(await status.json()).toMatchObject({ state: 'pending', nonce, url })
    const unknown = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { Authorization: 'Bearer nope' },
    })
    expect(unknown.status).toBe(401)
  })
})
