import {
  ConvertAllowanceQuerySchema,
  ConvertAllowanceResponseSchema,
  ConvertBuildApproveQuerySchema,
  ConvertBuildResponseSchema,
  ConvertBuildTransactionRequestSchema,
  ConvertChainQuerySchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesQuerySchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
} from '@gangway/api/schemas'
import { Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { GangwaySwapPoolAbi } from '../../chain/artifacts/GangwaySwapPool.js'
import type { ServicesContext } from '../../context.js'
import { ServiceError } from '../../http/errors.js'
import { idempotent } from '../../http/idempotency.js'
import { checkResponse, parseRequest, readJsonBody } from '../../http/validate.js'
import { estimateGas, readChain } from './chain-reads.js'
import { DEFAULT_SLIPPAGE_PERCENT, SwapNetworks } from './networks.js'
import {
  amountOut,
  feeAmount,
  minimumAmountOut,
  priceImpactPercent,
  slippageMicroPercent,
} from './pool-math.js'
import { findAsset, type SwapAsset, splitAssetId, swapAssets, userAddressOn } from './swap-assets.js'
import { selfOrigin } from '../../http/self-origin.js'

/** Two different assets of one swap chain: what is sold and what is bought. */
interface SwapPair {
  chainId: number
  tokenIn: SwapAsset
  tokenOut: SwapAsset
}

/** A positive whole number of base units that fits a uint256; else the 400 the client shows. */
function parseAmount(text: string): bigint {
  const amount = /^\d+$/.test(text) ? BigInt(text) : 0n
  if (amount <= 0n || amount > maxUint256) {
    throw new ServiceError(400, "Invalid amount: a positive whole number of the from-token's base units")
  }
  return amount
}

/**
 * SPEC §7 convert routes, backed by the services' constant-product pool on each local chain (chain/deploy-pool.ts).
 * Token ids are CAIP-10 (the native coin as `eip155:{id}:0xeeee…`); amounts are base units as decimal strings.
 */
export function convertRoutes(context: ServicesContext): Hono {
  const { chains, prices } = context
  const networks = new SwapNetworks(chains, context.swapNetworks)
  const app = new Hono()

  async function assetsOf(chainId: number): Promise<SwapAsset[]> {
    const tokens = await readChain(context, chainId, () => chains.tokens(chainId))
    return swapAssets(chainId, tokens, prices)
  }

  async function pairOf(from: string, to: string): Promise<SwapPair> {
    const fromRef = splitAssetId(from, 'from')
    const toRef = splitAssetId(to, 'to')
    const chainId = networks.swapChain(fromRef.network)
    if (toRef.network !== fromRef.network) {
      networks.swapChain(toRef.network)
      throw new ServiceError(400, 'Invalid to: not on the network of from')
    }
    const assets = await assetsOf(chainId)
    const tokenIn = findAsset(assets, fromRef.address, 'from')
    const tokenOut = findAsset(assets, toRef.address, 'to')
    if (tokenIn === tokenOut) throw new ServiceError(400, 'Invalid to: the same token as from')
    return { chainId, tokenIn, tokenOut }
  }

  /** What `amountIn` of the pair buys now, from the pool's reserves. */
  async function quoteOf({ chainId, tokenIn, tokenOut }: SwapPair, amountIn: bigint) {
    const pool = await readChain(context, chainId, () => chains.pool(chainId))
    const [reserveIn, reserveOut] = await readChain(context, chainId, () =>
      chains.client(chainId).readContract({
        address: pool,
        abi: GangwaySwapPoolAbi,
        functionName: 'getReserves',
        args: [tokenIn.address, tokenOut.address],
      }),
    )
    const reserves = { reserveIn, reserveOut }
    return {
      pool,
      toAmount: amountOut(amountIn, reserves),
      priceImpact: priceImpactPercent(amountIn, reserves),
      fee: feeAmount(amountIn),
    }
  }

  const gasPriceOf = (chainId: number) =>
    readChain(context, chainId, () => chains.client(chainId).getGasPrice())

  app.get('/v1/convert/tokens', async (c) => {
    const query = parseRequest(ConvertChainQuerySchema, c.req.query(), 'query')
    const chainId = networks.swapChain(query.chainId)
    const origin = selfOrigin(context, c)
    const tokens = (await assetsOf(chainId)).map((asset) => ({
      name: asset.name,
      symbol: asset.symbol,
      address: asset.id,
      decimals: asset.decimals,
      logoUri: `${origin}/public/getTokenImage/${encodeURIComponent(asset.symbol)}`,
      // No permit signatures: an ERC-20 is sold after an approve (build-approve).
      eip2612: false,
    }))
    return c.json(checkResponse(ConvertTokensResponseSchema, { tokens }, 'convert tokens'))
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseRequest(ConvertQuotesQuerySchema, c.req.query(), 'query')
    const pair = await pairOf(query.from, query.to)
    // A quote does not depend on who asks, but a user on another chain is a client bug worth a clear 400.
    userAddressOn(query.userAddress, pair.chainId)
    const amountIn = parseAmount(query.amount)
    // `gasPrice` is accepted and not needed: the pool's price does not depend on gas.
    const quote = await quoteOf(pair, amountIn)
    const body = {
      quotes: [
        {
          fromAmount: amountIn.toString(),
          fromAccount: pair.tokenIn.id,
          toAmount: quote.toAmount.toString(),
          toAccount: pair.tokenOut.id,
          priceImpact: quote.priceImpact,
          fee: quote.fee.toString(),
        },
      ],
    }
    return c.json(checkResponse(ConvertQuotesResponseSchema, body, 'convert quotes'))
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseRequest(ConvertAllowanceQuerySchema, c.req.query(), 'query')
    const ref = splitAssetId(query.tokenAddress, 'tokenAddress')
    const chainId = networks.swapChain(ref.network)
    const owner = userAddressOn(query.userAddress, chainId)
    const token = findAsset(await assetsOf(chainId), ref.address, 'tokenAddress')
    // The native coin is sent along with the swap: nothing to approve, so nothing limits it.
    const allowance = token.native
      ? maxUint256
      : await readChain(context, chainId, async () =>
          chains.client(chainId).readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, await chains.pool(chainId)],
          }),
        )
    const body = { allowance: allowance.toString() }
    return c.json(checkResponse(ConvertAllowanceResponseSchema, body, 'convert allowance'))
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = parseRequest(ConvertChainQuerySchema, c.req.query(), 'query')
    const chainId = networks.gasPriceChain(query.chainId)
    const client = chains.client(chainId)
    const [gasPrice, tip] = await readChain(context, chainId, () =>
      Promise.all([client.getGasPrice(), client.estimateMaxPriorityFeePerGas()]),
    )
    // A node quotes one price; the faster speeds bid one and two priority tips above it, as gas stations do.
    const body = {
      standard: gasPrice.toString(),
      fast: (gasPrice + tip).toString(),
      instant: (gasPrice + 2n * tip).toString(),
    }
    return c.json(checkResponse(ConvertGasPriceResponseSchema, body, 'convert gas price'))
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseRequest(ConvertBuildApproveQuerySchema, c.req.query(), 'query')
    const { chainId, tokenIn } = await pairOf(query.from, query.to)
    const user = userAddressOn(query.userAddress, chainId)
    if (tokenIn.native) throw new ServiceError(400, 'Invalid from: the native coin needs no approval')
    const pool = await readChain(context, chainId, () => chains.pool(chainId))
    // The request carries no amount, so the pool may take any amount of this token from now on.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pool, maxUint256] })
    const call = { from: user, to: tokenIn.address, data, value: 0n }
    const [gas, gasPrice] = await Promise.all([
      estimateGas(context, chainId, call, 'approve'),
      gasPriceOf(chainId),
    ])
    const body = { tx: { ...callBody(call), gas: gas.toString(), gasPrice: gasPrice.toString() } }
    return c.json(checkResponse(ConvertBuildResponseSchema, body, 'convert build-approve'))
  })

  // No state changes here, but a retry must not re-quote behind the caller's back: with an `Idempotency-Key` it
  // gets the transaction (and minimum amount) the first call built.
  app.post(
    '/v1/convert/build-transaction',
    idempotent(context.storage.idempotency, { route: 'swap-build' }),
    async (c) => {
      const request = parseRequest(
        ConvertBuildTransactionRequestSchema,
        await readJsonBody(c.req.raw),
        'body',
      )
      const pair = await pairOf(request.from, request.to)
      const user = userAddressOn(request.userAddress, pair.chainId)
      const amountIn = parseAmount(request.amount)
      const slippagePercent = request.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT
      const slippage = slippageMicroPercent(slippagePercent)
      if (slippage === undefined) {
        throw new ServiceError(400, 'Invalid eip155.slippage: a percentage from 0 up to 100 (not included)')
      }
      const quote = await quoteOf(pair, amountIn)
      const minimum = minimumAmountOut(quote.toAmount, slippage)
      const data = encodeFunctionData({
        abi: GangwaySwapPoolAbi,
        functionName: 'swap',
        args: [pair.tokenIn.address, pair.tokenOut.address, amountIn, minimum],
      })
      const call = { from: user, to: quote.pool, data, value: pair.tokenIn.native ? amountIn : 0n }
      const [gas, gasPrice] = await Promise.all([
        request.disableEstimate ? undefined : estimateGas(context, pair.chainId, call, 'swap'),
        gasPriceOf(pair.chainId),
      ])
      const body = {
        tx: {
          ...callBody(call),
          ...(gas !== undefined && { gas: gas.toString() }),
          gasPrice: gasPrice.toString(),
        },
        fromAmount: amountIn.toString(),
        toAmount: quote.toAmount.toString(),
        minimumToAmount: minimum.toString(),
        slippage: String(slippagePercent),
        priceImpact: quote.priceImpact,
      }
      return c.json(checkResponse(ConvertBuildResponseSchema, body, 'convert build-transaction'))
    },
  )

  return app
}

/** A call as the response's `tx` carries it: the value as a decimal string. */
function callBody(call: { from: Address; to: Address; data: Hex; value: bigint }) {
  return { from: call.from, to: call.to, data: call.data, value: call.value.toString() }
}
