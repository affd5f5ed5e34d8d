import { randomBytes } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { randomTopic, relayTestBed } from '../test/relay-bed.js'
import {
  RelayCallError,
  RelayTestClient,
  relayUrlWith,
  signedRelayUrl,
  signRelayJwt,
  upgradeStatus,
} from '../test/relay-client.js'
import { injectFault } from '../test/services.js'

const bed = relayTestBed()

describe('relay: errors and bad clients', () => {
  it('refuses an upgrade without a JWT, with a bad signature, expired or malformed with 401', async () => {
    const keyPair = generateKeyPair()
    const aud = bed.services.relayUrl
    const valid = await signRelayJwt(keyPair, { aud })
    const [header, payload] = valid.split('.')
    const otherSignature = (await signRelayJwt(generateKeyPair(), { aud })).split('.')[2]
    const expired = await signRelayJwt(keyPair, {
      aud,
      ttlSeconds: 60,
      iat: Math.floor(Date.now() / 1000) - 120,
    })

    expect(await upgradeStatus(relayUrlWith(bed.services.relayUrl, valid))).toBe(101)
    expect(await upgradeStatus(relayUrlWith(bed.services.relayUrl, null))).toBe(401)
    expect(
      await upgradeStatus(relayUrlWith(bed.services.relayUrl, `${header}.${payload}.${otherSignature}`)),
    ).toBe(401)
    expect(await upgradeStatus(relayUrlWith(bed.services.relayUrl, expired))).toBe(401)
    expect(await upgradeStatus(relayUrlWith(bed.services.relayUrl, 'not-a-jwt'))).toBe(401)
    expect(await upgradeStatus(`${bed.services.url.replace('http', 'ws')}/elsewhere`)).toBe(404)
  })

  it('answers JSON-RPC errors, and a 19-digit numeric id comes back digit for digit', async () => {
    const client = await bed.connect()
    await expect(client.call('irn_nope', {})).rejects.toEqual(new RelayCallError(-32601, 'Method not found'))
    await expect(client.call('irn_publish', { topic: randomTopic(), message: 'x' })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('ttl'),
    })
    const answers: string[] = []
    client.socket.on('message', (data) => answers.push(String(data)))
    client.socket.send(
      '{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    client.socket.send('not json')
    await client.settle()
    // Frames are handled in arrival order, so the answers come back in that order.
    expect(answers.slice(0, 2)).toEqual([
      expect.stringMatching(/^\{"id":1712345678901234567,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/),
      '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
    ])
  })

  it('survives clients that leave mid-publish, mid-handshake or with a delivery pending; others keep working', async () => {
    const name = randomTopic()
    const leaving = await RelayTestClient.connect(bed.services.relayUrl, { ack: false })
    await leaving.call('irn_subscribe', { topic: name })
    const publisher = await bed.connect()
    await publisher.call('irn_publish', { topic: name, message: 'to a leaver', ttl: 300 })
    await leaving.deliveriesUntil(1)
    leaving.socket.terminate()

    // A publish, then the socket is gone before the answer can go out.
    const abrupt = new WebSocket(await signedRelayUrl(bed.services.relayUrl))
    await new Promise((resolve) => abrupt.once('open', resolve))
    const publish = { topic: randomTopic(), message: 'bye', ttl: 300 }
    abrupt.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: publish }))
    abrupt.terminate()
    // An upgrade request, then the socket is gone while the relay checks the JWT.
    const query = new URL(await signedRelayUrl(bed.services.relayUrl)).search
    const handshake = connectTcp(bed.services.port)
    handshake.end(
      `GET /relay${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    )
    handshake.destroy()

    const subscriber = await bed.connect()
    await subscriber.call('irn_subscribe', { topic: name })
    await publisher.call('irn_publish', { topic: name, message: 'still here', ttl: 300 })
    const messages = (await subscriber.deliveriesUntil(2)).map(({ data }) => data.message)
    expect(messages).toEqual(['to a leaver', 'still here'])
    expect((await bed.inspect()).connections.map(({ clientId }) => clientId).sort()).toEqual(
      [publisher.clientId, subscriber.clientId].sort(),
    )
  })

  it('applies /__test/faults on /relay to upgrades and /__test/relay/faults to methods', async () => {
    await injectFault(bed.services.url, { route: '/relay', status: 503, times: 1 })
    expect(await upgradeStatus(await signedRelayUrl(bed.services.relayUrl))).toBe(503)
    const [publisher, subscriber] = [await bed.connect(), await bed.connect()]
    const name = randomTopic()
    await subscriber.call('irn_subscribe', { topic: name })

    const addFault = (spec: object) =>
      fetch(`${bed.services.url}/__test/relay/faults`, { method: 'POST', body: JSON.stringify(spec) })
    expect((await addFault({ method: 'irn_publish', effect: 'drop', times: 1 })).status).toBe(201)
    expect((await addFault({ method: 'irn_publish', effect: 'error', times: 1 })).status).toBe(201)
    expect((await addFault({ method: 'irn_nope', effect: 'drop' })).status).toBe(400)
    expect(await publisher.call('irn_publish', { topic: name, message: 'lost', ttl: 300 })).toBe(true)
    await expect(publisher.call('irn_publish', { topic: name, message: 'failed', ttl: 300 })).rejects.toEqual(
      new RelayCallError(-32000, 'Injected fault'),
    )
    await publisher.call('irn_publish', { topic: name, message: 'delivered', ttl: 300 })
    await subscriber.deliveriesUntil(1)
    await subscriber.settle()
    expect(subscriber.deliveries.map(({ data }) => data.message)).toEqual(['delivered'])
  })
})
