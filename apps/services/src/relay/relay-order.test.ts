import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { randomTopic } from '../test/relay-bed.js'
import { RelayTestClient } from '../test/relay-client.js'
import { startTestServices } from '../test/services.js'
import type { MailboxMessage } from './mailbox.js'
import { MemoryMailbox } from './memory-mailbox.js'

/** A mailbox that takes its time storing, and recording acknowledgements of, messages starting with `slow`. */
class SlowMailbox extends MemoryMailbox {
  #slow = new Set<string>()

  override async put(message: MailboxMessage): Promise<void> {
    if (message.message.startsWith('slow')) {
      this.#slow.add(message.id)
      await sleep(150)
    }
    return super.put(message)
  }

  override async acknowledge(topic: string, messageId: string, clientId: string): Promise<void> {
    if (this.#slow.has(messageId)) await sleep(150)
    return super.acknowledge(topic, messageId, clientId)
  }
}

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [], relay: { mailbox: new SlowMailbox() } })
})
afterAll(() => services.stop())

describe('relay: one socket, one order', () => {
  it("handles a socket's frames in arrival order when the first one's handler is slow", async () => {
    const [client, subscriber] = [
      await RelayTestClient.connect(services.relayUrl),
      await RelayTestClient.connect(services.relayUrl),
    ]
    try {
      const name = randomTopic()
      await subscriber.call('irn_subscribe', { topic: name })
      const answered: string[] = []
      const call = (label: string, method: string, params: object) =>
        client.call(method, params).then(() => answered.push(label))
      await Promise.all([
        call('slow publish', 'irn_publish', { topic: name, message: 'slow one', ttl: 300 }),
        call('publish', 'irn_publish', { topic: name, message: 'quick one', ttl: 300 }),
        call('subscribe', 'irn_subscribe', { topic: randomTopic() }),
      ])
      expect(answered).toEqual(['slow publish', 'publish', 'subscribe'])
      const messages = (await subscriber.deliveriesUntil(2)).map(({ data }) => data.message)
      expect(messages).toEqual(['slow one', 'quick one'])
    } finally {
      await Promise.all([client.close(), subscriber.close()])
    }
  })

  it('a slow socket does not hold up another socket', async () => {
    const [slow, quick] = [
      await RelayTestClient.connect(services.relayUrl),
      await RelayTestClient.connect(services.relayUrl),
    ]
    try {
      const answered: string[] = []
      const slowPublish = slow
        .call('irn_publish', { topic: randomTopic(), message: 'slow again', ttl: 300 })
        .then(() => answered.push('slow'))
      await quick.call('irn_subscribe', { topic: randomTopic() })
      answered.push('quick')
      await slowPublish
      expect(answered).toEqual(['quick', 'slow'])
    } finally {
      await Promise.all([slow.close(), quick.close()])
    }
  })

  it('charges replays of an acknowledgement like any frame, even while the first is still being handled', async () => {
    const [publisher, subscriber] = [
      await RelayTestClient.connect(services.relayUrl),
      await RelayTestClient.connect(services.relayUrl, { ack: false }),
    ]
    try {
      const name = randomTopic()
      await subscriber.call('irn_subscribe', { topic: name })
      await publisher.call('irn_publish', { topic: name, message: 'slow to acknowledge', ttl: 300 })
      const [delivery] = await subscriber.deliveriesUntil(1)
      const ack = JSON.stringify({ id: delivery!.requestId, jsonrpc: '2.0', result: true })
      for (let index = 0; index < 1_000; index++) subscriber.socket.send(ack)
      expect(await subscriber.closed()).toBe(1008)
    } finally {
      await publisher.close()
    }
  })
})
