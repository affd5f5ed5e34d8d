import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sendJson, startTestServer } from '../test/http-server.js'
import { createBlockchainClient } from './blockchain-client.js'

// A real loopback server that counts requests: these tests check the call's request, parsing and cache. The
// route itself is tested against the real services (apps/services/src/clients/name-nft-client.test.ts).
const server = await startTestServer()
afterAll(() => server.close())

const nft = {
  id: 'eip155:1:0xabc:1',
  chainId: 'eip155:1',
  contract: '0xabc',
  tokenId: '1',
  name: 'One',
  image: { url: 'https://img.example/1.svg' },
  collection: { name: 'Collection' },
  flags: { is_spam: false },
}

let status = 200
beforeEach(() => {
  server.requests.length = 0
  status = 200
  server.handle((_, response) => sendJson(response, { data: [nft, { junk: true }] }, status))
})

function setup() {
  let time = 0
  const client = createBlockchainClient({
    baseUrl: server.baseUrl,
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-1.0.0',
    now: () => time,
    retries: 0,
  })
  return { client, advance: (ms: number) => (time += ms) }
}

describe('fetchNfts', () => {
  it('GETs /v1/account/{address}/nfts with chainId and the sdk query; bad entries are dropped', async () => {
    const { client } = setup()
    await expect(client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })).resolves.toEqual({ data: [nft] })
    const request = server.requests[0]!
    expect(request.url.pathname).toBe('/v1/account/0xA/nfts')
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
      chainId: 'eip155:1',
    })
  })

  it('caches the list for 30 s per address and chain, like balances', async () => {
    const { client, advance } = setup()
    await client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })
    advance(29_999)
    await client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })
    expect(server.requests).toHaveLength(1)
    await client.fetchNfts({ address: '0xA', chainId: 'eip155:137' })
    await client.fetchNfts({ address: '0xB', chainId: 'eip155:1' })
    expect(server.requests).toHaveLength(3)
    advance(1)
    await client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })
    expect(server.requests).toHaveLength(4)
  })

  it('throws on a failed call and caches nothing', async () => {
    const { client } = setup()
    status = 502
    await expect(client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 502',
    )
    status = 200
    await expect(client.fetchNfts({ address: '0xA', chainId: 'eip155:1' })).resolves.toEqual({ data: [nft] })
    expect(server.requests).toHaveLength(2)
  })
})
