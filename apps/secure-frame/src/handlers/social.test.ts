import { FARCASTER_TEST_ACCOUNT } from '@gangway/services/testing'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { jwkThumbprint } from '../keys/binding-key.js'
import { APP_ORIGIN, CONTEXT, createTestFrame } from '../test/deps.js'
import { verifyProof } from '../test/dpop-verifier.js'
import {
  approveFarcaster,
  FRAME_ORIGIN,
  freshLogin,
  socialCallback,
  useTestServices,
} from '../test/services.js'

useTestServices()

describe('social and Farcaster handlers', () => {
  it('GET_SOCIAL_REDIRECT_URI starts the sign-in for the verified embedder origin', async () => {
    const frame = createTestFrame()
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' }, CONTEXT)
    // The provider's page (the services' OAuth stand-in), coming back to the frame origin's callback page.
    expect(new URL(uri).pathname).toBe('/authorize')
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(`${FRAME_ORIGIN}/social-callback.html`)
    expect(frame.services.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/frame/v1/social/start',
      body: { provider: 'github', appOrigin: APP_ORIGIN, bindingKey: await frame.deps.keeper.bindingKey() },
    })
    expect(frame.services.calls.at(-1)?.body).not.toHaveProperty('returnUrl')
  })

  it('GET_SOCIAL_REDIRECT_URI passes the app page of a top-level redirect on to the backend', async () => {
    const frame = createTestFrame()
    const returnUrl = `${APP_ORIGIN}/shop`
    await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google', returnUrl }, CONTEXT)
    expect(frame.services.calls.at(-1)).toMatchObject({
      path: '/frame/v1/social/start',
      body: { provider: 'google', appOrigin: APP_ORIGIN, returnUrl },
    })
  })

  it('CONNECT_SOCIAL redeems the callback URI, unlocks keys and answers the user with its user name', async () => {
    const frame = createTestFrame()
    const started = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' }, CONTEXT)
    const login = freshLogin()
    const uri = await socialCallback(started.uri, login)
    frame.services.calls.length = 0
    const user = await frame.handlers.CONNECT_SOCIAL({ uri }, CONTEXT)
    expect(frame.services.calls[0]).toMatchObject({ path: '/frame/v1/social/connect', body: { uri } })
    expect(user).toMatchObject({
      email: null,
      userName: login,
      address: frame.deps.state.session!.wallet.addresses.eip155,
      preferredAccountType: 'eoa',
    })
    expect(user).not.toHaveProperty('sessionToken')
    expect(frame.services.calls[0]?.body).toMatchObject({ bindingKey: { kty: 'EC', crv: 'P-256' } })
  })

  it('finishes a social sign-in with a proof by the binding key it started with, for that request only', async () => {
    const frame = createTestFrame()
    const started = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, CONTEXT)
    await frame.handlers.CONNECT_SOCIAL({ uri: await socialCallback(started.uri) }, CONTEXT)
    const connect = frame.services.calls.find((call) => call.path === '/frame/v1/social/connect')!
    const check = {
      method: 'POST',
      url: `${frame.services.url}/frame/v1/social/connect`,
      proof: connect.proof ?? null,
      now: frame.timers.now(),
      seen: new Set<string>(),
    }
    expect(await verifyProof(check)).toBe(await jwkThumbprint(await frame.deps.keeper.bindingKey()))
    // No session yet: the proof names no access token, and no Authorization goes along.
    const payload = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(connect.proof!.split('.')[1]!)))
    expect(payload).not.toHaveProperty('ath')
    expect(connect.authorization).toBeUndefined()
  })

  it('a callback the app took from another frame’s sign-in does not sign this frame in', async () => {
    const other = createTestFrame()
    const started = await other.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, CONTEXT)
    // Another frame (its own binding key) on the same backend, handed that frame's callback.
    const frame = createTestFrame({ services: other.services })
    const callback = await socialCallback(started.uri)
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: callback }, CONTEXT)).rejects.toThrow(
      'Unknown, used or expired sign-in: start again',
    )
    await other.handlers.CONNECT_SOCIAL({ uri: callback }, CONTEXT)
    expect(await other.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
  })

  it('GET_FARCASTER_URI keeps the channel; CONNECT_FARCASTER asks again on 408 until approved', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.CONNECT_FARCASTER({}, CONTEXT)).rejects.toThrow(
      'Open the Farcaster link first',
    )
    const { url } = await frame.handlers.GET_FARCASTER_URI({}, CONTEXT)
    // The relay channel's deep link, as the services opened it.
    const channelToken = new URL(url).searchParams.get('channelToken')
    expect(url).toMatch(/^farcaster:\/\/connect\?/)
    expect(channelToken).toBeTruthy()
    // The visitor approves in their Farcaster wallet while the frame is on its second wait.
    let waits = 0
    frame.services.afterCall = async (call) => {
      if (call.path === '/frame/v1/farcaster/connect' && call.status === 408 && ++waits === 2) {
        await approveFarcaster(url)
      }
    }
    expect(await frame.handlers.CONNECT_FARCASTER({}, CONTEXT)).toEqual({
      userName: FARCASTER_TEST_ACCOUNT.username,
    })
    const connects = frame.services.calls.filter((call) => call.path === '/frame/v1/farcaster/connect')
    expect(connects).toHaveLength(3)
    expect(connects[0]?.body).toEqual({ channelToken, bindingKey: await frame.deps.keeper.bindingKey() })
    // Each long poll carries its own proof: the services take a proof once.
    expect(new Set(connects.map((call) => call.proof)).size).toBe(3)
    expect(connects.every((call) => call.status !== 401)).toBe(true)
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({
      userName: FARCASTER_TEST_ACCOUNT.username,
    })
  })

  it('CONNECT_FARCASTER stops waiting when the visitor signs out meanwhile', async () => {
    const frame = createTestFrame()
    await frame.handlers.GET_FARCASTER_URI({}, CONTEXT)
    // Nobody approves: the services answer the connect 408 after their wait.
    const original = frame.services.fetch
    frame.deps.services = (await import('../services/client.js')).createServicesClient(
      frame.services.url,
      async (input, init) => {
        const answer = await original(input, init)
        if (answer.status === 408) await frame.handlers.SIGN_OUT({}, CONTEXT)
        return answer
      },
      frame.deps.keeper,
    )
    const handlers = (await import('./index.js')).createHandlers(frame.deps)
    await expect(handlers.CONNECT_FARCASTER!({}, CONTEXT)).rejects.toThrow('Farcaster sign-in was cancelled')
    expect(frame.deps.state.session).toBeUndefined()
  })
})
