import { defineChain, GangwayError } from '@gangway/common'
import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { UniversalAdapter } from './universal-adapter.js'

const ethereum = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('UniversalAdapter.writeContract', () => {
  // No WalletConnect client is constructed: reaching the wallet would fail with another error than this one.
  it('refuses a method the ABI lacks with a GangwayError, before asking the wallet', async () => {
    const adapter = new UniversalAdapter({ namespace: 'eip155', networks: [ethereum] })
    const error = await adapter
      .writeContract({
        address: '0x1111111111111111111111111111111111111111',
        contractAddress: '0x2222222222222222222222222222222222222222',
        abi: erc20Abi,
        method: 'mint',
        args: [1n],
        caipNetwork: ethereum,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as GangwayError).message).toContain('mint')
  })
})

describe('UniversalAdapter node reads', () => {
  /** A node on loopback that answers eth_getBalance with `answer`, counting the calls it gets. */
  async function node(answer: Record<string, unknown>) {
    const { createServer } = await import('node:http')
    let calls = 0
    const server = createServer((request, response) => {
      calls++
      request.resume()
      request.on('end', () => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, ...answer }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => server.close() }
  }

  const onUrls = (...http: string[]) => ({ ...ethereum, rpcUrls: { default: { http } } })
  const address = '0x1111111111111111111111111111111111111111'

  it('reads the balance from the next RPC URL when the first cannot be reached', async () => {
    const live = await node({ result: '0xde0b6b3a7640000' })
    try {
      const network = onUrls('http://127.0.0.1:1', live.url)
      const adapter = new UniversalAdapter({ namespace: 'eip155', networks: [network] })
      expect(await adapter.getBalance({ address, caipNetwork: network })).toEqual({
        balance: '1',
        symbol: 'ETH',
      })
      expect(live.calls()).toBe(1)
    } finally {
      live.close()
    }
  })

  it('keeps the code of an error the node answers, and does not ask the next node the same', async () => {
    const refusing = await node({ error: { code: -32005, message: 'limit exceeded' } })
    const other = await node({ result: '0x1' })
    try {
      const network = onUrls(refusing.url, other.url)
      const adapter = new UniversalAdapter({ namespace: 'eip155', networks: [network] })
      const error = await adapter
        .getBalance({ address, caipNetwork: network })
        .catch((caught: unknown) => caught)
      expect(error).toMatchObject({ code: -32005, message: expect.stringContaining('limit exceeded') })
      expect(other.calls()).toBe(0)
    } finally {
      refusing.close()
      other.close()
    }
  })
})
