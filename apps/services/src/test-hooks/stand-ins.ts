import { Hono } from 'hono'
import type { Account, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { checkoutRoutes } from '../blockchain/onramp/checkout-routes.js'
import { DEFAULT_ONRAMP_FUNDER_PRIVATE_KEY, OnrampFunder } from '../blockchain/onramp/funding.js'
import type { ChainRegistry } from '../chain/chain-registry.js'
import { DEFAULT_DEPLOYER_PRIVATE_KEY } from '../chain/tokens.js'
import type { ServicesContext } from '../context.js'
import { buildTestCatalogue } from '../directory/test-catalogue.js'
import type { FrameStandIns, FrameServiceOptions } from '../frame/config.js'
import { FarcasterRelay } from '../frame/farcaster/relay.js'
import { farcasterRelayRoutes } from '../frame/farcaster/relay-routes.js'
import { SmtpSink } from '../frame/smtp-sink.js'
import { OAuthMockServer } from '../frame/social/mock-server.js'
import { VerifyAttestations } from '../relay/verify-attestations.js'
import { verifyRoutes } from '../relay/verify-routes.js'
import type { Storage, WalletRecord } from '../storage/types.js'
import { DEFAULT_PROJECT_ORIGINS, SEEDED_NAMES } from './dev-defaults.js'
import { FaultRegistry } from './faults.js'
import { RequestLog } from './request-log.js'
import { testHookRoutes } from './routes.js'

export interface StandInsOptions {
  /** Total wallets of the test catalogue (default 620). */
  catalogueSize?: number | undefined
  /** Configured projects; the sandbox and bench projects when none are. */
  projectOrigins?: Record<string, string[]> | undefined
  /** Key that deploys the test tokens, collection and pool (default: anvil's account 9). */
  deployerPrivateKey?: Hex | undefined
  /** Key of the on-ramp's hot wallet (default: anvil's account 8). */
  funderPrivateKey?: Hex | undefined
  frame?: FrameServiceOptions | undefined
  log: (line: string) => void
}

/**
 * Everything a development or test server adds to the real parts. This module is imported only with a
 * dynamic `import()` outside production (server.ts), so a production start never evaluates it, nor what it
 * imports: the `/__test` hooks, the verify stand-in, the on-ramp's test checkout and hot wallet, the test
 * deployer, the hostile and generated wallets, the seeded name, the sandbox projects, the SMTP sink, the OAuth
 * stand-in (`oauth2-mock-server`, a dev dependency) and the Farcaster relay stand-in with its approver.
 */
export class StandIns {
  readonly faults = new FaultRegistry()
  readonly requests = new RequestLog()
  readonly attestations = new VerifyAttestations()
  readonly deployer: Account
  readonly frame: FrameStandIns

  constructor(private readonly options: StandInsOptions) {
    this.deployer = privateKeyToAccount(options.deployerPrivateKey ?? DEFAULT_DEPLOYER_PRIVATE_KEY)
    const { smtp, social } = options.frame ?? {}
    this.frame = {
      sink: smtp?.sink ? new SmtpSink(options.log) : undefined,
      oauthMock: social?.mockServer ? new OAuthMockServer() : undefined,
      farcasterRelay: (init) => new FarcasterRelay(init),
    }
  }

  /** The project ids a development server knows when none are configured. */
  get projectOrigins(): Record<string, string[]> {
    return this.options.projectOrigins ?? DEFAULT_PROJECT_ORIGINS
  }

  /** The on-ramp's hot wallet, paying the test checkout on the local chains. */
  funder(chains: ChainRegistry): OnrampFunder {
    return new OnrampFunder(
      chains,
      privateKeyToAccount(this.options.funderPrivateKey ?? DEFAULT_ONRAMP_FUNDER_PRIVATE_KEY),
    )
  }

  /** The test catalogue (hostile and generated wallets) with any configured wallets, and the seeded name. */
  async seed(storage: Storage, configured: readonly WalletRecord[] = []): Promise<void> {
    const catalogue = [...buildTestCatalogue(this.options.catalogueSize), ...configured]
    await storage.wallets.replaceSource('catalogue', catalogue)
    for (const name of SEEDED_NAMES) await storage.names.seed(name)
  }

  /** Mounts the request log and faults (before every route), then the stand-ins' routes. */
  mountBefore(app: Hono): void {
    app.use('*', this.requests.middleware())
    app.use('*', this.faults.middleware())
  }

  routes(context: ServicesContext): Hono {
    const app = new Hono()
    app.route('/', verifyRoutes(this.attestations))
    app.route('/', checkoutRoutes(context))
    const relay = context.frame.farcaster.relay
    if (relay) app.route('/', farcasterRelayRoutes(relay))
    app.route('/', testHookRoutes(context, { faults: this.faults, requests: this.requests }))
    return app
  }
}
