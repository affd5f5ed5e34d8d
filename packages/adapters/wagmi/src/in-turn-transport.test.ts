// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { localChains, setBalance } from '../../../../test-support/evm-fixtures.js'
import { inTurn } from './in-turn-transport.js'

const { mainnet, mainnetMirror } = localChains()

/** An RPC that is down (every request gets 503) and counts what it was asked. */
function downRpc() {
  let asked = 0
  const server: Server = createServer((_request, response) => {
    asked++
    response.writeHead(503).end()
  })
  return {
    server,
    asked: () => asked,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}

const first = downRpc()
const second = downRpc()

beforeAll(async () => {
  for (const { server } of [first, second]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  }
})

afterAll(() => {
  first.server.close()
  second.server.close()
})

const chainId = { method: 'eth_chainId' } as const

describe('inTurn', () => {
  it('asks the next URL when one is down, and the first one again on the next request', async () => {
    const transport = inTurn([http(first.url()), http(mainnet.rpcUrl)])({ retryCount: 0 })
    const before = first.asked()
    expect(await transport.request(chainId)).toBe('0x1')
    expect(await transport.request(chainId)).toBe('0x1')
    expect(first.asked() - before).toBe(2)
  })

  it('answers from the first URL that is up, in the order given', async () => {
    // The two nodes for chain 1 disagree on this balance, so the answer tells which one was asked.
    const address = privateKeyToAccount(generatePrivateKey()).address
    await setBalance(mainnet.rpcUrl, address, '1')
    await setBalance(mainnetMirror.rpcUrl, address, '2')
    const balance = { method: 'eth_getBalance', params: [address, 'latest'] } as const
    const mirrorFirst = inTurn([http(mainnetMirror.rpcUrl), http(mainnet.rpcUrl)])({ retryCount: 0 })
    const mainFirst = inTurn([http(mainnet.rpcUrl), http(mainnetMirror.rpcUrl)])({ retryCount: 0 })
    expect(BigInt(await mirrorFirst.request(balance))).toBe(parseEther('2'))
    expect(BigInt(await mainFirst.request(balance))).toBe(parseEther('1'))
  })

  it('ends at a revert: another node would revert too, so it is not asked', async () => {
    const transport = inTurn([http(mainnet.rpcUrl), http(second.url())])({ retryCount: 0 })
    const before = second.asked()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAccount(generatePrivateKey()).address, 10n ** 30n],
    })
    const from = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      transport.request({
        method: 'eth_call',
        params: [{ from, to: inject('erc20Address'), data }, 'latest'],
      }),
    ).rejects.toThrow(/revert/)
    expect(second.asked()).toBe(before)
  })

  it('fails with the last URL’s failure when every one is down', async () => {
    const transport = inTurn([http(first.url()), http(second.url())])({ retryCount: 0 })
    await expect(transport.request(chainId)).rejects.toThrow(second.url())
  })

  it('retries the whole round as the client asks, each URL once per round', async () => {
    const transport = inTurn([http(first.url()), http(second.url())])({ retryCount: 1 })
    const before = [first.asked(), second.asked()]
    await expect(transport.request(chainId)).rejects.toThrow()
    expect([first.asked() - (before[0] ?? 0), second.asked() - (before[1] ?? 0)]).toEqual([2, 2])
  })
})
