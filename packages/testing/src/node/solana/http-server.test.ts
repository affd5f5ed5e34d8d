import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain

beforeAll(async () => {
  chain = await startSolanaChain()
})
afterAll(() => chain?.stop())

describe('the JSON-RPC HTTP server', () => {
  it('lets any page call it: CORS on answers and on the preflight (web3.js sends its own header)', async () => {
    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*')
    const answer = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}',
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('content-type')).toBe('application/json')
  })

  it('answers batches, GET /health, and refuses other verbs', async () => {
    const batch = await fetch(chain.rpcUrl, {
      method: 'POST',
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
      ]),
    })
    expect(((await batch.json()) as { id: number }[]).map((answer) => answer.id)).toEqual([1, 2])
    const health = await fetch(`${chain.rpcUrl}/health`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    expect((await fetch(chain.rpcUrl, { method: 'PUT' })).status).toBe(405)
    const notification = await fetch(chain.rpcUrl, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","method":"getHealth"}',
    })
    expect(notification.status).toBe(204)
  })
})
