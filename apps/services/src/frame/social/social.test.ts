import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionTokens } from '../sessions.js'
import { type FrameTestBed, session, sessionOf, startFrameTestBed } from '../testing.js'
import { DpopKey } from '../testing-dpop.js'
import { MOCK_TEST_USER, mockClaims } from './mock-server.js'
import { codeChallengeOf } from './oauth.js'
import { completionProof, FRAME_ORIGIN, followAuthorization, fromFrame } from './testing.js'

interface SignedIn {
  session: SessionTokens
  user: { id: string; email: string | null; addresses: string[]; userName: string | null; provider: string }
}

const APP_ORIGIN = 'http://127.0.0.1:5173'
const CALLBACK = `${FRAME_ORIGIN}/social-callback.html`

let bed: FrameTestBed
let base: string
beforeAll(async () => {
  bed = await startFrameTestBed({ social: { mockServer: { port: 0 } } })
  base = bed.services.url
})
afterAll(() => bed?.services.stop())

/** The frame's binding key for the sign-ins of this file. */
let key: DpopKey
beforeAll(async () => {
  key = await DpopKey.create()
})

const start = (provider: string, origin?: string | null) =>
  fromFrame<{ uri: string; message?: string }>(base, '/frame/v1/social/start', {
    body: { provider, appOrigin: APP_ORIGIN, bindingKey: key.jwk },
    ...(origin === undefined ? {} : { origin }),
  })

/** A completion as the frame sends it: its binding key, and a proof by it. */
const connect = async (uri: string, bindingKey: unknown = key.jwk) =>
  fromFrame<SignedIn & { message?: string }>(base, '/frame/v1/social/connect', {
    body: { uri, bindingKey },
    headers: await completionProof(key, base, '/frame/v1/social/connect'),
  })

/** The whole flow as the frame runs it: start, the provider's page, the callback page's connect. */
async function signInWith(provider: string, loginHint?: string): Promise<SignedIn> {
  const started = await start(provider)
  expect(started.status).toBe(200)
  const callback = await followAuthorization(started.body.uri, loginHint)
  const connected = await connect(callback)
  expect(connected.status, JSON.stringify(connected.body)).toBe(200)
  return connected.body
}

describe('social sign-in against the OAuth stand-in', () => {
  it('starts with a state and an S256 challenge, comes back to the callback, signs in and reads the session', async () => {
    const started = await start('google')
    expect(started.status).toBe(200)
    const uri = new URL(started.body.uri)
    const mock = new URL(uri.origin)
    expect(mock.hostname).toBe('127.0.0.1')
    expect(uri.pathname).toBe('/authorize')
    const params = Object.fromEntries(uri.searchParams)
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'gangway-google',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(params.state).toMatch(/^[\w-]{43}$/)
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/)

    // The callback page asks where to report.
    const state = await fromFrame(base, `/frame/v1/social/state/${params.state}`)
    expect(state).toEqual({ status: 200, body: { appOrigin: APP_ORIGIN } })

    const callback = new URL(await followAuthorization(uri.toString()))
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK)
    expect(callback.searchParams.get('state')).toBe(params.state)
    expect(callback.searchParams.get('code')).toBeTruthy()

    // Without the frame's key the sign-in does not finish, and the state is not spent.
    expect(await connect(callback.toString(), null)).toEqual({
      status: 400,
      body: { message: 'Invalid binding key' },
    })
    const connected = await connect(callback.toString())
    expect(connected.status).toBe(200)
    expect(Object.keys(connected.body).sort()).toEqual(['session', 'user'])
    expect(connected.body.session.accessToken).toMatch(/^[\w-]{43}$/)
    expect(connected.body.user).toMatchObject({
      email: null,
      addresses: [],
      userName: MOCK_TEST_USER,
      provider: 'google',
    })
    const current = await session(base, sessionOf(key, connected.body))
    expect(current.status).toBe(200)
    // The username comes back with the session, so a reloaded page still shows who is signed in.
    expect(current.body.user).toEqual({
      id: connected.body.user.id,
      email: null,
      addresses: [],
      userName: MOCK_TEST_USER,
    })

    // The state is spent: the callback works once, and the callback page's question has no answer any more.
    const again = await connect(callback.toString())
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('Unknown, used or expired sign-in: start again')
    expect((await fromFrame(base, `/frame/v1/social/state/${params.state}`)).status).toBe(404)
  })

  it('signs the same account in as the same user, and other accounts or providers as others', async () => {
    const first = await signInWith('github', 'ada')
    const second = await signInWith('github', 'ada')
    expect(second.user.id).toBe(first.user.id)
    expect(second.session.accessToken).not.toBe(first.session.accessToken)
    expect(first.user).toMatchObject({ userName: 'ada', provider: 'github', email: null })

    const other = await signInWith('github', 'grace')
    expect(other.user.id).not.toBe(first.user.id)
    const elsewhere = await signInWith('discord', 'ada')
    expect(elsewhere.user.id).not.toBe(first.user.id)
  })

  it('names the user from the provider: an e-mail hint gives its local part, X shares no e-mail', async () => {
    expect((await signInWith('apple', 'Lin@Example.com')).user.userName).toBe('Lin')
    expect((await signInWith('facebook')).user.userName).toBe(MOCK_TEST_USER)
    expect(mockClaims('x', 'sam').email).toBeUndefined()
    expect((await signInWith('x', 'sam')).user).toMatchObject({ userName: 'sam', provider: 'x', email: null })
  })

  it('refuses another origin, an unknown provider and an app origin that is not one', async () => {
    const foreign = await start('google', 'https://evil.example')
    expect(foreign).toEqual({ status: 403, body: { message: 'Unauthorized: origin not allowed' } })
    expect((await start('google', null)).status).toBe(403)
    expect(
      (await fromFrame(base, '/frame/v1/social/state/x', { origin: 'https://evil.example' })).status,
    ).toBe(403)

    const unknown = await start('myspace')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('Unknown provider')
    for (const appOrigin of ['javascript:alert(1)', 'https://app.example/path', 'ftp://app.example']) {
      const bad = await fromFrame(base, '/frame/v1/social/start', {
        body: { provider: 'google', appOrigin, bindingKey: key.jwk },
      })
      expect(bad.status, appOrigin).toBe(400)
    }
    expect((await fromFrame(base, '/frame/v1/social/state/not-a-state')).status).toBe(404)
  })

  it('remembers the app page of a top-level redirect for the callback page, and only a page of the app', async () => {
    const returnUrl = `${APP_ORIGIN}/shop?tab=2`
    const started = await fromFrame<{ uri: string }>(base, '/frame/v1/social/start', {
      body: { provider: 'google', appOrigin: APP_ORIGIN, returnUrl, bindingKey: key.jwk },
    })
    expect(started.status).toBe(200)
    const state = new URL(started.body.uri).searchParams.get('state')
    expect(await fromFrame(base, `/frame/v1/social/state/${state}`)).toEqual({
      status: 200,
      body: { appOrigin: APP_ORIGIN, returnUrl },
    })
    for (const elsewhere of ['https://evil.example/', 'javascript:alert(1)', 'not a url']) {
      const refused = await fromFrame<{ message: string }>(base, '/frame/v1/social/start', {
        body: { provider: 'google', appOrigin: APP_ORIGIN, returnUrl: elsewhere, bindingKey: key.jwk },
      })
      expect(refused.status, elsewhere).toBe(400)
    }
  })

  it('refuses a callback that is not the sign-in’s, a code the provider refuses, and an expired state', async () => {
    const elsewhere = new URL(await followAuthorization((await start('google')).body.uri))
    elsewhere.pathname = '/other.html'
    const wrongPage = await connect(elsewhere.toString())
    expect(wrongPage.status).toBe(400)

    const forged = new URL(await followAuthorization((await start('google')).body.uri))
    forged.searchParams.set('code', 'not-a-code-the-provider-issued')
    const refused = await connect(forged.toString())
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^Sign-in with google failed: /)

    const declined = new URL(CALLBACK)
    declined.searchParams.set('state', new URL((await start('google')).body.uri).searchParams.get('state')!)
    declined.searchParams.set('error', 'access_denied')
    expect((await connect(declined.toString())).body.message).toBe(
      'Sign-in with google was not completed: access_denied',
    )

    const late = await followAuthorization((await start('google')).body.uri)
    bed.advance(10 * 60_000 + 1)
    expect((await connect(late)).status).toBe(400)
  })

  it('computes the RFC 7636 S256 challenge', () => {
    // RFC 7636 appendix B.
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})
