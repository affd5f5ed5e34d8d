import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from './ws.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain

beforeAll(async () => {
  chain = await startSolanaChain()
})
afterAll(() => chain?.stop())

/** A raw WebSocket client, to see exactly what the node sends. */
async function socket() {
  const client = new WebSocket(chain.wsUrl)
  await new Promise<void>((resolve, reject) => {
    client.once('open', resolve)
    client.once('error', reject)
  })
  const messages: Record<string, unknown>[] = []
  client.on('message', (data) => messages.push(JSON.parse(String(data))))
  return {
    messages,
    send: (payload: unknown) => client.send(JSON.stringify(payload)),
    close: () => client.close(),
  }
}

async function until<T>(read: () => T | undefined, timeoutMs = 3_000): Promise<T> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('timed out')
}

describe('signature subscriptions', () => {
  it('sendAndConfirmTransaction confirms over the WebSocket', async () => {
    const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
    const payer = Keypair.generate()
    chain.airdrop(payer.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const to = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }),
      ),
      [payer],
    )
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it('onSignature fires once the transaction is processed', async () => {
    const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
    const payer = Keypair.generate()
    chain.airdrop(payer.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    transaction.sign(payer)
    const signature = Buffer.from(transaction.signature!)
    const { base58 } = await import('@scure/base')
    const fired = new Promise<{ err: unknown; slot: number }>((resolve) => {
      connection.onSignature(base58.encode(signature), (result, context) =>
        resolve({ err: result.err, slot: context.slot }),
      )
    })
    // Give the subscription time to reach the node before the transaction does.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await connection.sendRawTransaction(transaction.serialize())
    expect((await fired).err).toBeNull()
  })

  it('a subscription to an already processed signature is answered at once, then ends; ids are per subscription', async () => {
    const client = await socket()
    const signature = chain.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000)
    client.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'confirmed' }],
    })
    const notification = await until(() => client.messages.find((m) => m.method === 'signatureNotification'))
    const reply = client.messages.find((m) => m.id === 1) as { result: number }
    expect(client.messages.indexOf(reply)).toBeLessThan(client.messages.indexOf(notification))
    expect(notification).toMatchObject({
      params: { subscription: reply.result, result: { value: { err: null } } },
    })
    client.close()
  })

  it('signatureUnsubscribe stops a pending subscription; unknown methods and pings are handled', async () => {
    const client = await socket()
    const pending = Keypair.generate().publicKey.toBase58()
    client.send({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [pending] })
    const { result: id } = (await until(() => client.messages.find((m) => m.id === 1))) as { result: number }
    client.send({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [id] })
    client.send({ jsonrpc: '2.0', id: 3, method: 'signatureUnsubscribe', params: [id] })
    client.send({ jsonrpc: '2.0', method: 'ping' })
    client.send({ jsonrpc: '2.0', id: 4, method: 'accountSubscribe', params: [pending] })
    await until(() => client.messages.find((m) => m.id === 4))
    expect(client.messages.find((m) => m.id === 2)).toMatchObject({ result: true })
    expect(client.messages.find((m) => m.id === 3)).toMatchObject({ result: false })
    expect(client.messages.find((m) => m.id === 4)).toMatchObject({ error: { code: -32601 } })
    // The four answers, no notification: the pending subscription was ended, the ping needs no answer.
    expect(client.messages).toHaveLength(4)
    client.close()
  })
})
