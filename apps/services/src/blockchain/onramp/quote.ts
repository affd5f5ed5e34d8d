import { randomUUID } from 'node:crypto'
import type { OnrampOptions, OnrampQuote, PurchaseCurrency } from '@gangway/api/schemas'
import { formatUnits } from 'viem'
import type { NativeCurrencyConfig } from '../../config.js'
import { ServiceError } from '../../http/errors.js'
import type { PriceTable } from '../price-table.js'
import type {
  OnrampConfig,
  OnrampNetworkConfig,
  OnrampProviderConfig,
  PaymentCurrencyConfig,
  PaymentMethodLimitConfig,
} from './config.js'
import {
  feeCents,
  fiatCentsFor,
  formatCents,
  parseFiatCents,
  purchaseUnits,
  scaledRate,
  usdToFiatCents,
} from './money.js'

/** What options and quotes are computed from: the configuration, the chains served, the price table. */
export interface OnrampCatalogue {
  config: OnrampConfig
  chains: { has(chainId: number): boolean }
  prices: PriceTable
}

/** The on-ramp's networks that these services serve a chain for: a purchase elsewhere could not arrive. */
function servedNetworks({ config, chains }: OnrampCatalogue): OnrampNetworkConfig[] {
  return config.networks.filter((network) => chains.has(network.chainId))
}

/** GET /v1/onramp/options: each native coin on the networks it is native to, and the payment currencies. */
export function onrampOptions(catalogue: OnrampCatalogue): OnrampOptions {
  const bySymbol = new Map<string, PurchaseCurrency>()
  for (const network of servedNetworks(catalogue)) {
    const coin = catalogue.prices.native(network.chainId)
    const currency = bySymbol.get(coin.symbol) ?? {
      id: coin.symbol,
      name: coin.name,
      symbol: coin.symbol,
      networks: [],
    }
    currency.networks.push({
      name: network.name,
      display_name: network.displayName,
      chain_id: String(network.chainId),
      // Native coins have no contract.
      contract_address: '',
    })
    bySymbol.set(coin.symbol, currency)
  }
  return {
    purchaseCurrencies: [...bySymbol.values()],
    paymentCurrencies: catalogue.config.paymentCurrencies.map((currency) => ({
      id: currency.id,
      payment_method_limits: currency.limits.map((limit) => ({ ...limit })),
    })),
  }
}

/**
 * A network by its on-ramp name ('ethereum'), chain id ('1') or CAIP-2 id ('eip155:1'), or the first served
 * when none is named; else a 400.
 */
export function findNetwork(catalogue: OnrampCatalogue, reference: string | undefined): OnrampNetworkConfig {
  const wanted = reference?.toLowerCase()
  const network = servedNetworks(catalogue).find(
    (item) =>
      wanted === undefined ||
      item.name === wanted ||
      String(item.chainId) === wanted ||
      `eip155:${item.chainId}` === wanted,
  )
  if (!network) {
    const names =
      servedNetworks(catalogue)
        .map((item) => item.name)
        .join(', ') || 'none'
    throw new ServiceError(400, `Unsupported network: ${reference ?? '(none named)'} (offered: ${names})`)
  }
  return network
}

/** The provider of that id, or the default (the first configured) when none is named; else a 400. */
export function findProvider(config: OnrampConfig, id: string | undefined): OnrampProviderConfig {
  const provider = id === undefined ? config.providers[0] : config.providers.find((item) => item.id === id)
  if (!provider) throw new ServiceError(400, `Unknown on-ramp provider: ${id}`)
  return provider
}

function findPaymentCurrency(config: OnrampConfig, id: string): PaymentCurrencyConfig {
  const currency = config.paymentCurrencies.find((item) => item.id === id.toUpperCase())
  if (!currency) {
    const ids = config.paymentCurrencies.map((item) => item.id).join(', ')
    throw new ServiceError(400, `Unsupported payment currency: ${id} (accepted: ${ids})`)
  }
  return currency
}

function findLimit(currency: PaymentCurrencyConfig, method: string): PaymentMethodLimitConfig {
  const limit = currency.limits.find((item) => item.id === method)
  if (!limit) {
    const ids = currency.limits.map((item) => item.id).join(', ')
    throw new ServiceError(400, `Unsupported payment method: ${method} (accepted: ${ids})`)
  }
  return limit
}

/** SPEC §5: the amount paid must lie within the payment method's limits in that currency; else a 400 naming them. */
function checkLimits(totalCents: bigint, currency: PaymentCurrencyConfig, method: string): void {
  const limit = findLimit(currency, method)
  const min = parseFiatCents(limit.min)
  const max = parseFiatCents(limit.max)
  if (min === undefined || max === undefined) throw new Error(`Malformed ${method} limits for ${currency.id}`)
  if (totalCents < min || totalCents > max) {
    throw new ServiceError(400, `The amount must be between ${limit.min} and ${limit.max} ${currency.id}`)
  }
}

/** The fiat amount a request names, in cents; a 400 when it is not an amount with at most two decimals. */
export function requestedCents(amount: string | number): bigint {
  const cents = parseFiatCents(amount)
  if (cents === undefined) {
    throw new ServiceError(400, 'The amount must be a number with at most two decimals, e.g. 50.00')
  }
  return cents
}

/** What a quote is for. The amount is what the buyer pays, fees included (as Coinbase's quotes read it). */
export interface QuoteRequest {
  provider: OnrampProviderConfig
  network: OnrampNetworkConfig
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  totalCents: bigint
}

/** A quote and what it sends: `units` of the coin, in its smallest unit. */
export interface ComputedQuote {
  quote: OnrampQuote
  coin: NativeCurrencyConfig
  units: bigint
}

/** The coin sold on the network, if it is the one asked for; else a 400. */
function coinOn(catalogue: OnrampCatalogue, network: OnrampNetworkConfig, wanted: string) {
  const coin = catalogue.prices.native(network.chainId)
  if (coin.symbol.toUpperCase() !== wanted.toUpperCase()) {
    throw new ServiceError(400, `${wanted} is not offered on ${network.name} (${coin.symbol} is)`)
  }
  return coin
}

/** The fiat parts of a total: the provider's fee, the network fee and what is left to buy with. */
function split(request: QuoteRequest, currency: PaymentCurrencyConfig) {
  const rate = scaledRate(currency.usdRate)
  const providerFee = feeCents(request.totalCents, BigInt(request.provider.feeBps))
  const networkFee = usdToFiatCents(BigInt(request.network.networkFeeUsdCents), rate)
  return { rate, providerFee, networkFee, subtotal: request.totalCents - providerFee - networkFee }
}

/**
 * POST /v1/onramp/quote: the total is checked against the payment method's limits, the provider's fee and the
 * network fee come off it, and the rest buys the coin at the price table's price (EUR through its USD rate).
 */
export function computeQuote(catalogue: OnrampCatalogue, request: QuoteRequest): ComputedQuote {
  const coin = coinOn(catalogue, request.network, request.purchaseCurrency)
  const currency = findPaymentCurrency(catalogue.config, request.paymentCurrency)
  checkLimits(request.totalCents, currency, request.paymentMethod)
  const { rate, providerFee, networkFee, subtotal } = split(request, currency)
  const units = subtotal > 0n ? purchaseUnits(subtotal, rate, scaledRate(coin.price), coin.decimals) : 0n
  if (units === 0n) throw new ServiceError(400, 'The amount does not cover the fees')
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: currency.id })
  return {
    quote: {
      paymentTotal: fiat(request.totalCents),
      paymentSubtotal: fiat(subtotal),
      coinbaseFee: fiat(providerFee),
      networkFee: fiat(networkFee),
      purchaseAmount: { amount: formatUnits(units, coin.decimals), currency: coin.symbol },
      quoteId: randomUUID(),
    },
    coin,
    units,
  }
}

/**
 * The smallest total (in cents) whose quote buys at least `units` of the coin: a URL with a preset crypto
 * amount is charged that. The fees are a share of the total, so the total is found by stepping up from the
 * estimate (a few cents at most).
 */
export function totalForUnits(
  catalogue: OnrampCatalogue,
  request: Omit<QuoteRequest, 'totalCents'>,
  units: bigint,
): bigint {
  const coin = coinOn(catalogue, request.network, request.purchaseCurrency)
  const currency = findPaymentCurrency(catalogue.config, request.paymentCurrency)
  const rate = scaledRate(currency.usdRate)
  const price = scaledRate(coin.price)
  const subtotal = fiatCentsFor(units, rate, price, coin.decimals)
  const estimate =
    ((subtotal + split({ ...request, totalCents: 0n }, currency).networkFee) * 10_000n) /
    BigInt(10_000 - request.provider.feeBps)
  for (let total = estimate; ; total += 1n) {
    const parts = split({ ...request, totalCents: total }, currency)
    if (parts.subtotal > 0n && purchaseUnits(parts.subtotal, rate, price, coin.decimals) >= units)
      return total
  }
}
