import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineChain, type GangwayError, HttpStatusError, ProviderRpcError } from '@gangway/common'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localChains, setBalance } from '../../../../test-support/evm-fixtures.js'
import { requestRpc, rpcUrlsOf } from './rpc.js'

const { mainnet } = localChains()
const address = privateKeyToAccount(generatePrivateKey()).address
const servers: Server[] = []
let hits = 0

/** A local HTTP server that answers every request the same way. */
async function serve(answer: (respond: (status: number, body?: unknown) => void) => void): Promise<string> {
  const server = createServer((_request, response) => {
    hits++
    answer((status, body) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    )
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let down: string
let silent: string
let refusing: string

beforeAll(async () => {
  await setBalance(mainnet.rpcUrl, address, '1')
  down = await serve((respond) => respond(503))
  silent = await serve(() => {})
  refusing = await serve((respond) =>
    respond(200, { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'limit exceeded' } }),
  )
})

afterAll(() => {
  for (const server of servers) server.closeAllConnections()
  for (const server of servers) server.close()
})

describe('rpcUrlsOf', () => {
  const network = defineChain({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://a.example', 'https://b.example'] } },
  })

  it("SPEC §7: the host's customRpcUrls first, then the network's own, each once", () => {
    expect(rpcUrlsOf(network)).toEqual(['https://a.example', 'https://b.example'])
    const custom = { 'eip155:1': [{ url: 'https://mine.example' }, { url: 'https://b.example' }] }
    expect(rpcUrlsOf(network, custom)).toEqual([
      'https://mine.example',
      'https://b.example',
      'https://a.example',
    ])
    expect(rpcUrlsOf(network, { 'eip155:137': [{ url: 'https://other.example' }] })).toEqual([
      'https://a.example',
      'https://b.example',
    ])
  })
})

describe('requestRpc', () => {
  it('SPEC §7: a JSON-RPC 2.0 POST to the node', async () => {
    expect(BigInt(await requestRpc<string>([mainnet.rpcUrl], 'eth_getBalance', [address, 'latest']))).toBe(
      10n ** 18n,
    )
  })

  it('falls back to the next URL when one answers a bad status, is unreachable, or times out', async () => {
    const unreachable = 'http://127.0.0.1:9'
    const urls = [down, unreachable, silent, mainnet.rpcUrl]
    const balance = await requestRpc<string>(urls, 'eth_getBalance', [address, 'latest'], { timeoutMs: 300 })
    expect(BigInt(balance)).toBe(10n ** 18n)
  })

  it("an error the node answers is final, with the node's code: no other URL is asked", async () => {
    hits = 0
    const error = await requestRpc([refusing, mainnet.rpcUrl], 'eth_getBalance', [address, 'latest']).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(-32005)
    expect((error as ProviderRpcError).shortMessage).toBe('limit exceeded')
    expect(hits).toBe(1)
  })

  it("SPEC §8: when every URL fails, the last failure ('HTTP status code: N', 'HTTP request failed')", async () => {
    const status = await requestRpc([down], 'eth_chainId', []).catch((caught: unknown) => caught)
    expect(status).toBeInstanceOf(HttpStatusError)
    expect((status as HttpStatusError).shortMessage).toBe('HTTP status code: 503')
    const unreachable = await requestRpc(['http://127.0.0.1:9'], 'eth_chainId', []).catch((e: unknown) => e)
    expect((unreachable as GangwayError).shortMessage).toBe('HTTP request failed')
    await expect(requestRpc([], 'eth_chainId', [])).rejects.toThrow('Not supported')
  })
})
