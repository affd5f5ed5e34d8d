import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { randomTopic, relayTestBed } from '../test/relay-bed.js'
import { RelayCallError, type RelayTestClient } from '../test/relay-client.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'

const bed = relayTestBed()
const { burst, closeAfterRefused } = DEFAULT_RELAY_LIMITS.rate

interface Answer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

/** Sends `count` subscribes at once, without waiting, and collects the answers as they come. */
function flood(client: RelayTestClient, count: number): Answer[] {
  const answers: Answer[] = []
  client.socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Answer & { method?: string }
    if (frame.method === undefined && frame.id >= 100_000) answers.push(frame)
  })
  for (let index = 0; index < count; index++) {
    const params = { topic: randomTopic() }
    client.socket.send(
      JSON.stringify({ id: 100_000 + index, jsonrpc: '2.0', method: 'irn_subscribe', params }),
    )
  }
  return answers
}

describe('relay: frame size and rate limits', () => {
  it('closes a socket that sends an oversized frame with 1009; the server and other sockets go on', async () => {
    const [publisher, subscriber, abuser] = [await bed.connect(), await bed.connect(), await bed.connect()]
    const name = randomTopic()
    await subscriber.call('irn_subscribe', { topic: name })

    abuser.socket.send('x'.repeat(DEFAULT_RELAY_LIMITS.maxFrameBytes + 1))
    expect(await abuser.closed()).toBe(1009)

    // A large honest message (twice what the hosted relay takes) still fits under the cap.
    const large = 'm'.repeat(192 * 1024)
    expect(await publisher.call('irn_publish', { topic: name, message: large, ttl: 300 })).toBe(true)
    const [delivery] = await subscriber.deliveriesUntil(1)
    expect(delivery?.data.message).toBe(large)
    const connected = (await bed.inspect()).connections.map(({ clientId }) => clientId)
    expect(connected).toEqual(expect.arrayContaining([publisher.clientId, subscriber.clientId]))
    expect(connected).not.toContain(abuser.clientId)
  })

  it('answers a flood past the burst with -32001, in order, then closes the socket with 1008', async () => {
    const abuser = await bed.connect()
    const answers = flood(abuser, 1_000)
    expect(await abuser.closed()).toBe(1008)
    await sleep(50)

    // Answers follow the requests' order: the burst is handled, what follows is refused.
    expect(answers.map(({ id }) => id)).toEqual(answers.map((_, index) => 100_000 + index))
    const handled = answers.filter(({ result }) => result !== undefined)
    const refused = answers.filter(({ error }) => error !== undefined)
    expect(handled.length).toBeGreaterThanOrEqual(burst)
    // The allowance refills at 50 a second: a few more may pass while the flood arrives.
    expect(handled.length).toBeLessThan(burst + 40)
    expect(answers.slice(0, burst).every(({ result }) => result !== undefined)).toBe(true)
    expect(refused[0]?.error).toEqual({ code: -32001, message: 'Too many requests' })
    expect(refused.length).toBeGreaterThanOrEqual(closeAfterRefused - 5)
    // The rest of the flood was never handled.
    expect(answers.length).toBeLessThan(burst + closeAfterRefused + 80)
    const connected = (await bed.inspect()).connections.map(({ clientId }) => clientId)
    expect(connected).not.toContain(abuser.clientId)
  })

  it('an honest client that overshoots once sees -32001, is not closed, and is served again once it slows', async () => {
    const client = await bed.connect()
    flood(client, burst + 40)
    await expect(client.call('irn_subscribe', { topic: randomTopic() })).rejects.toEqual(
      new RelayCallError(-32001, 'Too many requests'),
    )
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    // 40 frames' worth of allowance at 50 a second, and some.
    await sleep(1_000)
    expect(await client.call('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
  })

  it('does not count acknowledgements of its deliveries against a client', async () => {
    const name = randomTopic()
    // More messages than the burst, from publishers that each stay within theirs.
    for (let from = 0; from < burst + 50; from += 50) {
      const publisher = await bed.connect()
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          publisher.call('irn_publish', { topic: name, message: `message ${from + index}`, ttl: 300 }),
        ),
      )
    }
    const subscriber = await bed.connect()
    await subscriber.call('irn_subscribe', { topic: name })
    await subscriber.deliveriesUntil(burst + 50)
    // Every delivery was acknowledged; the client's own allowance is untouched.
    const answers = flood(subscriber, burst - 3)
    await subscriber.settle()
    expect(answers.filter(({ error }) => error !== undefined)).toEqual([])
  })
})
