import { type Account, type Address, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config.js'
import type { DeploymentStore } from '../storage/types.js'
import { deployTokens } from './deploy-tokens.js'
import { TOKENS, type TokenSymbol } from './tokens.js'

export type TokenContracts = Record<TokenSymbol, Address>

interface ChainEntry {
  config: ChainConfig
  client: PublicClient
  /** The deployment for the node's current genesis block (a restarted anvil is a new chain). */
  current?: { genesisHash: string; contracts: Promise<TokenContracts> }
}

/**
 * The configured EVM chains and the token contracts on each. Deployments are recorded per chain id and genesis
 * hash, so a file database reuses them while the node lives, and a fresh node gets fresh contracts.
 */
export class ChainRegistry {
  readonly #entries = new Map<number, ChainEntry>()

  constructor(
    chains: readonly ChainConfig[],
    private readonly deployments: DeploymentStore,
    private readonly deployer: Account,
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

  client(chainId: number): PublicClient {
    const entry = this.#entries.get(chainId)
    if (!entry) throw new Error(`Chain ${chainId} is not configured.`)
    return entry.client
  }

  /**
   * The token contracts on `chainId`, deploying them first when this node has none yet. The code is checked on
   * every call: anvils started within the same second share a genesis hash, so a restarted node can look alike.
   */
  async tokens(chainId: number): Promise<TokenContracts> {
    const entry = this.#entries.get(chainId)
    if (!entry) throw new Error(`Chain ${chainId} is not configured.`)
    const genesis = await entry.client.getBlock({ blockNumber: 0n })
    if (entry.current && entry.current.genesisHash !== genesis.hash) entry.current = undefined
    const current = entry.current
    if (current) {
      const contracts = await current.contracts
      if (await this.#allDeployed(entry.client, contracts)) return contracts
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

  /** Deploys (or finds) the tokens on every chain; resolves with the chains that failed and why. */
  async prepareAll(): Promise<{ chainId: number; error: unknown }[]> {
    const results = await Promise.allSettled(this.chainIds().map((chainId) => this.tokens(chainId)))
    return results.flatMap((result, index) =>
      result.status === 'rejected' ? [{ chainId: this.chainIds()[index]!, error: result.reason }] : [],
    )
  }

  async #findOrDeploy(entry: ChainEntry, genesisHash: string): Promise<TokenContracts> {
    const { chainId, rpcUrl } = entry.config
    const recorded = await this.deployments.find(chainId, genesisHash)
    if (recorded && (await this.#allDeployed(entry.client, recorded.contracts))) {
      return recorded.contracts as TokenContracts
    }
    const chain = defineChain({
      id: chainId,
      name: `Local chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const contracts = await deployTokens(entry.client, chain, rpcUrl, this.deployer)
    await this.deployments.save({ chainId, genesisHash, contracts })
    return contracts
  }

  async #allDeployed(client: PublicClient, contracts: Record<string, Address>): Promise<boolean> {
    for (const token of TOKENS) {
      const address = contracts[token.symbol]
      if (!address) return false
      const code = await client.getCode({ address })
      if (!code || code === '0x') return false
    }
    return true
  }
}
