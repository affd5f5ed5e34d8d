import { createServer } from 'node:net'
import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { startAnvil, startAnvilChains } from './anvil.js'
import { getFreePort, getFreePorts } from './free-port.js'

async function chainIdAt(rpcUrl: string) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('startAnvil', () => {
  it('starts anvil on 127.0.0.1 with the chain id, and stop() shuts it down', async () => {
    const port = await getFreePort()
    const anvil = await startAnvil({ chainId: 31_337_001, port })
    try {
      expect(anvil).toMatchObject({ rpcUrl: `http://127.0.0.1:${port}`, chainId: 31_337_001, port })
      expect(await chainIdAt(anvil.rpcUrl)).toBe(toHex(31_337_001))
    } finally {
      await anvil.stop()
    }
    await expect(chainIdAt(anvil.rpcUrl)).rejects.toThrow()
  })

  it('refuses a port that is already in use, with a clear error', async () => {
    const server = createServer()
    const port = await getFreePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await expect(startAnvil({ chainId: 1, port })).rejects.toThrow(`port ${port} is already in use`)
    } finally {
      server.close()
    }
  })
})

describe('startAnvilChains', () => {
  it('starts every chain given', async () => {
    const [a, b] = await getFreePorts(2)
    const chains = await startAnvilChains([
      { chainId: 1, port: a! },
      { chainId: 137, port: b! },
    ])
    try {
      expect(await Promise.all(chains.map((chain) => chainIdAt(chain.rpcUrl)))).toEqual(['0x1', '0x89'])
    } finally {
      await Promise.all(chains.map((chain) => chain.stop()))
    }
  })

  it('stops the chains it started when another one fails', async () => {
    const port = await getFreePort()
    const taken = createServer()
    const [busy] = await getFreePorts(1)
    await new Promise<void>((resolve) => taken.listen(busy, '127.0.0.1', resolve))
    try {
      await expect(
        startAnvilChains([
          { chainId: 1, port },
          { chainId: 137, port: busy! },
        ]),
      ).rejects.toThrow('already in use')
      await expect(chainIdAt(`http://127.0.0.1:${port}`)).rejects.toThrow()
    } finally {
      taken.close()
    }
  })
})
