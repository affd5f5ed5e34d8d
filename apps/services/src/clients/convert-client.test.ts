import { createBlockchainClient } from '@gangway/api/blockchain'
import { HttpStatusError } from '@gangway/common'
import { maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { recordedRequests, resetTestHooks, SDK_QUERY, startTestServices } from '../test/services.js'

// The swap ("convert") calls of @gangway/api against the real routes. Read-only (nothing is sent to the
// chain), so the project's shared anvils do.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let services: RunningServices
let gusd: string
let gwt: string
beforeAll(async () => {
  services = await startTestServices()
  const tokens = await services.tokens(1)
  gusd = `eip155:1:${tokens.GUSD}`
  gwt = `eip155:1:${tokens.GWT}`
})
afterAll(() => services?.stop())
beforeEach(() => resetTestHooks(services.url))

const client = () =>
  createBlockchainClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
  })

const lastRequest = async (path: string) => (await recordedRequests(services.url, path)).at(-1)!

describe('blockchain client: swap calls', () => {
  it('fetchSwapTokens and fetchGasPrice send the chain id with the sdk query', async () => {
    const { tokens } = await client().fetchSwapTokens({ chainId: 'eip155:1' })
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', ETH, 18],
      ['GUSD', gusd, 6],
      ['GWT', gwt, 18],
    ])
    expect(tokens[1]?.logoUri).toBe(`${services.url}/public/getTokenImage/GUSD`)
    expect((await lastRequest('/v1/convert/tokens')).query).toEqual({ ...SDK_QUERY, chainId: 'eip155:1' })

    const gasPrice = await client().fetchGasPrice({ chainId: 'eip155:137' })
    expect(BigInt(gasPrice.standard!)).toBeGreaterThan(0n)
    expect((await lastRequest('/v1/convert/gas-price')).query).toEqual({
      ...SDK_QUERY,
      chainId: 'eip155:137',
    })
  })

  it('fetchSwapQuote and fetchSwapAllowance read the pool', async () => {
    const params = {
      amount: parseEther('0.1').toString(),
      userAddress: ACCOUNT_0,
      from: ETH,
      to: gusd,
      gasPrice: '7',
    }
    const { quotes } = await client().fetchSwapQuote(params)
    expect(quotes[0]).toMatchObject({ fromAmount: params.amount, fromAccount: ETH, toAccount: gusd })
    expect(BigInt(quotes[0]!.toAmount!)).toBeGreaterThan(0n)
    expect((await lastRequest('/v1/convert/quotes')).query).toEqual({ ...SDK_QUERY, ...params })

    expect(await client().fetchSwapAllowance({ tokenAddress: gusd, userAddress: ACCOUNT_0 })).toEqual({
      allowance: '0',
    })
    expect(await client().fetchSwapAllowance({ tokenAddress: ETH, userAddress: ACCOUNT_0 })).toEqual({
      allowance: maxUint256.toString(),
    })
  })

  it('generateApproveCalldata and generateSwapCalldata build the transactions', async () => {
    const approve = await client().generateApproveCalldata({ userAddress: ACCOUNT_0, from: gusd, to: gwt })
    expect(approve.tx).toMatchObject({ from: ACCOUNT_0, to: gusd.split(':')[2], value: '0' })

    const swap = await client().generateSwapCalldata({
      amount: '1000',
      from: gusd,
      to: gwt,
      userAddress: ACCOUNT_0,
      eip155: { slippage: '1' },
      disableEstimate: true,
    })
    expect(swap.tx).toMatchObject({ from: ACCOUNT_0, to: await services.pool(1), value: '0' })
    const request = await lastRequest('/v1/convert/build-transaction')
    expect(request.query).toEqual(SDK_QUERY)
    expect(JSON.parse(request.body!)).toEqual({
      amount: '1000',
      from: gusd,
      to: gwt,
      userAddress: ACCOUNT_0,
      eip155: { slippage: '1' },
      disableEstimate: true,
      projectId: SDK_QUERY.projectId,
    })
  })

  it("rejects with the status and the services' message on a network without swaps", async () => {
    const error = await client()
      .fetchGasPrice({ chainId: 'eip155:10' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(400)
    expect((error as HttpStatusError).details).toContain('Network not supported for Gas Price')
    await expect(client().fetchSwapTokens({ chainId: 'eip155:10' })).rejects.toThrow(
      /Network not supported for Swaps/,
    )
  })
})
