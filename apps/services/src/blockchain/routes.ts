import {
  BalanceQuerySchema,
  BalanceResponseSchema,
  BlockchainQuerySchema,
  FungiblePriceRequestSchema,
  FungiblePriceResponseSchema,
  IdentitySchema,
  SupportedChainsSchema,
} from '@gangway/api/schemas'
import { Hono } from 'hono'
import { type Address, getAddress, isAddress } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../chain/tokens.js'
import type { ServicesContext } from '../context.js'
import { describeError } from '../describe-error.js'
import { ServiceError } from '../http/errors.js'
import { checkResponse, parseRequest, readJsonBody } from '../http/validate.js'
import { readChainBalances, type TokenBalanceBody } from './balances.js'
import { bitcoinBalanceLines, bitcoinRoutes } from './bitcoin/routes.js'
import { convertRoutes } from './convert/routes.js'
import { historyRoutes } from './history-routes.js'
import { nftListRoutes } from './nft-list-routes.js'
import { onrampRoutes } from './onramp/routes.js'
import { profileRoutes } from './profile-routes.js'
import { solanaBalanceLines } from './solana-balances.js'
import { isSeededChain } from './seeded-balances.js'
import { tokenRoutes } from './token-routes.js'
import { selfOrigin } from '../http/self-origin.js'

/** 'eip155:137' → 137 when it names an EVM chain, else undefined. */
function evmChainId(caipNetworkId: string): number | undefined {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : undefined
}

function requireEvmAddress(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new ServiceError(400, 'Invalid address: not an EVM address')
  return getAddress(value)
}

export function blockchainRoutes(context: ServicesContext): Hono {
  const { chains, prices, storage } = context
  const app = new Hono()

  // SPEC §7: every blockchain-service call carries projectId, st and sv as query values.
  app.use('/v1/*', async (c, next) => {
    parseRequest(BlockchainQuerySchema, c.req.query(), 'query')
    await next()
  })

  const imageUrl = (origin: string) => (symbol: string) => `${origin}/public/getTokenImage/${symbol}`

  async function chainBalances(chainId: number, address: Address, origin: string) {
    try {
      return await readChainBalances(chains, prices, chainId, address, imageUrl(origin))
    } catch (error) {
      context.log(`services: chain ${chainId} balance read failed: ${describeError(error)}`)
      throw new ServiceError(502, `Chain eip155:${chainId} is unavailable`)
    }
  }

  app.get('/v1/supported-chains', (c) => {
    const body = { http: chains.chainIds().map((chainId) => `eip155:${chainId}`), ws: [] }
    return c.json(checkResponse(SupportedChainsSchema, body, 'supported-chains'))
  })

  app.get('/v1/identity/:address', async (c) => {
    const address = requireEvmAddress(c.req.param('address'))
    const record = await storage.names.findByAddress(address)
    const body = { name: record?.name ?? null, avatar: record?.avatar ?? null }
    return c.json(checkResponse(IdentitySchema, body, 'identity'))
  })

  app.route('/', bitcoinRoutes(context))
  app.route('/', historyRoutes(context))
  app.route('/', convertRoutes(context))
  app.route('/', profileRoutes(context))
  app.route('/', nftListRoutes(context))
  app.route('/', onrampRoutes(context))
  app.route('/', tokenRoutes(context))

  app.get('/v1/account/:address/balance', async (c) => {
    const query = parseRequest(BalanceQuerySchema, c.req.query(), 'query')
    if (query.chainId?.startsWith('bip122:')) {
      const balances = await bitcoinBalanceLines(context, query.chainId, c.req.param('address'))
      return c.json(checkResponse(BalanceResponseSchema, { balances }, 'balance'))
    }
    if (query.chainId?.startsWith('solana:')) {
      const origin = selfOrigin(context, c)
      const balances = await solanaBalanceLines(
        context,
        query.chainId,
        c.req.param('address'),
        imageUrl(origin),
      )
      return c.json(checkResponse(BalanceResponseSchema, { balances }, 'balance'))
    }
    if (isSeededChain(query.chainId)) {
      const balances = context.seededBalances.lines(query.chainId, c.req.param('address'))
      return c.json(checkResponse(BalanceResponseSchema, { balances }, 'balance'))
    }
    const origin = selfOrigin(context, c)
    const requested = query.chainId === undefined ? chains.chainIds() : [evmChainId(query.chainId)]
    const chainIds = requested.filter(
      (chainId): chainId is number => chainId !== undefined && chains.has(chainId),
    )
    const rawAddress = c.req.param('address')
    // Only EVM chains are served: any other chain (or a non-EVM address with no chain given) has no balances.
    if (chainIds.length === 0 || (query.chainId === undefined && !isAddress(rawAddress, { strict: false }))) {
      return c.json(checkResponse(BalanceResponseSchema, { balances: [] }, 'balance'))
    }
    const address = requireEvmAddress(rawAddress)
    const perChain = await Promise.all(chainIds.map((chainId) => chainBalances(chainId, address, origin)))
    const body: { balances: TokenBalanceBody[] } = { balances: perChain.flat() }
    return c.json(checkResponse(BalanceResponseSchema, body, 'balance'))
  })

  app.post('/v1/fungible/price', async (c) => {
    const request = parseRequest(FungiblePriceRequestSchema, await readJsonBody(c.req.raw), 'body')
    const origin = selfOrigin(context, c)
    const fungibles = []
    for (const caipAddress of request.addresses) {
      const [namespace, reference, address] = caipAddress.split(':')
      const chainId = evmChainId(`${namespace}:${reference}`)
      if (chainId === undefined || !chains.has(chainId) || !address) continue
      if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) {
        const native = prices.native(chainId)
        fungibles.push({
          name: native.name,
          symbol: native.symbol,
          iconUrl: imageUrl(origin)(native.symbol),
          price: native.price,
        })
        continue
      }
      const contracts = await chains.tokens(chainId).catch(() => {
        throw new ServiceError(502, `Chain eip155:${chainId} is unavailable`)
      })
      const token = prices
        .tokens()
        .find((item) => contracts[item.symbol].toLowerCase() === address.toLowerCase())
      if (token) {
        fungibles.push({
          name: token.name,
          symbol: token.symbol,
          iconUrl: imageUrl(origin)(token.symbol),
          price: token.price,
        })
      }
    }
    return c.json(checkResponse(FungiblePriceResponseSchema, { fungibles }, 'fungible price'))
  })

  return app
}
