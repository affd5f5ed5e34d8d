// The attacker of SECURITY.md §1, a script on the host page: it sees what finishes a social or Farcaster
// sign-in (the provider's callback URL, the channel token in the QR code) and races the frame from Node, with
// the frame's Origin forged and a binding key of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARCASTER_TEST_ACCOUNT } from './farcaster/config.js'
import { approveFarcasterSignIn } from './farcaster/test-client.js'
import type { SessionTokens } from './sessions.js'
import { completionProof, followAuthorization, fromFrame } from './social/testing.js'
import { type FrameTestBed, session, sessionOf, startFrameTestBed } from './testing.js'
import { DpopKey } from './testing-dpop.js'

interface Answer {
  message?: string
  session?: SessionTokens
  user?: { id: string; userName: string | null }
}

const SOCIAL_CONNECT = '/frame/v1/social/connect'
const FARCASTER_CONNECT = '/frame/v1/farcaster/connect'
const UNKNOWN_SOCIAL = { message: 'Unknown, used or expired sign-in: start again' }
const UNKNOWN_FARCASTER = { message: 'Unknown or expired Farcaster sign-in: start again' }

let bed: FrameTestBed
let base: string
/** The frame's binding key, and the attacker's. */
let frame: DpopKey
let attacker: DpopKey
beforeAll(async () => {
  bed = await startFrameTestBed({
    social: { mockServer: { port: 0 } },
    farcaster: { pollTimeoutMs: 400, pollIntervalMs: 50 },
  })
  base = bed.services.url
  frame = await DpopKey.create()
  attacker = await DpopKey.create()
})
afterAll(() => bed?.services.stop())

/** The frame starts a Google sign-in; the provider sends the browser back: the host page sees this URL. */
async function interceptedCallback(): Promise<string> {
  const started = await fromFrame<{ uri: string }>(base, '/frame/v1/social/start', {
    body: { provider: 'google', appOrigin: 'https://app.example', bindingKey: frame.jwk },
  })
  expect(started.status).toBe(200)
  return followAuthorization(started.body.uri)
}

/** A completion with `bindingKey` in the body and `headers` as given (a proof, or none). */
const completeWith = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fromFrame<Answer>(base, path, { body, headers })

/** The honest frame's completion: its key in the body and a fresh proof by it. */
const asFrame = async (path: string, body: Record<string, unknown>) =>
  completeWith(path, { ...body, bindingKey: frame.jwk }, await completionProof(frame, base, path))

/** The session works, for the frame's key. */
async function expectWorkingSession(answer: { status: number; body: Answer }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const tokens = { session: answer.body.session as SessionTokens, user: answer.body.user }
  expect((await session(base, sessionOf(frame, tokens))).status).toBe(200)
}

describe('a social sign-in is finished only by the frame that started it', () => {
  it('an intercepted callback redeemed with another key gets nothing, and the frame still signs in', async () => {
    const uri = await interceptedCallback()
    const stolen = await completeWith(
      SOCIAL_CONNECT,
      { uri, bindingKey: attacker.jwk },
      await completionProof(attacker, base, SOCIAL_CONNECT),
    )
    expect(stolen).toEqual({ status: 401, body: UNKNOWN_SOCIAL })
    // The state and the code were not spent by the refusal.
    await expectWorkingSession(await asFrame(SOCIAL_CONNECT, { uri }))
  })

  it('refuses the frame’s key in the body without a proof by it, or with one by another key or for another request', async () => {
    const uri = await interceptedCallback()
    const body = { uri, bindingKey: frame.jwk }
    const url = new URL(SOCIAL_CONNECT, base).toString()
    const forgeries = {
      none: {},
      'by another key': await completionProof(attacker, base, SOCIAL_CONNECT),
      'by another key claiming the frame’s': {
        DPoP: await attacker.proof({ method: 'POST', url, header: { jwk: frame.jwk } }),
      },
      'for another route': await completionProof(frame, base, FARCASTER_CONNECT),
      'for another method': { DPoP: await frame.proof({ method: 'GET', url }) },
      stale: { DPoP: await frame.proof({ method: 'POST', url, iat: Math.floor(bed.now() / 1000) - 120 }) },
      'not a JWS': { DPoP: 'not-a-proof' },
    }
    for (const [name, headers] of Object.entries(forgeries)) {
      expect(await completeWith(SOCIAL_CONNECT, body, headers), name).toEqual({
        status: 401,
        body: UNKNOWN_SOCIAL,
      })
    }
    // A proof by the frame's key with another key in the body: the session would not be the frame's.
    const swapped = await completeWith(
      SOCIAL_CONNECT,
      { uri, bindingKey: attacker.jwk },
      await completionProof(frame, base, SOCIAL_CONNECT),
    )
    expect(swapped).toEqual({ status: 401, body: UNKNOWN_SOCIAL })
    await expectWorkingSession(await asFrame(SOCIAL_CONNECT, { uri }))
  })

  it('refuses a replayed proof', async () => {
    const headers = await completionProof(frame, base, SOCIAL_CONNECT)
    const first = await completeWith(
      SOCIAL_CONNECT,
      { uri: await interceptedCallback(), bindingKey: frame.jwk },
      headers,
    )
    expect(first.status).toBe(200)
    const next = await interceptedCallback()
    expect(await completeWith(SOCIAL_CONNECT, { uri: next, bindingKey: frame.jwk }, headers)).toEqual({
      status: 401,
      body: UNKNOWN_SOCIAL,
    })
    await expectWorkingSession(await asFrame(SOCIAL_CONNECT, { uri: next }))
  })

  it('binds the top-level redirect variant the same way, and needs the key at the start', async () => {
    const started = await fromFrame<{ uri: string }>(base, '/frame/v1/social/start', {
      body: {
        provider: 'github',
        appOrigin: 'https://app.example',
        returnUrl: 'https://app.example/shop',
        bindingKey: frame.jwk,
      },
    })
    const uri = await followAuthorization(started.body.uri)
    const stolen = await completeWith(
      SOCIAL_CONNECT,
      { uri, bindingKey: attacker.jwk },
      await completionProof(attacker, base, SOCIAL_CONNECT),
    )
    expect(stolen).toEqual({ status: 401, body: UNKNOWN_SOCIAL })
    await expectWorkingSession(await asFrame(SOCIAL_CONNECT, { uri }))

    for (const bindingKey of [undefined, { kty: 'EC' }]) {
      expect(
        await fromFrame(base, '/frame/v1/social/start', {
          body: { provider: 'google', appOrigin: 'https://app.example', bindingKey },
        }),
      ).toEqual({ status: 400, body: { message: 'Invalid binding key' } })
    }
  })
})

describe('a Farcaster sign-in is finished only by the frame that opened the channel', () => {
  const relayUrl = () => `${base}/farcaster-relay`

  async function approvedChannel(): Promise<string> {
    const opened = await fromFrame<{ url: string; channelToken: string }>(
      base,
      '/frame/v1/farcaster/channel',
      { body: { bindingKey: frame.jwk } },
    )
    expect(opened.status).toBe(200)
    await approveFarcasterSignIn({
      url: opened.body.url,
      relayUrl: relayUrl(),
      privateKey: FARCASTER_TEST_ACCOUNT.privateKey,
      fid: 20001,
    })
    return opened.body.channelToken
  }

  it('the channel token from the QR code, used with another key, gets nothing; the frame still signs in', async () => {
    const channelToken = await approvedChannel()
    const stolen = await completeWith(
      FARCASTER_CONNECT,
      { channelToken, bindingKey: attacker.jwk },
      await completionProof(attacker, base, FARCASTER_CONNECT),
    )
    expect(stolen).toEqual({ status: 401, body: UNKNOWN_FARCASTER })
    const connected = await asFrame(FARCASTER_CONNECT, { channelToken })
    await expectWorkingSession(connected)
    expect(connected.body.user?.userName).toBe('gangway-tester')
  })

  it('refuses the frame’s key in the body without a proof by it, or with a replayed one', async () => {
    const channelToken = await approvedChannel()
    const body = { channelToken, bindingKey: frame.jwk }
    expect(await completeWith(FARCASTER_CONNECT, body)).toEqual({ status: 401, body: UNKNOWN_FARCASTER })
    expect(
      await completeWith(FARCASTER_CONNECT, body, await completionProof(attacker, base, FARCASTER_CONNECT)),
    ).toEqual({ status: 401, body: UNKNOWN_FARCASTER })

    const headers = await completionProof(frame, base, FARCASTER_CONNECT)
    await expectWorkingSession(await completeWith(FARCASTER_CONNECT, body, headers))
    const next = await approvedChannel()
    expect(
      await completeWith(FARCASTER_CONNECT, { channelToken: next, bindingKey: frame.jwk }, headers),
    ).toEqual({ status: 401, body: UNKNOWN_FARCASTER })
    await expectWorkingSession(await asFrame(FARCASTER_CONNECT, { channelToken: next }))
  })

  it('needs the frame’s key to open a channel', async () => {
    expect(await fromFrame(base, '/frame/v1/farcaster/channel', { body: {} })).toEqual({
      status: 400,
      body: { message: 'Invalid binding key' },
    })
  })
})
