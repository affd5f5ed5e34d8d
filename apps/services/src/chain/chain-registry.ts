import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { PriceTable } from '../blockchain/price-table.js'
import { type ChainConfig, DEFAULT_NATIVE_CURRENCIES } from '../config.js'
import type { DeploymentStore } from '../storage/types.js'
import { GangwayCollectionAbi } from './artifacts/GangwayCollection.js'
import { deployPool, POOL_KEY, poolPairs } from './deploy-pool.js'
import { deployCollection, deployTokens } from './deploy-tokens.js'
import { COLLECTION, collectionBaseUri, TOKENS, type TokenSymbol } from './tokens.js'

export type TokenContracts = Record<TokenSymbol, Address>

/** A chain where this server has no contracts and may not deploy them (production never deploys). */
export class NotDeployedError extends Error {
  override name = 'NotDeployedError'
}

/**
 * A chain's recorded deployment: the tokens, under {@link COLLECTION}.key the ERC-721, under {@link POOL_KEY} the
 * swap pool.
 */
type ChainContracts = TokenContracts & Record<typeof COLLECTION.key | typeof POOL_KEY, Address>

/** What a deployment recorded before the swap pool existed holds. */
const BASE_KEYS: readonly string[] = [...TOKENS.map((token) => token.symbol), COLLECTION.key]

interface ChainEntry {
  config: ChainConfig
  client: PublicClient
  /** The deployment for the node's current genesis block (a restarted anvil is a new chain). */
  current?: { genesisHash: string; contracts: Promise<ChainContracts> }
}

/**
 * The configured EVM chains and the token contracts on each. Deployments are recorded per chain id and genesis
 * hash, so a file database reuses them while the node lives, and a fresh node gets fresh contracts.
 */
export class ChainRegistry {
  readonly #entries = new Map<number, ChainEntry>()
  /** The services' origin, for the collection's tokenURI (see {@link setOrigin}). */
  #origin: string | undefined

  constructor(
    chains: readonly ChainConfig[],
    private readonly deployments: DeploymentStore,
    /** Deploys the test tokens, collection and pool; none in production (nothing is deployed there). */
    private readonly deployer: Account | undefined,
    /** The swap pool's reserves are priced from it (default: the built-in price table). */
    private readonly prices: PriceTable = new PriceTable(DEFAULT_NATIVE_CURRENCIES, {}),
  ) {
    for (const config of chains) {
      const client = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 0 }) })
      this.#entries.set(config.chainId, { config, client: client as PublicClient })
    }
  }

  chainIds(): number[] {
    return [...this.#entries.keys()]
  }

  has(chainId: number): boolean {
    return this.#entries.has(chainId)
  }

  /** The node's JSON-RPC URL (the frame's RPC pass-through forwards to it), or undefined for another chain. */
  rpcUrl(chainId: number): string | undefined {
    return this.#entries.get(chainId)?.config.rpcUrl
  }

  client(chainId: number): PublicClient {
    const entry = this.#entries.get(chainId)
    if (!entry) throw new Error(`Chain ${chainId} is not configured.`)
    return entry.client
  }

  /**
   * Sets the origin the collection's tokenURI points at (the server's URL, known once it listens). Set it
   * before the first deployment; a recorded collection with another base URI is deployed again.
   */
  setOrigin(origin: string): void {
    this.#origin = origin
  }

  /** The collection's tokenURI prefix on `chainId` ('' while no origin is set). */
  collectionBaseUri(chainId: number): string {
    return this.#origin ? collectionBaseUri(this.#origin, chainId) : ''
  }

  /**
   * The token contracts on `chainId`, deploying them first when this node has none yet. The code is checked on
   * every call: anvils started within the same second share a genesis hash, so a restarted node can look alike.
   */
  async tokens(chainId: number): Promise<TokenContracts> {
    const contracts = await this.#contracts(chainId)
    return Object.fromEntries(
      TOKENS.map((token) => [token.symbol, contracts[token.symbol]]),
    ) as TokenContracts
  }

  /** The ERC-721 collection on `chainId`, deployed with the tokens. */
  async collection(chainId: number): Promise<Address> {
    return (await this.#contracts(chainId))[COLLECTION.key]
  }

  /** The swap pool on `chainId`, deployed with liquidity after the collection. */
  async pool(chainId: number): Promise<Address> {
    return (await this.#contracts(chainId))[POOL_KEY]
  }

  async #contracts(chainId: number): Promise<ChainContracts> {
    const entry = this.#entries.get(chainId)
    if (!entry) throw new Error(`Chain ${chainId} is not configured.`)
    const genesis = await entry.client.getBlock({ blockNumber: 0n })
    if (entry.current && entry.current.genesisHash !== genesis.hash) entry.current = undefined
    const current = entry.current
    if (current) {
      const contracts = await current.contracts
      if (await this.#allDeployed(entry, contracts)) return contracts
      if (entry.current === current) entry.current = undefined
    }
    entry.current ??= { genesisHash: genesis.hash, contracts: this.#findOrDeploy(entry, genesis.hash) }
    const pending = entry.current
    // A failed deployment is retried by the next caller rather than remembered.
    pending.contracts.catch(() => {
      if (entry.current === pending) entry.current = undefined
    })
    return pending.contracts
  }

  /**
   * Deploys (or finds) the tokens, the collection and the swap pool on every chain; resolves with the chains that
   * failed and why.
   */
  async prepareAll(): Promise<{ chainId: number; error: unknown }[]> {
    const results = await Promise.allSettled(this.chainIds().map((chainId) => this.tokens(chainId)))
    return results.flatMap((result, index) =>
      result.status === 'rejected' ? [{ chainId: this.chainIds()[index]!, error: result.reason }] : [],
    )
  }

  async #findOrDeploy(entry: ChainEntry, genesisHash: string): Promise<ChainContracts> {
    const { chainId, rpcUrl } = entry.config
    const recorded = await this.deployments.find(chainId, genesisHash)
    if (recorded && (await this.#allDeployed(entry, recorded.contracts))) {
      return recorded.contracts as ChainContracts
    }
    const deployer = this.deployer
    if (!deployer) throw new NotDeployedError(`No Gangway contracts on chain ${chainId}`)
    const chain = defineChain({
      id: chainId,
      name: `Local chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    // A deployment recorded before the pool existed keeps its tokens and collection: only the pool is added.
    const base =
      recorded && (await this.#allDeployed(entry, recorded.contracts, BASE_KEYS))
        ? (recorded.contracts as Omit<ChainContracts, typeof POOL_KEY>)
        : await this.#deployBase(entry, chain, deployer)
    const pairs = poolPairs(base, { native: this.prices.native(chainId), tokens: this.prices.tokens() })
    const pool = await deployPool(entry.client, chain, rpcUrl, deployer, pairs)
    const contracts: ChainContracts = { ...base, [POOL_KEY]: pool }
    await this.deployments.save({ chainId, genesisHash, contracts })
    return contracts
  }

  async #deployBase(
    entry: ChainEntry,
    chain: Chain,
    deployer: Account,
  ): Promise<Omit<ChainContracts, typeof POOL_KEY>> {
    const { chainId, rpcUrl } = entry.config
    const tokens = await deployTokens(entry.client, chain, rpcUrl, deployer)
    const collection = await deployCollection(
      entry.client,
      chain,
      rpcUrl,
      deployer,
      this.collectionBaseUri(chainId),
    )
    return { ...tokens, [COLLECTION.key]: collection }
  }

  async #allDeployed(
    entry: ChainEntry,
    contracts: Record<string, Address>,
    keys: readonly string[] = [...BASE_KEYS, POOL_KEY],
  ): Promise<boolean> {
    const { client, config } = entry
    for (const key of keys) {
      const address = contracts[key]
      if (!address) return false
      const code = await client.getCode({ address })
      if (!code || code === '0x') return false
    }
    // A collection deployed by services on another origin points its tokenURI elsewhere.
    const baseUri = await client.readContract({
      address: contracts[COLLECTION.key]!,
      abi: GangwayCollectionAbi,
      functionName: 'baseURI',
    })
    return baseUri === this.collectionBaseUri(config.chainId)
  }
}
