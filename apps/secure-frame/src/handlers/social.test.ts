import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { jwkThumbprint } from '../keys/binding-key.js'
import { APP_ORIGIN, CONTEXT, createTestFrame, SERVICES_URL } from '../test/deps.js'
import { verifyProof } from '../test/dpop-verifier.js'
import { socialCallback } from '../test/fake-services.js'

describe('social and Farcaster handlers', () => {
  it('GET_SOCIAL_REDIRECT_URI starts the sign-in for the verified embedder origin', async () => {
    const frame = createTestFrame()
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' }, CONTEXT)
    expect(uri).toContain('https://provider.example/auth')
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
    const uri = socialCallback(started.uri)
    frame.services.calls.length = 0
    const user = await frame.handlers.CONNECT_SOCIAL({ uri }, CONTEXT)
    expect(frame.services.calls[0]).toMatchObject({ path: '/frame/v1/social/connect', body: { uri } })
    expect(user).toMatchObject({
      email: null,
      userName: 'ada',
      address: frame.deps.state.session!.wallet.addresses.eip155,
      preferredAccountType: 'eoa',
    })
    expect(user).not.toHaveProperty('sessionToken')
    expect(frame.services.calls[0]?.body).toMatchObject({ bindingKey: { kty: 'EC', crv: 'P-256' } })
  })

  it('finishes a social sign-in with a proof by the binding key it started with, for that request only', async () => {
    const frame = createTestFrame()
    const started = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, CONTEXT)
    await frame.handlers.CONNECT_SOCIAL({ uri: socialCallback(started.uri) }, CONTEXT)
    const connect = frame.services.calls.find((call) => call.path === '/frame/v1/social/connect')!
    const check = {
      method: 'POST',
      url: `${SERVICES_URL}/frame/v1/social/connect`,
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
    await expect(
      frame.handlers.CONNECT_SOCIAL({ uri: socialCallback(started.uri) }, CONTEXT),
    ).rejects.toThrow('Unknown, used or expired sign-in: start again')
    await other.handlers.CONNECT_SOCIAL({ uri: socialCallback(started.uri) }, CONTEXT)
    expect(await other.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
  })

  it('GET_FARCASTER_URI keeps the channel; CONNECT_FARCASTER asks again on 408 until approved', async () => {
    const frame = createTestFrame()
    await expect(frame.handlers.CONNECT_FARCASTER({}, CONTEXT)).rejects.toThrow(
      'Open the Farcaster link first',
    )
    expect(await frame.handlers.GET_FARCASTER_URI({}, CONTEXT)).toEqual({
      url: 'https://farcaster.example/connect?ch=1',
    })
    frame.services.farcasterWaits = 2
    expect(await frame.handlers.CONNECT_FARCASTER({}, CONTEXT)).toEqual({ userName: 'ada.eth' })
    const connects = frame.services.calls.filter((call) => call.path === '/frame/v1/farcaster/connect')
    expect(connects).toHaveLength(3)
    expect(connects[0]?.body).toEqual({
      channelToken: 'channel-1',
      bindingKey: await frame.deps.keeper.bindingKey(),
    })
    // Each long poll carries its own proof: the services take a proof once.
    expect(new Set(connects.map((call) => call.proof)).size).toBe(3)
    expect(connects.every((call) => call.status !== 401)).toBe(true)
    expect(await frame.handlers.IS_CONNECTED({}, CONTEXT)).toEqual({ isConnected: true })
    expect(await frame.handlers.GET_USER({}, CONTEXT)).toMatchObject({ userName: 'ada.eth' })
  })

  it('CONNECT_FARCASTER stops waiting when the visitor signs out meanwhile', async () => {
    const frame = createTestFrame()
    await frame.handlers.GET_FARCASTER_URI({}, CONTEXT)
    frame.services.farcasterWaits = 1
    const original = frame.services.fetch
    frame.deps.services = (await import('../services/client.js')).createServicesClient(
      'http://services.test',
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
