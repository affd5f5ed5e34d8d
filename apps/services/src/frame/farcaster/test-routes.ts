import { Hono } from 'hono'
import * as v from 'valibot'
import { ServiceError } from '../../http/errors.js'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import { FARCASTER_TEST_ACCOUNT } from './config.js'
import type { FarcasterSignIn } from './farcaster-sign-in.js'
import { approveFarcasterSignIn } from './test-client.js'

const ApproveSchema = v.object({
  url: v.pipe(
    v.string(),
    v.startsWith('farcaster://connect?', 'Invalid url: a farcaster://connect link expected'),
  ),
})

/**
 * `/__test/farcaster` (development and test only): `POST /approve { url }` approves a sign-in as the test
 * account (fid 20001, gangway-tester), as its wallet would, so Playwright needs no wallet of its own.
 */
export function farcasterTestRoutes(farcaster: FarcasterSignIn): Hono {
  const app = new Hono()
  app.post('/farcaster/approve', async (c) => {
    const { url } = parseRequest(ApproveSchema, await readJsonBody(c.req.raw), 'body')
    const relayUrl = farcaster.relayBaseUrl
    if (!relayUrl) throw new ServiceError(503, 'Farcaster sign-in is not configured')
    const { fid, username, privateKey } = FARCASTER_TEST_ACCOUNT
    try {
      await approveFarcasterSignIn({ url, relayUrl, privateKey, fid, username })
    } catch (error) {
      throw new ServiceError(400, error instanceof Error ? error.message : String(error))
    }
    return c.json({ fid, username })
  })
  return app
}
