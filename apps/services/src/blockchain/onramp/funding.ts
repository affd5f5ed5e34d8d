import {
  type Address,
  createWalletClient,
  custom,
  defineChain,
  type Hash,
  type PrivateKeyAccount,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import type { ChainRegistry } from '../../chain/chain-registry.js'
import { withNonceRetry } from '../../chain/deploy-tokens.js'
import type { Funder } from './desk.js'
import { FundingError } from './funding-error.js'

/**
 * anvil's account 8 (its default mnemonic, a public key): no test wallet or deployment uses it (the deployer
 * is account 9, the test wallets 0 to 7). Development and test only: this module is never loaded in production.
 */
export const DEFAULT_ONRAMP_FUNDER_PRIVATE_KEY =
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97' as const

/** How long a payment waits for its transfer to be mined before it answers "in progress". */
export const RECEIPT_TIMEOUT_MS = 30_000
/** Kept above every purchase, so the transfer's gas is always covered. */
const GAS_HEADROOM = parseEther('1')

/**
 * Sends purchases from the on-ramp's funding account: the local stand-in for the provider's hot wallet. Sends
 * on one chain are taken one at a time, so two payments never pick the same nonce.
 */
export class OnrampFunder implements Funder {
  readonly #queues = new Map<number, Promise<unknown>>()

  constructor(
    private readonly chains: ChainRegistry,
    readonly account: PrivateKeyAccount,
  ) {}

  get address(): Address {
    return this.account.address
  }

  /** Sends `units` of the chain's native coin to `to`; resolves with the hash once the node accepted it. */
  send(chainId: number, to: Address, units: bigint): Promise<Hash> {
    const previous = this.#queues.get(chainId) ?? Promise.resolve()
    const sent = previous.catch(() => {}).then(() => this.#send(chainId, to, units))
    this.#queues.set(chainId, sent)
    return sent
  }

  /** Whether the transfer succeeded once mined; undefined when it is not mined within {@link RECEIPT_TIMEOUT_MS}. */
  async outcome(chainId: number, hash: Hash): Promise<'success' | 'reverted' | undefined> {
    try {
      const receipt = await this.chains
        .client(chainId)
        .waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: RECEIPT_TIMEOUT_MS })
      return receipt.status
    } catch {
      // Timed out or the node went away: the purchase stays in progress, its hash recorded.
      return undefined
    }
  }

  async #send(chainId: number, to: Address, units: bigint): Promise<Hash> {
    const client = this.chains.client(chainId)
    await this.#ensureFunds(client, chainId, units)
    const wallet = createWalletClient({
      account: this.account,
      chain: defineChain({
        id: chainId,
        name: `Local chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
      // Through the registry's client, so the funder talks to exactly the node the services read.
      transport: custom({ request: client.request }),
    })
    // Another server sharing the node and the key (parallel test files) may take a nonce first.
    return withNonceRetry(() => wallet.sendTransaction({ to, value: units }))
  }

  /**
   * Local chains start every anvil account with 10 000 coins, less than a large purchase of a cheap coin
   * (7 500 USD of POL at 0.50): the account is topped up through anvil's cheat method when it runs short.
   */
  async #ensureFunds(client: PublicClient, chainId: number, units: bigint): Promise<void> {
    const balance = await client.getBalance({ address: this.address }).catch(() => {
      throw new FundingError(`Chain eip155:${chainId} is unavailable`)
    })
    if (balance >= units + GAS_HEADROOM) return
    const wanted = units * 2n + GAS_HEADROOM
    try {
      // anvil_setBalance is not in viem's public RPC schema.
      const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
      await request({ method: 'anvil_setBalance', params: [this.address, toHex(wanted)] })
    } catch {
      throw new FundingError(`The on-ramp's funding account holds too little on chain ${chainId}`)
    }
  }
}
