import { Hono } from 'hono'
import * as v from 'valibot'
import type { ServicesContext } from '../context.js'
import { parseRequest, readJsonBody } from '../http/validate.js'
import { requireBitcoinNetwork, SeedUtxosSchema } from '../blockchain/bitcoin/routes.js'
import { SeedBalanceSchema } from '../blockchain/seeded-balances.js'
import { relayTestRoutes } from '../relay/test-routes.js'
import type { WalletRecord } from '../storage/types.js'
import { COLLECTION } from '../chain/tokens.js'
import { type FaultRegistry, FaultSpecSchema } from './faults.js'
import type { RequestLog } from './request-log.js'
import { mailTestRoutes } from '../frame/mail-test-routes.js'
import { farcasterTestRoutes } from '../frame/farcaster/test-routes.js'

const SeedSchema = v.object({
  projects: v.optional(
    v.array(
      v.object({
        projectId: v.pipe(v.string(), v.minLength(1)),
        allowedOrigins: v.array(v.string()),
        isAnalyticsEnabled: v.optional(v.boolean(), true),
      }),
    ),
    [],
  ),
  /** Wallet records in the service's own shape; they are stored as given (hostile values included). */
  wallets: v.optional(v.array(v.looseObject({ id: v.string(), name: v.string() })), []),
  names: v.optional(
    v.array(
      v.object({ address: v.string(), name: v.string(), avatar: v.optional(v.nullable(v.string()), null) }),
    ),
    [],
  ),
})

/** Wallets seeded by tests keep their given fields; missing ones get neutral defaults. */
function toWalletRecord(wallet: { id: string; name: string } & Record<string, unknown>): WalletRecord {
  return {
    homepage: null,
    image_id: wallet.id,
    order: 0,
    rdns: null,
    chains: [],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    supports_wc: true,
    ...wallet,
  } as WalletRecord
}

/** `/__test` hooks (development and test mode only): stored events, recorded requests, faults, seeding, relay. */
export function testHookRoutes(
  { storage, relay, bitcoin, seededBalances, chains, frame }: ServicesContext,
  { faults, requests }: { faults: FaultRegistry; requests: RequestLog },
): Hono {
  const app = new Hono().basePath('/__test')

  // Where the services deployed their contracts on a chain, so a test reads balances from the chain itself.
  app.get('/deployments/:chainId', async (c) => {
    const chainId = Number(c.req.param('chainId'))
    if (!chains.has(chainId)) return c.json({ error: `No local chain ${c.req.param('chainId')}` }, 404)
    return c.json({ ...(await chains.tokens(chainId)), [COLLECTION.key]: await chains.collection(chainId) })
  })

  app.get('/events', async (c) =>
    c.json({ events: await storage.analytics.list({ projectId: c.req.query('projectId') }) }),
  )
  app.delete('/events', async (c) => {
    await storage.analytics.clear()
    return c.body(null, 204)
  })

  app.get('/requests', (c) => c.json({ requests: requests.list({ path: c.req.query('path') }) }))
  app.delete('/requests', (c) => {
    requests.clear()
    return c.body(null, 204)
  })

  app.get('/faults', (c) => c.json({ faults: faults.list() }))
  app.post('/faults', async (c) => {
    const spec = parseRequest(FaultSpecSchema, await readJsonBody(c.req.raw), 'fault')
    return c.json({ id: faults.add(spec) }, 201)
  })
  app.delete('/faults', (c) => {
    faults.clear()
    return c.body(null, 204)
  })

  app.post('/seed', async (c) => {
    const seed = parseRequest(SeedSchema, await readJsonBody(c.req.raw), 'seed')
    for (const project of seed.projects) await storage.projects.upsert(project)
    await storage.wallets.upsert('test', seed.wallets.map(toWalletRecord))
    for (const name of seed.names) await storage.names.upsert(name)
    return c.json({ projects: seed.projects.length, wallets: seed.wallets.length, names: seed.names.length })
  })

  app.route('/relay', relayTestRoutes(relay))
  app.route('/', mailTestRoutes(frame.sink))
  app.route('/', farcasterTestRoutes(frame.farcaster))

  /** polkadot and cosmos: the native balance of an address (no node of theirs runs here). */
  app.post('/balances', async (c) => {
    seededBalances.seed(parseRequest(SeedBalanceSchema, await readJsonBody(c.req.raw), 'seed'))
    return c.body(null, 204)
  })

  /** bip122: new unspent outputs for an address (the ledger has no miner to pay it). */
  app.post('/bitcoin/utxos', async (c) => {
    const seed = parseRequest(SeedUtxosSchema, await readJsonBody(c.req.raw), 'seed')
    const utxos = await bitcoin.seed(seed.address, seed.sats, requireBitcoinNetwork(seed.chainId), seed.count)
    return c.json({ utxos }, 201)
  })

  return app
}
