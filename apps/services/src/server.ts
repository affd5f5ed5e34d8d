import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createApp } from './app.js'
import { PriceTable } from './blockchain/price-table.js'
import { DEFAULT_ONRAMP_CONFIG, type OnrampConfig } from './blockchain/onramp/config.js'
import { OnrampDesk } from './blockchain/onramp/desk.js'
import { UtxoLedger } from './blockchain/bitcoin/ledger.js'
import { SeededBalances } from './blockchain/seeded-balances.js'
import { ChainRegistry, type TokenContracts } from './chain/chain-registry.js'
import { Indexer } from './chain/indexer.js'
import { SolanaChain, type SolanaChainConfig } from './chain/solana/solana-chain.js'
import { DEFAULT_DEPLOYER_PRIVATE_KEY, type TokenSymbol } from './chain/tokens.js'
import {
  type ChainConfig,
  DEFAULT_NATIVE_CURRENCIES,
  DEFAULT_PROJECT_ORIGINS,
  type NativeCurrencyConfig,
  projectsFromOrigins,
  SEEDED_NAMES,
  type ServicesMode,
} from './config.js'
import type { ServicesContext } from './context.js'
import { describeError } from './describe-error.js'
import { buildCatalogue } from './directory/catalogue.js'
import { FrameBackend } from './frame/backend.js'
import type { FrameServiceOptions } from './frame/config.js'
import type { Mailbox } from './relay/mailbox.js'
import { RELAY_PATH, Relay } from './relay/relay.js'
import { VerifyAttestations } from './relay/verify-attestations.js'
import { openSqliteStorage } from './storage/sqlite/index.js'
import { FaultRegistry } from './test-hooks/faults.js'
import { RequestLog } from './test-hooks/request-log.js'

export interface StartServicesOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number
  /** Default 127.0.0.1 (loopback only). */
  host?: string
  /** SQLite file, or ':memory:' (the default) for a database that lives as long as the server. */
  dbPath?: string
  /** Local EVM chains: tokens are deployed to each at start, balances are read from them. */
  chains?: ChainConfig[]
  /** The local Solana chain: SOL and SPL balances are read from it, and its token mints are created at start. */
  solana?: SolanaChainConfig
  /** `/__test` hooks and the hostile catalogue entries exist only in development and test. Default development. */
  mode?: ServicesMode
  /** Project id → allowed origins. Default: the sandbox and bench projects. */
  projectOrigins?: Record<string, string[]>
  /** Total wallets in the directory (default 620). */
  catalogueSize?: number
  /** Native coin name, symbol, decimals and USD price per chain id (default ETH 3000 on 1, POL 0.5 on 137). */
  nativeCurrencies?: Record<number, NativeCurrencyConfig>
  /** Token USD prices (default GUSD 1.00, GWT 2.50). */
  tokenPrices?: Partial<Record<TokenSymbol, number>>
  /** On-ramp providers, networks, payment currencies and funding key (default: DEFAULT_ONRAMP_CONFIG). */
  onramp?: Partial<OnrampConfig>
  /** CAIP-2 ids of the networks swaps are offered on (default: SPEC §5's 12); only local chains among them swap. */
  swapNetworks?: readonly string[]
  /** Key that deploys the tokens (default: anvil's account 9). */
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
  /** Where messages wait for their subscribers (default: in this process's memory). */
  mailbox?: Mailbox
}

export interface RunningServices {
  /** Base URL, e.g. http://127.0.0.1:8787. */
  url: string
  /** The WalletConnect relay, e.g. ws://127.0.0.1:8787/relay: the SDK's `relayUrl`. */
  relayUrl: string
  /** The verify stand-in, e.g. http://127.0.0.1:8787/verify/v3: the SDK's `core.verify.verifyUrlV3`. */
  verifyUrl: string
  port: number
  /** The token contracts on a configured chain (deployed first if its node has none yet). */
  tokens(chainId: number): Promise<TokenContracts>
  /** The ERC-721 collection on a configured chain, deployed with the tokens (tokenURI points at these services). */
  collection(chainId: number): Promise<Address>
  /** The swap pool on a configured chain, deployed with liquidity after the collection. */
  pool(chainId: number): Promise<Address>
  stop(): Promise<void>
}

/** Starts the local services: opens storage, seeds the catalogue, listens, then deploys the tokens and the collection. */
export async function startServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  const { port = 8787, host = '127.0.0.1', dbPath = ':memory:', chains = [], mode = 'development' } = options
  const log = options.log ?? ((line: string) => console.error(line))

  const storage = openSqliteStorage(dbPath)
  const faults = new FaultRegistry()
  const relay = new Relay({
    ...options.relay,
    upgradeFaults: mode === 'production' ? undefined : faults,
    log,
  })
  const deployer = privateKeyToAccount(options.deployerPrivateKey ?? DEFAULT_DEPLOYER_PRIVATE_KEY)
  const prices = new PriceTable(
    { ...DEFAULT_NATIVE_CURRENCIES, ...options.nativeCurrencies },
    options.tokenPrices ?? {},
  )
  const chainRegistry = new ChainRegistry(chains, storage.deployments, deployer, prices)
  const onramp = new OnrampDesk({
    config: { ...DEFAULT_ONRAMP_CONFIG, ...options.onramp },
    chains: chainRegistry,
    prices,
    store: storage.purchases,
    log,
  })
  const context: ServicesContext = {
    mode,
    storage,
    chains: chainRegistry,
    indexer: new Indexer({
      chains: chainRegistry,
      store: storage.activity,
      prices,
      deployer: deployer.address,
      onrampFunder: onramp.funder.address,
      pollIntervalMs: options.indexerPollIntervalMs,
      log,
    }),
    solana: options.solana && new SolanaChain(options.solana),
    bitcoin: new UtxoLedger(storage.bitcoin),
    seededBalances: new SeededBalances(),
    onramp,
    prices,
    swapNetworks: options.swapNetworks,
    faults,
    requests: new RequestLog(),
    relay,
    attestations: new VerifyAttestations(),
    frame: new FrameBackend({ mode, storage: storage.frame, frame: options.frame, log }),
    log,
  }
  const closeRelayAndStorage = () => Promise.all([relay.close(), context.frame.close(), storage.close()])

  try {
    await storage.wallets.replaceSource(
      'catalogue',
      buildCatalogue({ size: options.catalogueSize, includeHostile: mode !== 'production' }),
    )
    for (const project of projectsFromOrigins(options.projectOrigins ?? DEFAULT_PROJECT_ORIGINS)) {
      await storage.projects.upsert(project)
    }
    for (const name of SEEDED_NAMES) await storage.names.seed(name)
    await context.frame.start()
  } catch (error) {
    await closeRelayAndStorage()
    throw error
  }

  const app = createApp(context)
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(instance))
    instance.once('error', reject)
  }).catch(async (error: unknown) => {
    await closeRelayAndStorage()
    throw error
  })
  // serve() makes a node:http server when it is not given another createServer.
  relay.attach(server as Server)

  const address = server.address() as AddressInfo
  const url = `http://${host}:${address.port}`
  // The collection's tokenURI points at this origin, so the contracts are deployed once the port is known.
  // A chain that is down now is retried on its first balance request; the rest of the API still serves.
  context.chains.setOrigin(url)
  context.frame.auth.setOrigin(url)
  context.frame.farcaster.setOrigin(url)
  for (const { chainId, error } of await context.chains.prepareAll()) {
    log(`services: tokens not deployed on chain ${chainId} yet: ${describeError(error)}`)
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
    relayUrl: `ws://${host}:${address.port}${RELAY_PATH}`,
    verifyUrl: `${url}/verify/v3`,
    port: address.port,
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
