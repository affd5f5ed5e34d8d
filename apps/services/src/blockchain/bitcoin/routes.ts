import { Hono } from 'hono'
import * as v from 'valibot'
import type { ServicesContext } from '../../context.js'
import { ServiceError } from '../../http/errors.js'
import { parseRequest, readJsonBody } from '../../http/validate.js'
import type { TokenBalanceBody } from '../balances.js'
import { bitcoinNetworkOf } from './networks.js'

const BTC_DECIMALS = 8
/** The ledger's coins have a price like the local chains' (SERVICES.md: prices from a table). */
const BITCOIN_USD_PRICE = 60_000

const ChainQuerySchema = v.looseObject({ chainId: v.pipe(v.string(), v.startsWith('bip122:')) })
const SubmitSchema = v.object({
  chainId: v.pipe(v.string(), v.startsWith('bip122:')),
  hex: v.pipe(v.string(), v.regex(/^[0-9a-f]+$/iu)),
})
export const SeedUtxosSchema = v.object({
  chainId: v.pipe(v.string(), v.startsWith('bip122:')),
  address: v.pipe(v.string(), v.minLength(1)),
  sats: v.pipe(v.number(), v.integer(), v.minValue(1)),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
})

export function requireBitcoinNetwork(chainId: string) {
  const network = bitcoinNetworkOf(chainId)
  if (!network) throw new ServiceError(400, `Unknown Bitcoin network ${chainId}`)
  return network
}

/** The native BTC line of SPEC §7's balance answer for a bip122 chain; none for an empty address. */
export async function bitcoinBalanceLines(
  context: ServicesContext,
  chainId: string,
  address: string,
): Promise<TokenBalanceBody[]> {
  requireBitcoinNetwork(chainId)
  const sats = await context.bitcoin.balance(address)
  if (sats === 0n) return []
  const numeric = formatSats(sats)
  const price = BITCOIN_USD_PRICE
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(BTC_DECIMALS), numeric },
      iconUrl: '',
    },
  ]
}

function formatSats(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(BTC_DECIMALS, '0').replace(/0+$/u, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** The UTXO ledger's routes (under the blockchain API, so they carry projectId, st and sv like the rest). */
export function bitcoinRoutes(context: ServicesContext): Hono {
  const app = new Hono()
  const { bitcoin } = context

  app.get('/v1/bitcoin/utxos/:address', async (c) => {
    const { chainId } = parseRequest(ChainQuerySchema, c.req.query(), 'query')
    requireBitcoinNetwork(chainId)
    return c.json({ utxos: await bitcoin.utxos(c.req.param('address')) })
  })

  app.get('/v1/bitcoin/balance/:address', async (c) => {
    const { chainId } = parseRequest(ChainQuerySchema, c.req.query(), 'query')
    requireBitcoinNetwork(chainId)
    const sats = await bitcoin.balance(c.req.param('address'))
    return c.json({ sats: sats.toString(), balance: formatSats(sats), symbol: 'BTC', decimals: BTC_DECIMALS })
  })

  app.post('/v1/bitcoin/transactions', async (c) => {
    const { chainId, hex } = parseRequest(SubmitSchema, await readJsonBody(c.req.raw), 'body')
    return c.json({ txid: await bitcoin.submit(hex, requireBitcoinNetwork(chainId)) })
  })

  app.get('/v1/bitcoin/transactions/:txid', async (c) =>
    c.json({ confirmed: await bitcoin.isConfirmed(c.req.param('txid')) }),
  )

  return app
}
