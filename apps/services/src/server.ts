import type { Server } from 'node:http'
import { type AddressInfo, isIP } from 'node:net'
import { serve } from '@hono/node-server'
import { zeroAddress } from 'viem'
import { createApp } from './app.js'
import { PriceTable } from './blockchain/price-table.js'
import { DEFAULT_ONRAMP_CONFIG } from './blockchain/onramp/config.js'
import { OnrampDesk } from './blockchain/onramp/desk.js'
import { UtxoLedger } from './blockchain/bitcoin/ledger.js'
import { SeededBalances } from './blockchain/seeded-balances.js'
import { ChainRegistry } from './chain/chain-registry.js'
import { Indexer } from './chain/indexer.js'
import { SolanaChain } from './chain/solana/solana-chain.js'
import { DEFAULT_NATIVE_CURRENCIES, projectsFromOrigins, type ServicesMode } from './config.js'
import { assertStartable } from './config-check.js'
import type { ServicesContext } from './context.js'
import { describeError } from './describe-error.js'
import { buildCatalogue } from './directory/catalogue.js'
import { FrameBackend } from './frame/backend.js'
import { RELAY_PATH, Relay } from './relay/relay.js'
import { publicOrigin, relayUrlOf } from './public-url.js'
import type { RelayServiceOptions, RunningServices, StartServicesOptions } from './server-options.js'
import { openSqliteStorage } from './storage/sqlite/index.js'
import type { Storage } from './storage/types.js'
import type { StandIns } from './test-hooks/stand-ins.js'

export type { RelayServiceOptions, RunningServices, StartServicesOptions } from './server-options.js'

/** The development and test parts, loaded only here: a production start never evaluates their modules. */
async function loadStandIns(options: StartServicesOptions, log: (line: string) => void): Promise<StandIns> {
  const { StandIns } = await import('./test-hooks/stand-ins.js')
  return new StandIns({
    catalogueSize: options.catalogueSize,
    projectOrigins: options.projectOrigins,
    deployerPrivateKey: options.deployerPrivateKey,
    funderPrivateKey: options.onramp?.funderPrivateKey,
    frame: options.frame,
    log,
  })
}

/** What the context is built from besides the options. */
interface ContextParts {
  mode: ServicesMode
  storage: Storage
  standIns: StandIns | undefined
  /** The configured public origin, if any. */
  publicUrl: string | undefined
  log: (line: string) => void
}

/**
 * The relay's accepted audiences: the configured ones; else, behind a public URL, only the relay under it
 * (clients dial that, and loopback names are every machine's, so a JWT made for someone's local relay is not
 * taken); else none here, and the relay accepts its listening address once attached.
 */
function relayAudiences(relay: RelayServiceOptions | undefined, publicUrl: string | undefined) {
  return relay?.audiences ?? (publicUrl === undefined ? undefined : [relayUrlOf(publicUrl, RELAY_PATH)])
}

/** Every part of the services; a constructor that throws here leaves the caller to close the storage. */
function buildContext(
  options: StartServicesOptions,
  { mode, storage, standIns, publicUrl, log }: ContextParts,
): ServicesContext {
  const { chains = [] } = options
  const audiences = relayAudiences(options.relay, publicUrl)
  const relay = new Relay({
    ...options.relay,
    ...(audiences && { audiences }),
    isKnownProject: async (projectId) => (await storage.projects.get(projectId)) !== undefined,
    ...(standIns && { upgradeFaults: standIns.faults }),
    log,
  })
  const prices = new PriceTable(
    { ...DEFAULT_NATIVE_CURRENCIES, ...options.nativeCurrencies },
    options.tokenPrices ?? {},
  )
  const chainRegistry = new ChainRegistry(chains, storage.deployments, standIns?.deployer, prices)
  const onramp = new OnrampDesk({
    config: { ...DEFAULT_ONRAMP_CONFIG, ...options.onramp },
    chains: chainRegistry,
    prices,
    store: storage.purchases,
    log,
    funder: standIns?.funder(chainRegistry),
  })
  return {
    mode,
    storage,
    publicUrl,
    chains: chainRegistry,
    indexer: new Indexer({
      chains: chainRegistry,
      store: storage.activity,
      prices,
      // Production deployed nothing: the zero address created no contract, so none is taken for ours.
      deployer: standIns?.deployer.address ?? zeroAddress,
      onrampFunder: onramp.funder?.address,
      pollIntervalMs: options.indexerPollIntervalMs,
      log,
    }),
    solana: options.solana && new SolanaChain(options.solana, { createMints: standIns !== undefined }),
    bitcoin: new UtxoLedger(storage.bitcoin),
    seededBalances: new SeededBalances(),
    onramp,
    prices,
    // Swaps go through the pool the stand-ins deploy: production offers them nowhere unless told.
    swapNetworks: options.swapNetworks ?? (standIns ? undefined : []),
    relay,
    frame: new FrameBackend({
      mode,
      storage: storage.frame,
      frame: options.frame,
      log,
      standIns: standIns?.frame,
    }),
    log,
  }
}

/**
 * Starts the services, in production unless `mode` names development or test: checks the options (every
 * problem listed), opens storage, seeds the directory and projects, listens, then (outside production) deploys
 * the test tokens and collection.
 */
export async function startServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  const { port = 8787, host = '127.0.0.1', dbPath = ':memory:', mode = 'production' } = options
  const log = options.log ?? ((line: string) => console.error(line))
  assertStartable(mode, options)
  const standIns = mode === 'production' ? undefined : await loadStandIns(options, log)

  const publicUrl = options.publicUrl === undefined ? undefined : publicOrigin(options.publicUrl)
  const storage = openSqliteStorage(dbPath)
  // Everything after the storage is opened is guarded: a part that throws while being built closes what was
  // opened before it, so a failed start leaves no database handle, socket or timer behind.
  let built: ServicesContext | undefined
  const closeOpened = () => Promise.all([built?.relay.close(), built?.frame.close(), storage.close()])
  try {
    built = buildContext(options, { mode, storage, standIns, publicUrl, log })
    if (standIns) await standIns.seed(storage, options.wallets)
    else await storage.wallets.replaceSource('catalogue', buildCatalogue(options.wallets))
    const projectOrigins = standIns?.projectOrigins ?? options.projectOrigins ?? {}
    for (const project of projectsFromOrigins(projectOrigins)) await storage.projects.upsert(project)
    await built.frame.start()
  } catch (error) {
    await closeOpened()
    throw error
  }
  const context = built
  const { relay } = context

  const app = createApp(context, standIns)
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(instance))
    instance.once('error', reject)
  }).catch(async (error: unknown) => {
    await closeOpened()
    throw error
  })
  // serve() makes a node:http server when it is not given another createServer.
  relay.attach(server as Server)

  const address = server.address() as AddressInfo
  // An IPv6 literal (::1) is bracketed in a URL.
  const authority = `${isIP(host) === 6 ? `[${host}]` : host}:${address.port}`
  const listenUrl = `http://${authority}`
  const url = publicUrl ?? listenUrl
  // The collection's tokenURI points at this origin, so the contracts are deployed once the port is known.
  // A chain that is down now is retried on its first balance request; the rest of the API still serves.
  context.chains.setOrigin(url)
  context.frame.auth.setOrigin(url)
  context.frame.farcaster.setOrigin(url)
  // Production deploys nothing: it reads the chains it is given as they are.
  if (standIns) {
    for (const { chainId, error } of await context.chains.prepareAll()) {
      log(`services: tokens not deployed on chain ${chainId} yet: ${describeError(error)}`)
    }
  }
  // Awaited like the EVM tokens, so the first balance request finds the mints; a chain that is down is retried then.
  await context.solana?.ensureMints().catch((error: unknown) => {
    log(`services: SPL tokens not created on the Solana chain yet: ${describeError(error)}`)
  })
  // After the deployments, so the first round already sees the contracts (and resumes from the stored cursor).
  context.indexer.start()
  let stopped: Promise<void> | undefined
  return {
    url,
    listenUrl,
    relayUrl: relayUrlOf(url, RELAY_PATH),
    verifyUrl: `${url}/verify/v3`,
    port: address.port,
    mode,
    tokens: (chainId) => context.chains.tokens(chainId),
    collection: (chainId) => context.chains.collection(chainId),
    pool: (chainId) => context.chains.pool(chainId),
    stop() {
      // Upgraded sockets are no longer the HTTP server's: the relay closes them, or close() would wait.
      // The indexer first: it writes to storage, which closes last.
      stopped ??= context.indexer
        .stop()
        .then(() => Promise.all([relay.close(), context.frame.close()]))
        .then(
          () =>
            new Promise<void>((resolve) => {
              server.close(() => resolve())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        )
        .then(() => storage.close())
      return stopped
    },
  }
}
