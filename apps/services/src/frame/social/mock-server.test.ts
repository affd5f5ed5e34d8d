import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mockClientId } from './config.js'
import { OAuthMockServer } from './mock-server.js'
import { codeChallengeOf, randomCodeVerifier } from './oauth.js'

const REDIRECT = 'http://localhost:8790/social-callback.html'

let oauth: OAuthMockServer
beforeAll(async () => {
  oauth = new OAuthMockServer()
  await oauth.start('127.0.0.1', 0)
})
afterAll(() => oauth?.stop())

/** The code the stand-in's authorization page hands back for this login. */
async function authorize(clientId: string, verifier: string, loginHint?: string): Promise<string> {
  const url = new URL('/authorize', oauth.url)
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 's',
    code_challenge: codeChallengeOf(verifier),
    code_challenge_method: 'S256',
    ...(loginHint ? { login_hint: loginHint } : {}),
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  const response = await fetch(url, { redirect: 'manual' })
  return new URL(response.headers.get('location')!).searchParams.get('code')!
}

function redeem(clientId: string, code: string, verifier: string, redirectUri = REDIRECT) {
  return fetch(new URL('/token', oauth.url), {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  })
}

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>

describe('the OAuth stand-in', () => {
  it('signs the hinted login in with per-provider claims in the id token and the user info', async () => {
    const verifier = randomCodeVerifier()
    const code = await authorize(mockClientId('google'), verifier, 'ada')
    const response = await redeem(mockClientId('google'), code, verifier)
    expect(response.status).toBe(200)
    const tokens = (await response.json()) as { access_token: string; id_token: string }
    const idToken = payloadOf(tokens.id_token)
    expect(idToken).toMatchObject({
      iss: oauth.url,
      aud: 'gangway-google',
      preferred_username: 'ada',
      email: 'ada@example.com',
      email_verified: true,
    })
    expect(idToken.sub).toMatch(/^\d{21}$/)

    const userinfo = await fetch(new URL('/userinfo', oauth.url), {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await userinfo.json()).toEqual({
      sub: idToken.sub,
      preferred_username: 'ada',
      name: 'ada',
      email: 'ada@example.com',
      email_verified: true,
    })
  })

  it('redeems a code once, for its client and redirect URI, and answers user info for its own tokens only', async () => {
    const verifier = randomCodeVerifier()
    const code = await authorize(mockClientId('github'), verifier)
    expect((await redeem(mockClientId('discord'), code, verifier)).status).toBe(400)

    const other = await authorize(mockClientId('github'), verifier)
    expect(
      (await redeem(mockClientId('github'), other, verifier, 'http://elsewhere.example/cb')).status,
    ).toBe(400)

    const good = await authorize(mockClientId('github'), verifier)
    expect((await redeem(mockClientId('github'), good, verifier)).status).toBe(200)
    const reused = await redeem(mockClientId('github'), good, verifier)
    expect(reused.status).toBe(400)

    const wrongVerifier = await authorize(mockClientId('github'), verifier)
    expect((await redeem(mockClientId('github'), wrongVerifier, randomCodeVerifier())).status).toBe(400)

    const userinfo = await fetch(new URL('/userinfo', oauth.url), {
      headers: { Authorization: 'Bearer forged' },
    })
    expect(userinfo.status).toBe(401)
  })
})
