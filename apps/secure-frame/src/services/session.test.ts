import { DEFAULT_FRAME_AUTH_CONFIG } from '@gangway/services/testing/frame'
import { describe, expect, it, vi } from 'vitest'
import { SessionUserSchema } from './schemas.js'
import { createTestFrame, revokeSession, signIn } from '../test/deps.js'
import { useTestServices } from '../test/services.js'
import { createServicesClient } from './client.js'
import { createSessionKeeper, REFRESH_MARGIN_MS } from './session.js'

const KEYS = '/frame/v1/session'
const { accessTtlMs: ACCESS_LIFETIME_MS, refreshTtlMs: REFRESH_LIFETIME_MS } = DEFAULT_FRAME_AUTH_CONFIG

useTestServices()

async function signedIn() {
  const frame = createTestFrame()
  await signIn(frame)
  frame.services.calls.length = 0
  return frame
}

type Frame = Awaited<ReturnType<typeof signedIn>>

const paths = (frame: Frame) =>
  frame.services.calls.map((call) => `${call.method} ${call.path} ${call.status}`)

const refreshCount = (frame: Frame) =>
  frame.services.calls.filter((call) => call.path === '/frame/v1/session/refresh').length

/** The session still answers: a spent refresh token presented again would have revoked it. */
const expectSessionAlive = (frame: Frame) =>
  expect(frame.deps.services.call(KEYS, { auth: true, schema: SessionUserSchema })).resolves.toBeDefined()

describe('the frame’s session', () => {
  it('refreshes before the access token expires, rotating both tokens', async () => {
    const frame = await signedIn()
    const before = (await frame.store.get('session'))!
    frame.timers.advance(ACCESS_LIFETIME_MS - REFRESH_MARGIN_MS + 1)
    await frame.deps.services.call(KEYS, { auth: true, schema: SessionUserSchema })
    expect(paths(frame)).toEqual(['POST /frame/v1/session/refresh 200', 'GET /frame/v1/session 200'])
    const after = (await frame.store.get('session'))!
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(frame.services.calls[0]?.body).toEqual({ refreshToken: before.refreshToken })
    expect(frame.services.calls[0]?.authorization).toBeUndefined()
  })

  it('answers a 401 with one refresh and one retry, and stops there', async () => {
    const frame = await signedIn()
    // The services forgot the access token (a restart, say); the refresh token still works.
    const stored = (await frame.store.get('session'))!
    await frame.store.set('session', { ...stored, accessToken: 'x'.repeat(43) })
    await frame.deps.services.call(KEYS, { auth: true, schema: SessionUserSchema })
    expect(paths(frame)).toEqual([
      'GET /frame/v1/session 401',
      'POST /frame/v1/session/refresh 200',
      'GET /frame/v1/session 200',
    ])

    // Revoked: one refresh (refused), no loop, and the session is gone from the store.
    frame.services.calls.length = 0
    await revokeSession(frame)
    await expect(frame.deps.services.call(KEYS, { auth: true })).rejects.toThrow(
      'Session expired: sign in again',
    )
    expect(paths(frame)).toEqual(['GET /frame/v1/session 401', 'POST /frame/v1/session/refresh 401'])
    expect(await frame.store.get('session')).toBeUndefined()
    await expect(frame.deps.services.call(KEYS, { auth: true })).rejects.toThrow('Session expired')
    expect(frame.services.calls).toHaveLength(2)
  })

  it('refreshes once for many calls at once, so no refresh token is spent twice', async () => {
    const frame = await signedIn()
    frame.timers.advance(ACCESS_LIFETIME_MS)
    await Promise.all([1, 2, 3, 4].map(() => frame.deps.services.call(KEYS, { auth: true })))
    expect(refreshCount(frame)).toBe(1)
    await expectSessionAlive(frame)
    expect(refreshCount(frame)).toBe(1)
  })

  it('a second tab that refreshed already is followed, not raced', async () => {
    const tab = await signedIn()
    // Another tab of the same site shares the store and refreshes first.
    const otherTab = createTestFrame({ store: tab.store, services: tab.services })
    // One clock (the services'): both tabs are past the access token's lifetime.
    tab.timers.advance(ACCESS_LIFETIME_MS)
    await otherTab.deps.services.call(KEYS, { auth: true })
    // This tab saw the old token rejected; its refresh finds the new session instead of spending the old one.
    const refreshed = (await tab.store.get('session'))!.accessToken
    expect(await tab.deps.keeper.recover('an-older-access-token')).toBe(true)
    expect((await tab.store.get('session'))!.accessToken).toBe(refreshed)
    expect(refreshCount(tab)).toBe(1)
    // Not revoked, and no second refresh was needed.
    await expectSessionAlive(tab)
    expect(refreshCount(tab)).toBe(1)
  })

  it('presenting a spent refresh token revokes the whole session', async () => {
    const frame = await signedIn()
    const spent = (await frame.store.get('session'))!
    frame.timers.advance(ACCESS_LIFETIME_MS)
    await frame.deps.services.call(KEYS, { auth: true })
    const rotated = (await frame.store.get('session'))!
    // A stolen copy of the old tokens, replayed by the frame's own key (the worst case): everything dies.
    await frame.store.set('session', spent)
    await expect(frame.deps.services.call(KEYS, { auth: true })).rejects.toThrow('Session expired')
    // The whole session is revoked: the tokens the rotation gave are refused too.
    await frame.deps.keeper.adopt(rotated)
    await expect(frame.deps.services.call(KEYS, { auth: true })).rejects.toThrow('Session expired')
  })

  it('is over once the refresh token’s lifetime has passed, without asking the services', async () => {
    const frame = await signedIn()
    frame.timers.advance(REFRESH_LIFETIME_MS)
    expect(await frame.deps.keeper.current()).toBeUndefined()
    await expect(frame.deps.services.call(KEYS, { auth: true })).rejects.toThrow('Session expired')
    expect(frame.services.calls).toEqual([])
  })

  it('tokens without the binding key unlock nothing: a bearer, no proof, or another key’s proof', async () => {
    const frame = await signedIn()
    const { accessToken } = (await frame.store.get('session'))!
    const url = `${frame.services.url}${KEYS}`
    const attempts: Record<string, string>[] = [
      { Authorization: `Bearer ${accessToken}` },
      { Authorization: `DPoP ${accessToken}` },
      { Authorization: `DPoP ${accessToken}`, DPoP: 'e30.e30.AAAA' },
    ]
    // A frame on another browser: its own binding key, the stolen tokens.
    const thief = createTestFrame({ services: frame.services })
    await thief.store.set('session', (await frame.store.get('session'))!)
    const stolen = await thief.deps.keeper.authorize('GET', url)
    attempts.push(stolen.headers)
    for (const headers of attempts) {
      const response = await frame.services.fetch(url, { headers })
      expect(response.status).toBe(401)
      expect(await response.text()).not.toContain('wrappingKey')
    }
  })

  it('a client without the keeper cannot make authenticated calls', async () => {
    const frame = await signedIn()
    const bare = createServicesClient(frame.services.url, frame.services.fetch)
    await expect(bare.call(KEYS, { auth: true })).rejects.toThrow('Session expired')
    expect(frame.services.calls).toEqual([])
    const keeper = createSessionKeeper({ store: frame.store, services: bare, now: frame.timers.now })
    expect(await keeper.bindingKey()).toEqual(await frame.deps.keeper.bindingKey())
  })
})

describe('the cross-tab lock', () => {
  it('is taken where the browser has Web Locks, and skipped where taking it is refused', async () => {
    const names: string[] = []
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          names.push(name)
          return task()
        },
      },
    })
    try {
      const frame = await signedIn()
      frame.timers.advance(ACCESS_LIFETIME_MS)
      await frame.deps.services.call(KEYS, { auth: true })
      expect(names).toContain('gangway-secure-frame-refresh')

      vi.stubGlobal('navigator', {
        locks: { request: async () => Promise.reject(new DOMException('denied', 'SecurityError')) },
      })
      frame.timers.advance(ACCESS_LIFETIME_MS)
      await frame.deps.services.call(KEYS, { auth: true })
      expect(refreshCount(frame)).toBe(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
