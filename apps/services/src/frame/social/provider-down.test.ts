import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameTestBed, startFrameTestBed } from '../testing.js'
import { DpopKey } from '../testing-dpop.js'
import { mockProviders } from './config.js'
import { OAuthMockServer } from './mock-server.js'
import { completionProof, followAuthorization, fromFrame } from './testing.js'

// Providers configured explicitly (as in production), at a stand-in this test starts and stops itself.
let oauth: OAuthMockServer
let bed: FrameTestBed
let base: string
/** The frame's binding key: it starts and completes each sign-in. */
let key: DpopKey
beforeAll(async () => {
  key = await DpopKey.create()
  oauth = new OAuthMockServer()
  await oauth.start('127.0.0.1', 0)
  bed = await startFrameTestBed({ social: { providers: { google: mockProviders(oauth.url).google } } })
  base = bed.services.url
})
afterAll(async () => {
  await oauth?.stop()
  await bed?.services.stop()
})

const start = (provider: string) =>
  fromFrame<{ uri: string; message?: string }>(base, '/frame/v1/social/start', {
    body: { provider, appOrigin: 'https://app.example', bindingKey: key.jwk },
  })

/** A completion as the frame sends it: its binding key, and a proof by it. */
const connect = async (uri: string) =>
  fromFrame(base, '/frame/v1/social/connect', {
    body: { uri, bindingKey: key.jwk },
    headers: await completionProof(key, base, '/frame/v1/social/connect'),
  })

describe('social sign-in with configured providers', () => {
  it('signs in at a configured provider and refuses one that is not configured', async () => {
    const callback = await followAuthorization((await start('google')).body.uri, 'kim')
    const connected = await connect(callback)
    expect(connected.status).toBe(200)
    expect(connected.body.user).toMatchObject({ userName: 'kim', provider: 'google' })

    const missing = await start('github')
    expect(missing).toEqual({ status: 400, body: { message: 'Sign-in with github is not configured' } })
  })

  it('answers 502 when the provider is down', async () => {
    const callback = await followAuthorization((await start('google')).body.uri)
    await oauth.stop()
    const connected = await connect(callback)
    expect(connected).toEqual({
      status: 502,
      body: { message: 'The google sign-in service did not answer: try again later' },
    })
  })
})
