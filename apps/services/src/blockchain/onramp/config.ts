import { DEFAULT_PAYMENT_METHOD_LIMITS } from '@gangway/api'
import type { Hex } from 'viem'

/** SPEC §9: the on-ramp fee range, 1–2 %, in basis points. */
export const ONRAMP_FEE_RANGE_BPS = { min: 100, max: 200 } as const

export interface OnrampProviderConfig {
  /** The `onramp` value of the history query, e.g. 'coinbase'. */
  id: string
  name: string
  /** The provider's fee on the amount paid, in basis points (150 = 1.5 %), within {@link ONRAMP_FEE_RANGE_BPS}. */
  feeBps: number
}

/** A local chain the on-ramp sells its native coin on (what it is called in options, quotes and URLs). */
export interface OnrampNetworkConfig {
  chainId: number
  /** e.g. 'ethereum': the quote's `network` and the URL's `defaultNetwork` / `blockchains`. */
  name: string
  displayName: string
  /** The network fee the quote charges, in US cents (the local chain's gas is paid by the funding account). */
  networkFeeUsdCents: number
}

export interface PaymentMethodLimitConfig {
  id: string
  /** Decimal strings such as '10.00' (SPEC §5). */
  min: string
  max: string
}

export interface PaymentCurrencyConfig {
  /** e.g. 'USD'. */
  id: string
  /** US dollars one unit is worth: prices are in USD, so EUR amounts are converted with it. */
  usdRate: number
  limits: readonly PaymentMethodLimitConfig[]
}

export interface OnrampConfig {
  /** The first is the default when a request names none. */
  providers: readonly OnrampProviderConfig[]
  networks: readonly OnrampNetworkConfig[]
  paymentCurrencies: readonly PaymentCurrencyConfig[]
  /**
   * Key of the account that funds purchases on every local chain, outside production only (default: anvil's
   * account 8, see test-hooks/stand-ins.ts). Nothing else may use it: the indexer marks every transfer it sends
   * as an on-ramp purchase.
   */
  funderPrivateKey?: Hex
  /** A checkout not paid within this long expires (it stays in the history as failed). */
  checkoutTtlMs: number
}

/** The payment method the checkout page takes (it is a card form). */
export const CHECKOUT_PAYMENT_METHOD = 'card'

/** SPEC §5 limits in USD and EUR, SPEC §9 fees for two providers, the two local chains of the sandbox. */
export const DEFAULT_ONRAMP_CONFIG: OnrampConfig = {
  providers: [
    { id: 'coinbase', name: 'Coinbase', feeBps: 150 },
    { id: 'meld', name: 'Meld.io', feeBps: 125 },
  ],
  networks: [
    { chainId: 1, name: 'ethereum', displayName: 'Ethereum', networkFeeUsdCents: 25 },
    { chainId: 137, name: 'polygon', displayName: 'Polygon', networkFeeUsdCents: 1 },
  ],
  paymentCurrencies: [
    { id: 'USD', usdRate: 1, limits: DEFAULT_PAYMENT_METHOD_LIMITS },
    { id: 'EUR', usdRate: 1.08, limits: DEFAULT_PAYMENT_METHOD_LIMITS },
  ],
  checkoutTtlMs: 30 * 60_000,
}

/** Throws when the configuration cannot serve quotes: a fee outside SPEC §9's range, nothing to sell or pay. */
export function assertOnrampConfig(config: OnrampConfig): void {
  if (config.providers.length === 0) throw new Error('On-ramp configuration: no provider')
  for (const provider of config.providers) {
    const { min, max } = ONRAMP_FEE_RANGE_BPS
    if (!Number.isInteger(provider.feeBps) || provider.feeBps < min || provider.feeBps > max) {
      throw new Error(`On-ramp configuration: ${provider.id}'s fee must be within 1–2 % (${min}–${max} bps)`)
    }
  }
  if (config.paymentCurrencies.length === 0) throw new Error('On-ramp configuration: no payment currency')
  for (const network of config.networks) {
    if (!Number.isInteger(network.networkFeeUsdCents) || network.networkFeeUsdCents < 0) {
      throw new Error(`On-ramp configuration: ${network.name}'s network fee must be whole cents`)
    }
  }
}
