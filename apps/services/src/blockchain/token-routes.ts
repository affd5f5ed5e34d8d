import { Hono } from 'hono'
import * as v from 'valibot'
import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import type { ServicesContext } from '../context.js'
import { ServiceError } from '../http/errors.js'
import { checkResponse } from '../http/validate.js'
import { readChain } from './convert/chain-reads.js'

/** GET /v1/tokens/{token} response: what the services vouch for about a token they deployed. */
export const TokenMetadataSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^eip155:\d{1,15}:0x[\da-fA-F]{40}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
})

/** The answer only changes when a chain is redeployed; a minute keeps a restarted sandbox honest. */
const CACHE_CONTROL = 'public, max-age=60'

const INVALID_TOKEN = 'Invalid token: not a CAIP-10 id (eip155:chainId:address)'

function parseTokenId(value: string): { chainId: number; address: Address } {
  const [namespace, reference, address, ...rest] = value.split(':')
  const valid =
    namespace === 'eip155' &&
    rest.length === 0 &&
    reference !== undefined &&
    /^\d{1,15}$/.test(reference) &&
    address !== undefined &&
    isAddress(address, { strict: false })
  if (!valid) throw new ServiceError(400, INVALID_TOKEN)
  return { chainId: Number(reference), address: address as Address }
}

/**
 * GET /v1/tokens/{eip155:chainId:address}: name, symbol and decimals of an ERC-20 the services deployed (the
 * secure frame's approval dialog shows amounts with them). Only tokens the services know are answered, from
 * their own table rather than the contract, which could claim any symbol; anything else is a 404.
 */
export function tokenRoutes(context: ServicesContext): Hono {
  const { chains, prices } = context
  const app = new Hono()

  app.get('/v1/tokens/:token', async (c) => {
    const { chainId, address } = parseTokenId(c.req.param('token'))
    const unknown = new ServiceError(404, `Unknown token: eip155:${chainId}:${getAddress(address)}`)
    if (!chains.has(chainId)) throw unknown
    const contracts = await readChain(context, chainId, () => chains.tokens(chainId))
    const token = prices.tokens().find((item) => {
      const deployed = contracts[item.symbol]
      return deployed !== undefined && isAddressEqual(deployed, address)
    })
    if (!token) throw unknown
    const body = {
      address: `eip155:${chainId}:${getAddress(address)}`,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    }
    c.header('Cache-Control', CACHE_CONTROL)
    return c.json(checkResponse(TokenMetadataSchema, body, 'token'))
  })

  return app
}
