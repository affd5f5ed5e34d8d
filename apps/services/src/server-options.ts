import type { Address, Hex } from 'viem'
import type { OnrampConfig } from './blockchain/onramp/config.js'
import type { TokenContracts } from './chain/chain-registry.js'
import type { SolanaChainConfig } from './chain/solana/solana-chain.js'
import type { TokenSymbol } from './chain/tokens.js'
import type { ChainConfig, NativeCurrencyConfig, ServicesMode } from './config.js'
import type { FrameServiceOptions } from './frame/config.js'
import type { RelayLimitOptions } from './relay/limits.js'
import type { Mailbox } from './relay/mailbox.js'
import type { WalletRecord } from './storage/types.js'

/* What startServices takes and returns, apart from server.ts so the config checks can name them without importing the server. */

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
