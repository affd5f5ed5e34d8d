import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { GangwaySwapPoolAbi } from '../../chain/artifacts/GangwaySwapPool.js'
import { POOL_NATIVE } from '../../chain/deploy-pool.js'
import type { RunningServices } from '../../server.js'
import { startTestServices } from '../../test/services.js'
import {
  amountOut,
  feeAmount,
  minimumAmountOut,
  priceImpactPercent,
  slippageMicroPercent,
} from './pool-math.js'

describe('pool math', () => {
  it('gives the constant-product amount after the 0.3% fee, rounded down', () => {
    // 1 ETH into 100 ETH / 300 000 GUSD: 997 * 300 000e6 / (100 000 + 997) ETH-thousandths.
    const reserves = { reserveIn: parseEther('100'), reserveOut: parseUnits('300000', 6) }
    expect(amountOut(parseEther('1'), reserves)).toBe(2_961_474_103n)
    expect(amountOut(1n, { reserveIn: 1000n, reserveOut: 1000n })).toBe(0n)
    expect(() => amountOut(0n, reserves)).toThrow(RangeError)
    expect(() => amountOut(1n, { reserveIn: 0n, reserveOut: 1n })).toThrow(/no liquidity/)
  })

  it('states the price impact without the fee, and the fee apart', () => {
    const reserves = { reserveIn: parseEther('100'), reserveOut: parseUnits('300000', 6) }
    // 0.1 ETH moves a 100 ETH pool by 0.0997 / 100.0997 ≈ 0.0996%.
    expect(priceImpactPercent(parseEther('0.1'), reserves)).toBe('0.0996')
    expect(priceImpactPercent(parseEther('100'), reserves)).toBe('49.9248')
    expect(feeAmount(parseEther('0.1'))).toBe(parseEther('0.0003'))
  })

  it('reads slippage as a percent below 100, from a string or a number', () => {
    expect(slippageMicroPercent('1')).toBe(1_000_000n)
    expect(slippageMicroPercent(1)).toBe(1_000_000n)
    expect(slippageMicroPercent('0.5')).toBe(500_000n)
    expect(slippageMicroPercent(0.05)).toBe(50_000n)
    expect(slippageMicroPercent('0')).toBe(0n)
    expect(slippageMicroPercent('99.9999999')).toBe(99_999_999n)
    for (const bad of ['100', '-1', '1e2', 'abc', '', Number.NaN, 150]) {
      expect(slippageMicroPercent(bad)).toBeUndefined()
    }
  })

  it('takes the slippage off the quoted amount, rounded down', () => {
    expect(minimumAmountOut(1_000_000n, 1_000_000n)).toBe(990_000n)
    expect(minimumAmountOut(1_000_000n, 500_000n)).toBe(995_000n)
    expect(minimumAmountOut(999n, 1_000_000n)).toBe(989n)
    expect(minimumAmountOut(5n, 0n)).toBe(5n)
  })
})

// The contract is the truth: the quote math must agree with its own getAmountOut, amount for amount. Read-only,
// so the project's shared anvils do.
describe("pool math against the contract's getAmountOut", () => {
  let services: RunningServices
  beforeAll(async () => {
    services = await startTestServices()
  })
  afterAll(() => services?.stop())

  const chainClient = () =>
    createPublicClient({
      transport: http(inject('servicesChains').find((chain) => chain.chainId === 1)!.rpcUrl),
    })

  it('agrees on the live reserves of every pair, both ways, with 6- and 18-decimal amounts', async () => {
    const client = chainClient()
    const pool = await services.pool(1)
    const { GUSD, GWT } = await services.tokens(1)
    const decimals = new Map([
      [POOL_NATIVE, 18],
      [GUSD, 6],
      [GWT, 18],
    ])
    const pairs = [
      [POOL_NATIVE, GUSD],
      [POOL_NATIVE, GWT],
      [GUSD, GWT],
    ] as const
    for (const [a, b] of pairs) {
      for (const [tokenIn, tokenOut] of [
        [a, b],
        [b, a],
      ] as const) {
        const [reserveIn, reserveOut] = await client.readContract({
          address: pool,
          abi: GangwaySwapPoolAbi,
          functionName: 'getReserves',
          args: [tokenIn, tokenOut],
        })
        const unit = 10n ** BigInt(decimals.get(tokenIn)!)
        const amounts = [1n, 999n, unit / 10n, unit, 1234n * unit + 5n, reserveIn, 10n * reserveIn]
        for (const amountIn of amounts) {
          const onChain = await client.readContract({
            address: pool,
            abi: GangwaySwapPoolAbi,
            functionName: 'getAmountOut',
            args: [amountIn, reserveIn, reserveOut],
          })
          expect(amountOut(amountIn, { reserveIn, reserveOut }), `${amountIn} ${tokenIn}→${tokenOut}`).toBe(
            onChain,
          )
        }
      }
    }
  })

  it('agrees on odd reserves, where the rounding shows', async () => {
    const client = chainClient()
    const pool = await services.pool(1)
    const cases: [bigint, bigint, bigint][] = [
      [1n, 7n, 13n],
      [3n, 1_000n, 1_000n],
      [333_333n, 1_000_001n, 999_999n],
      [parseUnits('1', 6), parseUnits('3', 18), parseUnits('7', 6)],
      [parseEther('5'), 17n, 10n ** 30n],
    ]
    for (const [amountIn, reserveIn, reserveOut] of cases) {
      const onChain = await client.readContract({
        address: pool,
        abi: GangwaySwapPoolAbi,
        functionName: 'getAmountOut',
        args: [amountIn, reserveIn, reserveOut],
      })
      expect(amountOut(amountIn, { reserveIn, reserveOut })).toBe(onChain)
    }
  })
})
