import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { startTestServer } from '../test/http-server.js'
import { createDirectoryClient } from './directory-client.js'

// A real loopback server that counts requests and answers with a status: these tests check the client's
// fallbacks and checks, not the directory service.
const server = await startTestServer()
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const directory = createDirectoryClient({
  baseUrl: server.baseUrl,
  projectId: 'p1',
  sdkType: 'appkit',
  sdkVersion: 'react-1.0.0',
  retries: 0,
})

describe('createDirectoryClient', () => {
  it('SPEC §7: allowed origins are an empty list on failure', async () => {
    server.handle((_, response) => response.writeHead(500).end())
    await expect(directory.getAllowedOrigins()).resolves.toEqual([])
    server.handle((_, response) => response.writeHead(200).end('{"allowedOrigins": 7}'))
    await expect(directory.getAllowedOrigins()).resolves.toEqual([])
  })

  it('SPEC §7: the analytics config is false on failure', async () => {
    server.handle((_, response) => response.socket?.destroy())
    await expect(directory.getAnalyticsConfig()).resolves.toBe(false)
  })

  it('SPEC §7: getWallets sends projectId, st, sv and every query parameter', async () => {
    server.handle((_, response) => response.writeHead(200).end('{"data":[],"count":0}'))
    await directory.getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1'],
      search: 'meta',
      badge_type: 'certified',
    })
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1',
      search: 'meta',
      badge_type: 'certified',
    })
  })

  it('SPEC §7: the four image endpoints, with the id kept as one path segment', () => {
    expect(new URL(directory.getWalletImageUrl('../admin')).pathname).toBe('/getWalletImage/..%2Fadmin')
    expect(new URL(directory.getImageUrl('asset', 'a')).pathname).toBe('/public/getAssetImage/a')
    expect(new URL(directory.getImageUrl('currency', 'USD')).pathname).toBe('/public/getCurrencyImage/USD')
    expect(new URL(directory.getImageUrl('token', 'ETH')).searchParams.get('projectId')).toBe('p1')
  })

  it('rejects an image answer that is not an image', async () => {
    server.handle((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<script>'))
    await expect(directory.fetchWalletImage('w1')).rejects.toBeInstanceOf(InvalidResponseError)
    server.handle((_, response) => response.writeHead(200, { 'content-type': 'image/webp' }).end('img'))
    await expect(directory.fetchTokenImage('ETH')).resolves.toBeInstanceOf(Blob)
  })
})
