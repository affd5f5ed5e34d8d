import { WebSocket } from 'ws'
import { describe, expect, it } from 'vitest'
import { inspectRelay, randomTopic } from '../test/relay-bed.js'
import { RelayTestClient } from '../test/relay-client.js'
import { startTestServices } from '../test/services.js'

describe('relay: clock, pings and lifecycle', () => {
  it('drops a message once its TTL has passed (injectable clock)', async () => {
    let now = Date.now()
    const timed = await startTestServices({ chains: [], relay: { now: () => now } })
    try {
      const publisher = await RelayTestClient.connect(timed.relayUrl)
      const name = randomTopic()
      await publisher.call('irn_publish', { topic: name, message: 'short', ttl: 60 })
      await publisher.call('irn_publish', { topic: name, message: 'long', ttl: 600 })
      now += 61_000
      const late = await RelayTestClient.connect(timed.relayUrl)
      await late.call('irn_subscribe', { topic: name })
      await late.deliveriesUntil(1)
      await late.settle()
      expect(late.deliveries.map(({ data }) => data.message)).toEqual(['long'])
      expect((await inspectRelay(timed.url)).topics).toContainEqual({
        topic: name,
        subscribers: 1,
        messages: 1,
      })
      now += 600_000
      expect((await inspectRelay(timed.url)).topics).toContainEqual({
        topic: name,
        subscribers: 1,
        messages: 0,
      })
    } finally {
      await timed.stop()
    }
  })

  it('pings: a connection that stops answering is terminated, one that answers stays', async () => {
    // Short for a quick test, yet long enough that a busy machine's client still answers in time.
    const pinging = await startTestServices({ chains: [], relay: { pingIntervalMs: 200 } })
    try {
      const silent = await RelayTestClient.connect(pinging.relayUrl, { autoPong: false })
      const lively = await RelayTestClient.connect(pinging.relayUrl)
      expect(await silent.closed()).toBe(1006)
      // Three more rounds, each of which would have terminated it had it not answered.
      await new Promise<void>((resolve) => {
        let pings = 0
        lively.socket.on('ping', () => ++pings === 3 && resolve())
      })
      expect(lively.socket.readyState).toBe(WebSocket.OPEN)
      await lively.close()
    } finally {
      await pinging.stop()
    }
  })

  it('stop() closes every relay socket; production mode runs the relay without /__test hooks', async () => {
    const production = await startTestServices({ chains: [], mode: 'production' })
    const client = await RelayTestClient.connect(production.relayUrl)
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
    expect((await fetch(`${production.url}/__test/relay`)).status).toBe(404)
    const closed = client.closed()
    await production.stop()
    expect(await closed).toBe(1006)
  })
})
