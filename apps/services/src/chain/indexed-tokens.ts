import {
  type Address,
  BaseError,
  erc20Abi,
  erc721Abi,
  getContractAddress,
  HttpRequestError,
  type PublicClient,
  TimeoutError,
} from 'viem'
import type { PriceTable } from '../blockchain/price-table.js'

/** What the indexer tells about an ERC-20 contract: from the price table when it is ours, else from the contract. */
export interface FungibleToken {
  name?: string
  symbol?: string
  /** Unknown when the contract does not answer `decimals()`: amounts are then raw integers. */
  decimals?: number
  /** USD, for our own tokens only. */
  price?: number
  /** Whether our token image route has an icon for it (our own tokens only: a look-alike gets none). */
  hasIcon: boolean
}

/** What the indexer tells about an ERC-721 contract. */
export interface Collection {
  name?: string
  /** Deployed by the services: its metadata and images are served here, and it is not spam. */
  own: boolean
}

/** Token facts the entry builder needs, per contract. */
export interface TokenResolver {
  fungible(contract: Address): Promise<FungibleToken>
  collection(contract: Address): Promise<Collection>
  /** Whether the services' deployer created the contract (only our swap pool's events are believed). */
  own(contract: Address): Promise<boolean>
}

/**
 * A contract's answer, or undefined when the contract cannot give one (no such function, a revert, a return
 * that does not decode). An unreachable node is thrown: the block is then indexed later, not with facts missing.
 */
async function answer<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    const unreachable =
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (unreachable) throw error
    return undefined
  }
}

/**
 * The token contracts of one chain as the indexer meets them, cached for as long as the chain is the same.
 * "Ours" means created by the services' deployer: a contract at the CREATE address of one of its nonces. That
 * needs no record of the deployment transactions (a restarted indexer resumes past them), and it covers every
 * collection the services ever deployed on this node, not just the current one.
 */
export class ChainTokens implements TokenResolver {
  readonly #fungibles = new Map<string, Promise<FungibleToken>>()
  readonly #collections = new Map<string, Promise<Collection>>()
  readonly #own = new Set<string>()
  #scannedNonces = 0

  constructor(
    private readonly client: PublicClient,
    private readonly deployer: Address,
    private readonly prices: PriceTable,
  ) {}

  own(contract: Address): Promise<boolean> {
    return this.#isOwn(contract)
  }

  fungible(contract: Address): Promise<FungibleToken> {
    return this.#cached(this.#fungibles, contract, () => this.#readFungible(contract))
  }

  collection(contract: Address): Promise<Collection> {
    return this.#cached(this.#collections, contract, async () => {
      const [own, name] = await Promise.all([
        this.#isOwn(contract),
        answer(() => this.client.readContract({ address: contract, abi: erc721Abi, functionName: 'name' })),
      ])
      return { name: name || undefined, own }
    })
  }

  async #readFungible(contract: Address): Promise<FungibleToken> {
    const read = <const F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      answer(() => this.client.readContract({ address: contract, abi: erc20Abi, functionName }))
    const [own, name, symbol, decimals] = await Promise.all([
      this.#isOwn(contract),
      read('name'),
      read('symbol'),
      read('decimals'),
    ])
    const listed = own ? this.prices.tokens().find((token) => token.symbol === symbol) : undefined
    if (listed) {
      return { name: listed.name, symbol: listed.symbol, decimals, price: listed.price, hasIcon: true }
    }
    return { name: name || undefined, symbol: symbol || undefined, decimals, hasIcon: false }
  }

  /** A failed read is not remembered, so the next block that meets the contract asks again. */
  #cached<T>(cache: Map<string, Promise<T>>, contract: Address, load: () => Promise<T>): Promise<T> {
    const key = contract.toLowerCase()
    let pending = cache.get(key)
    if (!pending) {
      pending = load()
      cache.set(key, pending)
      pending.catch(() => cache.delete(key))
    }
    return pending
  }

  async #isOwn(contract: Address): Promise<boolean> {
    const key = contract.toLowerCase()
    if (this.#own.has(key)) return true
    const nonce = await this.client.getTransactionCount({ address: this.deployer })
    for (; this.#scannedNonces < nonce; this.#scannedNonces++) {
      const created = getContractAddress({ from: this.deployer, nonce: BigInt(this.#scannedNonces) })
      this.#own.add(created.toLowerCase())
    }
    return this.#own.has(key)
  }
}
