import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { inspectRelay, randomTopic } from '../test/relay-bed.js'
import { RelayCallError, RelayTestClient } from '../test/relay-client.js'
import { startTestServices } from '../test/services.js'

let now = Date.now()
let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({
    chains: [],
    relay: { now: () => now, limits: { mailbox: { topicMessages: 3, totalMessages: 5 } } },
  })
})
afterAll(() => services.stop())

describe('relay: mailbox bounds', () => {
  it('refuses a publish with -32002 when the topic or the relay is full; nothing kept is lost; TTL frees room', async () => {
    const publisher = await RelayTestClient.connect(services.relayUrl)
    const subscriber = await RelayTestClient.connect(services.relayUrl)
    try {
      const [first, second] = [randomTopic(), randomTopic()]
      const publish = (topic: string, message: string) =>
        publisher.call('irn_publish', { topic, message, ttl: 60 })
      for (const text of ['one', 'two', 'three']) expect(await publish(first, text)).toBe(true)
      await expect(publish(first, 'four')).rejects.toEqual(new RelayCallError(-32002, 'Topic mailbox full'))
      // A publisher's retry of a kept message is still taken.
      expect(await publish(first, 'three')).toBe(true)
      for (const text of ['a', 'b']) expect(await publish(second, text)).toBe(true)
      await expect(publish(randomTopic(), 'c')).rejects.toEqual(new RelayCallError(-32002, 'Mailbox full'))
      // The proposal path is bounded the same way.
      await expect(
        publisher.call('wc_proposeSession', { pairingTopic: randomTopic(), sessionProposal: 'p' }),
      ).rejects.toEqual(new RelayCallError(-32002, 'Mailbox full'))

      await subscriber.call('irn_subscribe', { topic: first })
      await subscriber.deliveriesUntil(3)
      await subscriber.settle()
      expect(subscriber.deliveries.map(({ data }) => data.message)).toEqual(['one', 'two', 'three'])

      now += 61_000
      expect(await publish(first, 'after the TTL')).toBe(true)
      expect((await inspectRelay(services.url)).topics).toContainEqual({
        topic: first,
        subscribers: 1,
        messages: 1,
      })
    } finally {
      await Promise.all([publisher.close(), subscriber.close()])
    }
  })
})
