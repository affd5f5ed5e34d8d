import { describe, expect, it } from 'vitest'
import { startServices } from '../../server.js'
import { TEST_FRAME_KEY_SECRET } from '../../test/services.js'
import { fromFrame } from '../social/testing.js'

const production = {
  port: 0,
  mode: 'production' as const,
  projectOrigins: { app: ['https://app.example'] },
  log: () => {},
}

describe('social and Farcaster sign-in in production mode', () => {
  it('refuses to run the OAuth stand-in', async () => {
    await expect(
      startServices({
        ...production,
        frame: { social: { mockServer: { port: 0 } }, keySecret: TEST_FRAME_KEY_SECRET },
      }),
    ).rejects.toThrow('The OAuth stand-in only runs in development and test mode')
  })

  it('has no relay stand-in, no test account and no provider unless configured', async () => {
    const services = await startServices({ ...production, frame: { keySecret: TEST_FRAME_KEY_SECRET } })
    try {
      const relay = await fetch(`${services.url}/farcaster-relay/v1/channel`, { method: 'POST', body: '{}' })
      expect(relay.status).toBe(404)
      expect(await fromFrame(services.url, '/frame/v1/farcaster/channel', { body: {} })).toEqual({
        status: 503,
        body: { message: 'Farcaster sign-in is not configured' },
      })
      const social = await fromFrame(services.url, '/frame/v1/social/start', {
        body: { provider: 'google', appOrigin: 'https://app.example' },
      })
      expect(social).toEqual({ status: 400, body: { message: 'Sign-in with google is not configured' } })
    } finally {
      await services.stop()
    }
  })
})
