import type { Server } from 'node:http'
import { type AddressInfo, isIP } from 'node:net'
import { serve } from '@hono/node-server'
import { type Address, type Hex, zeroAddress } from 'viem'
import { createApp } from './app.js'
import { PriceTable } from './blockchain/price-table.js'
import { DEFAULT_ONRAMP_CONFIG, type OnrampConfig } from './blockchain/onramp/config.js'
import { OnrampDesk } from './blockchain/onramp/desk.js'
import { UtxoLedger } from './blockchain/bitcoin/ledger.js'
import { SeededBalances } from './blockchain/seeded-balances.js'
import { ChainRegistry, type TokenContracts } from './chain/chain-registry.js'
import { Indexer } from './chain/indexer.js'
import { SolanaChain, type SolanaChainConfig } from './chain/solana/solana-chain.js'
import type { TokenSymbol } from './chain/tokens.js'
import {
  type ChainConfig,
  DEFAULT_NATIVE_CURRENCIES,
  type NativeCurrencyConfig,
  projectsFromOrigins,
  type ServicesMode,
} from './config.js'
import { assertStartable } from './config-check.js'
import type { ServicesContext } from './context.js'
import { describeError } from './describe-error.js'
import { buildCatalogue } from './directory/catalogue.js'
import { FrameBackend } from './frame/backend.js'
import type { FrameServiceOptions } from './frame/config.js'
import type { RelayLimitOptions } from './relay/limits.js'
import type { Mailbox } from './relay/mailbox.js'
import { RELAY_PATH, Relay } from './relay/relay.js'
import { publicOrigin, relayUrlOf } from './public-url.js'
import { openSqliteStorage } from './storage/sqlite/index.js'
import type { Storage, WalletRecord } from './storage/types.js'
import type { StandIns } from './test-hooks/stand-ins.js'

export interface StartServicesOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number
  /** Default 127.0.0.1. Development and test refuse anything but loopback (127.0.0.0/8, ::1, localhost). */
  host?: string
  /**
   * The origin clients reach the services at when it is not `http://<host>:<port>`, e.g. behind a TLS proxy:
   * `https://services.example` (no path; https in production unless loopback). The services name themselves
   * by it: approval links, the frame sessions' DPoP `htu`, tokenURIs and image URLs, `url`, `relayUrl`, and
   * the relay's default audience (its wss:// form, instead of the listening address).
   */
  publicUrl?: string
  /** SQLite file, or ':memory:' (the default) for a database that lives as long as the server. */
  dbPath?: string
  /**
   * EVM chains: balances, activity and the frame's RPC are read from them. Outside production the test tokens,
   * collection and swap pool are deployed to each at start; production deploys nothing.
   */
  chains?: ChainConfig[]
  /** The local Solana chain: SOL and SPL balances are read from it, and its token mints are created at start. */
  solana?: SolanaChainConfig
  /**
   * Default production: only the real parts. `development` and `test` add the stand-ins (`/__test` hooks,
   * verify stand-in, test checkout, generated and hostile wallets, seeded name, sandbox projects, SMTP sink,
   * OAuth and Farcaster relay stand-ins) and bind loopback only.
   */
  mode?: ServicesMode
  /** Project id → allowed origins. Required in production; elsewhere default the sandbox and bench projects. */
  projectOrigins?: Record<string, string[]>
  /** Wallets the directory lists after the well-known ones (and, outside production, the test catalogue). */
  wallets?: WalletRecord[]
  /** Development and test: total wallets in the test catalogue (default 620). */
  catalogueSize?: number
  /** Native coin name, symbol, decimals and USD price per chain id (default ETH 3000 on 1, POL 0.5 on 137). */
  nativeCurrencies?: Record<number, NativeCurrencyConfig>
  /** Token USD prices (default GUSD 1.00, GWT 2.50). */
  tokenPrices?: Partial<Record<TokenSymbol, number>>
  /**
   * On-ramp providers, networks and payment currencies (default: DEFAULT_ONRAMP_CONFIG), and outside production
   * the test checkout's funding key. Production has no checkout: its URL generator answers 503.
   */
  onramp?: Partial<OnrampConfig>
  /**
   * CAIP-2 ids of the networks swaps are offered on (default: SPEC §5's 12 outside production, none in
   * production, which deploys no pool); only local chains among them swap.
   */
  swapNetworks?: readonly string[]
  /** Development and test: the key that deploys the test tokens (default: anvil's account 9). */
  deployerPrivateKey?: Hex
  /** How often the indexer asks each chain for new blocks (default 500 ms). */
  indexerPollIntervalMs?: number
  /** Where diagnostics go (default console.error). */
  log?: (line: string) => void
  /** The WalletConnect relay at `/relay` (it runs in every mode). */
  relay?: RelayServiceOptions
  /** The secure frame's backend: e-mail sign-in limits, clock, SMTP server, and the SMTP sink (`smtp.sink`). */
  frame?: FrameServiceOptions
}

export interface RelayServiceOptions {
  /** A connection that has not answered the previous ping when the next is due is terminated (default 20 000). */
  pingIntervalMs?: number
  /** The relay's clock, epoch milliseconds: publish times, TTLs, JWT expiry (default Date.now). */
  now?: () => number
  /** Where messages wait for their subscribers (default: in this process's memory, within `limits.mailbox`). */
  mailbox?: Mailbox
  /** Frame size, per-socket rate, mailbox bounds and JWT lifetime (defaults: DEFAULT_RELAY_LIMITS). */
  limits?: RelayLimitOptions
  /**
   * Relay URLs a client's JWT may name in `aud`. Default: the relay under `publicUrl` (wss:// behind https),
   * else this server's ws:// and wss://host:port/relay.
   */
  audiences?: readonly string[]
}

export interface RunningServices {
  /** Base URL, e.g. http://127.0.0.1:8787; `publicUrl` when one is set. */
  url: string
  /** Where the server listens, e.g. http://127.0.0.1:8787 (the same as `url` without `publicUrl`). */
  listenUrl: string
  /** The WalletConnect relay, e.g. ws://127.0.0.1:8787/relay (wss:// under an https `publicUrl`): the SDK's `relayUrl`. */
  relayUrl: string
  /**
   * The verify stand-in, e.g. http://127.0.0.1:8787/verify/v3: the SDK's `core.verify.verifyUrlV3` (404 in
   * production, which has no stand-in).
   */
  verifyUrl: string
  mode: ServicesMode
  port: number
  /** The token contracts on a configured chain (deployed first if its node has none yet). */
  tokens(chainId: number): Promise<TokenContracts>
  /** The ERC-721 collection on a configured chain, deployed with the tokens (tokenURI points at these services). */
  collection(chainId: number): Promise<Address>
  /** The swap pool on a configured chain, deployed with liquidity after the collection. */
  pool(chainId: number): Promise<Address>
  stop(): Promise<void>
}

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
