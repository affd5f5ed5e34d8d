import { randomUUID } from 'node:crypto'
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest, OnrampUrlRequest } from '@gangway/api/schemas'
import { type Address, getAddress, isAddress, parseUnits } from 'viem'
import type { ChainRegistry } from '../../chain/chain-registry.js'
import { describeError } from '../../describe-error.js'
import { ServiceError } from '../../http/errors.js'
import type { PurchaseRecord, PurchaseStore } from '../../storage/types.js'
import type { PriceTable } from '../price-table.js'
import { assertOnrampConfig, CHECKOUT_PAYMENT_METHOD, type OnrampConfig } from './config.js'
import { FundingError } from './funding-error.js'
import { cryptoUnitsOf } from './money.js'
import {
  computeQuote,
  findNetwork,
  findProvider,
  type OnrampCatalogue,
  onrampOptions,
  requestedCents,
  totalForUnits,
} from './quote.js'

export interface OnrampDeskOptions {
  config: OnrampConfig
  chains: ChainRegistry
  prices: PriceTable
  store: PurchaseStore
  log: (line: string) => void
  /** Epoch milliseconds (default Date.now): tests move the clock to expire a checkout. */
  now?: () => number
  /**
   * The account that pays purchases on the local chains: the test checkout's hot wallet, outside production
   * only. Without one the URL generator answers 503 (no checkout runs here).
   */
  funder?: Funder | undefined
}

/** Sends purchases from the on-ramp's funding account (funding.ts, loaded outside production only). */
export interface Funder {
  readonly address: Address
  send(chainId: number, to: Address, units: bigint): Promise<`0x${string}`>
  outcome(chainId: number, hash: `0x${string}`): Promise<'success' | 'reverted' | undefined>
}

/** Fields a request may add to the client's bodies (the client's schemas let unknown fields through). */
export interface RequestExtras {
  /** Which provider (default: the first configured). */
  provider?: string | undefined
  /** The quote's payment method (default card, the checkout page's). */
  paymentMethod?: string | undefined
  /** The URL's payment currency (default: the first configured, USD). */
  paymentCurrency?: string | undefined
}

/** What paying a checkout came to. */
export type PaymentResult =
  | { kind: 'not-found' }
  /** Not payable: already paid or being paid, failed, or expired. */
  | { kind: 'refused'; purchase: PurchaseRecord; reason: 'paid' | 'in-progress' | 'failed' | 'expired' }
  /** Nothing was sent (the chain is down or the funding account is short): it can be paid again. */
  | { kind: 'unavailable'; purchase: PurchaseRecord; message: string }
  /** Sent: `purchase.status` says whether it arrived (success), was refused (failed) or is still being mined. */
  | { kind: 'sent'; purchase: PurchaseRecord }

/**
 * The on-ramp: options and quotes from configuration, purchases stored per checkout, and the payment that
 * funds the address on its local chain from the funding account.
 */
export class OnrampDesk {
  readonly catalogue: OnrampCatalogue
  readonly funder: Funder | undefined
  readonly store: PurchaseStore
  readonly #log: (line: string) => void
  readonly #now: () => number

  constructor(options: OnrampDeskOptions) {
    assertOnrampConfig(options.config)
    this.catalogue = { config: options.config, chains: options.chains, prices: options.prices }
    this.funder = options.funder
    this.store = options.store
    this.#log = options.log
    this.#now = options.now ?? Date.now
  }

  providerName(id: string): string {
    return this.catalogue.config.providers.find((provider) => provider.id === id)?.name ?? id
  }

  /** A checkout that was never paid within the configured time can no longer be. */
  expired(purchase: PurchaseRecord): boolean {
    return (
      purchase.status === 'created' && this.#now() - purchase.createdAt > this.catalogue.config.checkoutTtlMs
    )
  }

  quote(request: OnrampQuoteRequest, extras: RequestExtras): OnrampQuote {
    return computeQuote(this.catalogue, {
      provider: findProvider(this.catalogue.config, extras.provider),
      network: findNetwork(this.catalogue, request.network),
      purchaseCurrency: request.purchaseCurrency,
      paymentCurrency: request.paymentCurrency,
      paymentMethod: extras.paymentMethod ?? CHECKOUT_PAYMENT_METHOD,
      totalCents: requestedCents(request.amount),
    }).quote
  }

  /**
   * POST /v1/generators/onrampurl: stores a purchase quoted for the first destination wallet, on the default
   * network (else the wallet's first), of the network's coin, for the preset fiat amount (else enough fiat for
   * the preset crypto amount). The checkout page takes a card, so the card limits apply.
   */
  async createPurchase(request: OnrampUrlRequest, extras: RequestExtras): Promise<PurchaseRecord> {
    // The only checkout is the local test one: a production server hands out no URL it cannot honour.
    if (!this.funder) throw new ServiceError(503, 'The on-ramp has no checkout on this server')
    const { config } = this.catalogue
    const [wallet] = request.destinationWallets
    if (!wallet || !isAddress(wallet.address, { strict: false })) {
      throw new ServiceError(400, 'Invalid destination wallet: not an EVM address')
    }
    const network = findNetwork(
      this.catalogue,
      request.defaultNetwork ?? wallet.blockchains?.[0] ?? wallet.supportedNetworks?.[0],
    )
    const coin = this.catalogue.prices.native(network.chainId)
    const assets = wallet.assets ?? []
    if (assets.length > 0 && !assets.some((asset) => asset.toUpperCase() === coin.symbol.toUpperCase())) {
      throw new ServiceError(
        400,
        `${assets.join(', ')} is not offered on ${network.name} (${coin.symbol} is)`,
      )
    }
    const terms = {
      provider: findProvider(config, extras.provider),
      network,
      purchaseCurrency: coin.symbol,
      paymentCurrency: extras.paymentCurrency ?? config.paymentCurrencies[0]!.id,
      paymentMethod: CHECKOUT_PAYMENT_METHOD,
    }
    const { quote } = computeQuote(this.catalogue, {
      ...terms,
      totalCents: this.#presetTotal(request, terms),
    })
    const now = this.#now()
    const purchase: PurchaseRecord = {
      id: randomUUID(),
      provider: terms.provider.id,
      address: getAddress(wallet.address),
      chainId: network.chainId,
      network: network.name,
      purchaseCurrency: quote.purchaseAmount.currency,
      purchaseAmount: quote.purchaseAmount.amount,
      paymentCurrency: quote.paymentTotal.currency,
      paymentTotal: quote.paymentTotal.amount,
      paymentSubtotal: quote.paymentSubtotal.amount,
      providerFee: quote.coinbaseFee.amount,
      networkFee: quote.networkFee.amount,
      quoteId: quote.quoteId,
      status: 'created',
      txHash: null,
      createdAt: now,
      updatedAt: now,
    }
    await this.store.insert(purchase)
    return purchase
  }

  #presetTotal(request: OnrampUrlRequest, terms: Parameters<typeof totalForUnits>[1]): bigint {
    if (request.presetFiatAmount !== undefined) return requestedCents(request.presetFiatAmount)
    if (request.presetCryptoAmount !== undefined) {
      const decimals = this.catalogue.prices.native(terms.network.chainId).decimals
      const units = cryptoUnitsOf(request.presetCryptoAmount, decimals)
      if (units === undefined) throw new ServiceError(400, 'presetCryptoAmount must be a positive amount')
      return totalForUnits(this.catalogue, terms, units)
    }
    throw new ServiceError(400, 'presetFiatAmount or presetCryptoAmount is required')
  }

  /**
   * Pays the checkout once: the purchase is claimed (created → paying) in one guarded write, so of two
   * concurrent payments one proceeds; the quoted amount is sent and its receipt awaited.
   */
  async pay(id: string): Promise<PaymentResult> {
    const purchase = await this.store.find(id)
    const funder = this.funder
    if (!purchase || !funder) return { kind: 'not-found' }
    if (this.expired(purchase)) return { kind: 'refused', purchase, reason: 'expired' }
    if (!(await this.store.transition(id, 'created', { status: 'paying', at: this.#now() }))) {
      return this.#refusal(id)
    }
    const decimals = this.catalogue.prices.native(purchase.chainId).decimals
    let hash: `0x${string}`
    try {
      const units = parseUnits(purchase.purchaseAmount, decimals)
      hash = await funder.send(purchase.chainId, purchase.address as Address, units)
    } catch (error) {
      return this.#sendFailed(purchase, error)
    }
    await this.store.transition(id, 'paying', { status: 'paying', txHash: hash, at: this.#now() })
    const outcome = await funder.outcome(purchase.chainId, hash)
    if (outcome !== undefined) {
      const status = outcome === 'success' ? 'success' : 'failed'
      await this.store.transition(id, 'paying', { status, at: this.#now() })
    }
    return { kind: 'sent', purchase: (await this.store.find(id))! }
  }

  async #refusal(id: string): Promise<PaymentResult> {
    const current = (await this.store.find(id))!
    const reason =
      current.status === 'success' ? 'paid' : current.status === 'failed' ? 'failed' : 'in-progress'
    return { kind: 'refused', purchase: current, reason }
  }

  /**
   * Nothing left the funding account when its balance or the node failed before sending: the checkout can be
   * paid again. Any later failure may have reached the node, so the purchase fails rather than risk a second send.
   */
  async #sendFailed(purchase: PurchaseRecord, error: unknown): Promise<PaymentResult> {
    this.#log(`services: on-ramp purchase ${purchase.id} could not be sent: ${describeError(error)}`)
    if (error instanceof FundingError) {
      await this.store.transition(purchase.id, 'paying', { status: 'created', at: this.#now() })
      return { kind: 'unavailable', purchase, message: error.message }
    }
    await this.store.transition(purchase.id, 'paying', { status: 'failed', at: this.#now() })
    return { kind: 'sent', purchase: (await this.store.find(purchase.id))! }
  }

  /** The options of SPEC §3, from configuration and the chains served. */
  options(): OnrampOptions {
    return onrampOptions(this.catalogue)
  }
}
