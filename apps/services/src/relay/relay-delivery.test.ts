import { generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { randomTopic, relayTestBed, sha256 } from '../test/relay-bed.js'

const bed = relayTestBed()

describe('relay: subscribe, publish, deliver', () => {
  it('startServices gives the relay and verify URLs on the same server', () => {
    expect(bed.services.relayUrl).toBe(`ws://127.0.0.1:${bed.services.port}/relay`)
    expect(bed.services.verifyUrl).toBe(`http://127.0.0.1:${bed.services.port}/verify/v3`)
  })

  it('answers irn_subscribe with the id the SDK computes, delivers irn_subscription and takes the ack', async () => {
    const [dapp, wallet] = [await bed.connect(), await bed.connect()]
    const name = randomTopic()
    expect(await wallet.call('irn_subscribe', { topic: name })).toBe(sha256(name + wallet.clientId))

    const before = Date.now()
    const params = { topic: name, message: 'hello', ttl: 300, prompt: false, tag: 1108, attestation: 'att' }
    expect(await dapp.call('irn_publish', params)).toBe(true)
    const [delivery] = await wallet.deliveriesUntil(1)
    expect(delivery).toEqual({
      requestId: expect.any(Number),
      id: sha256(name + wallet.clientId),
      data: { topic: name, message: 'hello', publishedAt: expect.any(Number), tag: 1108, attestation: 'att' },
    })
    expect(delivery!.data.publishedAt).toBeGreaterThanOrEqual(before)

    const state = await bed.inspect()
    expect(state.topics).toContainEqual({ topic: name, subscribers: 1, messages: 1 })
    expect(state.connections).toContainEqual({
      clientId: wallet.clientId,
      projectId: 'gangway-sandbox',
      ua: 'wc-2/js-2.21.8/test/node',
      topics: [name],
    })
  })

  it('keeps a message published before the peer subscribes and delivers it when it does', async () => {
    const [dapp, wallet] = [await bed.connect(), await bed.connect()]
    const name = randomTopic()
    await dapp.call('irn_publish', { topic: name, message: 'early', ttl: 300 })
    await dapp.call('irn_publish', { topic: name, message: 'second', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: name })
    const deliveries = await wallet.deliveriesUntil(2)
    expect(deliveries.map(({ data }) => data.message)).toEqual(['early', 'second'])
    expect(deliveries[0]!.data).not.toHaveProperty('attestation')
  })

  it('never echoes a message to its publisher, not even on its other connection', async () => {
    const keyPair = generateKeyPair()
    const [publisher, samePublisher, peer] = [
      await bed.connect({ keyPair }),
      await bed.connect({ keyPair }),
      await bed.connect(),
    ]
    const name = randomTopic()
    for (const client of [publisher, samePublisher, peer]) await client.call('irn_subscribe', { topic: name })
    await publisher.call('irn_publish', { topic: name, message: 'mine', ttl: 300 })
    await peer.deliveriesUntil(1)
    await publisher.settle()
    await samePublisher.settle()
    expect(publisher.deliveries).toEqual([])
    expect(samePublisher.deliveries).toEqual([])
  })

  it('delivers once per client: not again after an ack, even on a new connection; again without one', async () => {
    const publisher = await bed.connect()
    const name = randomTopic()
    await publisher.call('irn_publish', { topic: name, message: 'once', ttl: 300 })

    const acking = generateKeyPair()
    const first = await bed.connect({ keyPair: acking })
    await first.call('irn_subscribe', { topic: name })
    await first.deliveriesUntil(1)
    await first.call('irn_subscribe', { topic: name })
    await first.settle()
    expect(first.deliveries).toHaveLength(1)
    await first.close()
    const again = await bed.connect({ keyPair: acking })
    await again.call('irn_subscribe', { topic: name })
    await again.settle()
    expect(again.deliveries).toEqual([])

    const silent = generateKeyPair()
    const unacked = await bed.connect({ keyPair: silent, ack: false })
    await unacked.call('irn_subscribe', { topic: name })
    await unacked.deliveriesUntil(1)
    await unacked.close()
    const back = await bed.connect({ keyPair: silent })
    await back.call('irn_subscribe', { topic: name })
    expect((await back.deliveriesUntil(1))[0]!.data.message).toBe('once')
  })

  it('a message under way on a connection that closes goes out on the client’s other live connection', async () => {
    // The SDK opens a new socket before the old one is gone (a transport restart): the message the old one
    // carried but never acknowledged must reach the new one, or the client waits for it forever.
    const publisher = await bed.connect()
    const name = randomTopic()
    const keyPair = generateKeyPair()
    const old = await bed.connect({ keyPair, ack: false })
    await old.call('irn_subscribe', { topic: name })
    await publisher.call('irn_publish', { topic: name, message: 'in flight', ttl: 300 })
    await old.deliveriesUntil(1)
    const fresh = await bed.connect({ keyPair })
    await fresh.call('irn_subscribe', { topic: name })
    await fresh.settle()
    // Still under way on the old socket: not sent twice.
    expect(fresh.deliveries).toEqual([])
    await old.close()
    expect((await fresh.deliveriesUntil(1))[0]!.data.message).toBe('in flight')
  })

  it('batch subscribes and unsubscribes; nothing arrives after an unsubscribe', async () => {
    const [publisher, subscriber] = [await bed.connect(), await bed.connect()]
    const [a, b, c] = [randomTopic(), randomTopic(), randomTopic()]
    const ids = await subscriber.call('irn_batchSubscribe', { topics: [a, b, c] })
    expect(ids).toEqual([a, b, c].map((name) => sha256(name + subscriber.clientId)))
    expect(await subscriber.call('irn_unsubscribe', { topic: a, id: sha256(a + subscriber.clientId) })).toBe(
      true,
    )
    const subscriptions = [{ topic: b, id: sha256(b + subscriber.clientId) }]
    expect(await subscriber.call('irn_batchUnsubscribe', { subscriptions })).toBe(true)
    for (const name of [a, b, c])
      await publisher.call('irn_publish', { topic: name, message: name, ttl: 300 })
    await subscriber.deliveriesUntil(1)
    await subscriber.settle()
    expect(subscriber.deliveries.map(({ data }) => data.topic)).toEqual([c])
  })

  it('answers irn_fetchMessages and irn_batchFetchMessages with the pending messages, once', async () => {
    const [publisher, fetcher] = [await bed.connect(), await bed.connect()]
    const [a, b] = [randomTopic(), randomTopic()]
    await publisher.call('irn_publish', { topic: a, message: 'in a', ttl: 300, attestation: '' })
    await publisher.call('irn_publish', { topic: b, message: 'in b', ttl: 300 })
    expect(await fetcher.call('irn_batchFetchMessages', { topics: [a, b] })).toEqual({
      messages: [
        { topic: a, message: 'in a', publishedAt: expect.any(Number), attestation: '' },
        { topic: b, message: 'in b', publishedAt: expect.any(Number) },
      ],
      hasMore: false,
    })
    expect(await fetcher.call('irn_fetchMessages', { topic: a })).toEqual({ messages: [], hasMore: false })
  })

  it('wc_proposeSession and wc_approveSession subscribe the caller and publish as the 2.21.8 SDK expects', async () => {
    const [dapp, wallet] = [await bed.connect(), await bed.connect()]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    const proposal = {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
      attestation: 'jwt',
      correlationId: 7,
    }
    expect(await dapp.call('wc_proposeSession', proposal)).toBe(true)
    expect((await bed.inspect()).connections).toContainEqual(
      expect.objectContaining({ clientId: dapp.clientId, topics: [pairingTopic] }),
    )

    await wallet.call('irn_subscribe', { topic: pairingTopic })
    const [proposed] = await wallet.deliveriesUntil(1)
    expect(proposed!.data).toEqual({
      topic: pairingTopic,
      message: 'proposal',
      publishedAt: expect.any(Number),
      tag: 1100,
      attestation: 'jwt',
    })

    const approval = {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
      correlationId: 7,
    }
    expect(await wallet.call('wc_approveSession', approval)).toBe(true)
    const [answer] = await dapp.deliveriesUntil(1)
    expect(answer!.data).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.deliveriesUntil(2))[1]!.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })

    // The wallet is on the session topic without an irn_subscribe of its own.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300 })
    expect((await wallet.deliveriesUntil(2))[1]!.data).toMatchObject({
      topic: sessionTopic,
      message: 'settled',
    })
    await wallet.settle()
    expect(wallet.deliveries).toHaveLength(2)
  })
})
