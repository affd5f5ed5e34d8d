import { generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { randomTopic, relayTestBed } from '../test/relay-bed.js'
import {
  RelayTestClient,
  relayUrlWith,
  signedRelayUrl,
  signRelayJwt,
  upgradeAnswer,
} from '../test/relay-client.js'
import { startTestServices } from '../test/services.js'

const bed = relayTestBed()
const DAY = 24 * 60 * 60
const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('relay: who may connect', () => {
  it('refuses an unknown or missing project id with 403, and knows a project seeded after start', async () => {
    const relayUrl = bed.services.relayUrl
    expect(await upgradeAnswer(await signedRelayUrl(relayUrl, { projectId: 'no-such-project' }))).toEqual({
      status: 403,
      message: 'Unknown project',
    })
    const withoutProject = new URL(await signedRelayUrl(relayUrl))
    withoutProject.searchParams.delete('projectId')
    expect((await upgradeAnswer(withoutProject.toString())).status).toBe(403)
    expect((await upgradeAnswer(await signedRelayUrl(relayUrl, { projectId: 'gangway-bench' }))).status).toBe(
      101,
    )

    const seeded = await fetch(`${bed.services.url}/__test/seed`, {
      method: 'POST',
      body: JSON.stringify({ projects: [{ projectId: 'relay-late-project', allowedOrigins: [] }] }),
    })
    expect(seeded.ok).toBe(true)
    const client = await bed.connect({ projectId: 'relay-late-project' })
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
  })

  it("refuses a JWT whose aud is another relay's URL with 401; the relay's own URL by any loopback name passes", async () => {
    const relayUrl = bed.services.relayUrl
    const port = bed.services.port
    const status = async (aud: string) =>
      (await upgradeAnswer(await signedRelayUrl(relayUrl, { aud }))).status
    for (const aud of [
      'wss://relay.walletconnect.org',
      `ws://127.0.0.1:${port + 1}/relay`,
      `ws://127.0.0.1:${port}/elsewhere`,
      `http://127.0.0.1:${port}/relay`,
      `ws://attacker.example:${port}/relay`,
      'not a url',
    ]) {
      expect(await upgradeAnswer(await signedRelayUrl(relayUrl, { aud })), aud).toEqual({
        status: 401,
        message: 'Invalid audience',
      })
    }
    expect(await status(relayUrl)).toBe(101)
    expect(await status(`ws://localhost:${port}/relay`)).toBe(101)
    // The SDK signs the relayUrl it was given; a query on it does not name another relay.
    expect(await status(`${relayUrl}?projectId=gangway-sandbox`)).toBe(101)
  })

  it('refuses a JWT outside the lifetime the SDK signs: expired, issued in the future, or longer than a day', async () => {
    const relayUrl = bed.services.relayUrl
    const answer = async (iat: number, ttlSeconds: number) =>
      upgradeAnswer(await signedRelayUrl(relayUrl, { iat, ttlSeconds }))
    expect(await answer(nowSeconds() - DAY - 1, DAY)).toEqual({ status: 401, message: 'Expired auth' })
    expect(await answer(nowSeconds() + 600, DAY)).toEqual({
      status: 401,
      message: 'Auth issued in the future',
    })
    expect(await answer(nowSeconds(), 30 * DAY)).toEqual({ status: 401, message: 'Invalid auth lifetime' })
    expect(await answer(nowSeconds(), DAY + 1)).toEqual({
      status: 401,
      message: 'Invalid auth lifetime',
    })
    // What the SDK signs, and a client clock a little ahead of the relay's.
    expect((await answer(nowSeconds(), DAY)).status).toBe(101)
    expect((await answer(nowSeconds() + 30, DAY)).status).toBe(101)
  })

  it('behind a proxy, takes exactly the configured audiences', async () => {
    const proxied = await startTestServices({
      chains: [],
      relay: { audiences: ['wss://relay.example.org/relay'] },
    })
    try {
      const { relayUrl } = proxied
      const jwt = await signRelayJwt(generateKeyPair(), { aud: 'wss://relay.example.org/relay' })
      expect((await upgradeAnswer(relayUrlWith(relayUrl, jwt))).status).toBe(101)
      expect((await upgradeAnswer(await signedRelayUrl(relayUrl))).status).toBe(401)
      const client = await RelayTestClient.connect(relayUrl, { aud: 'wss://relay.example.org/relay' })
      expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
      await client.close()
    } finally {
      await proxied.stop()
    }
  })
})
