import type { ProjectRecord } from './storage/types.js'

/**
 * `production` (the default) serves only the real parts; `development` and `test` add the stand-ins and the
 * `/__test` hooks, and bind loopback only.
 */
export type ServicesMode = 'development' | 'test' | 'production'

export const SERVICES_MODES: readonly ServicesMode[] = ['development', 'test', 'production']

/** A local EVM chain the blockchain API reads (and deploys its tokens to). */
export interface ChainConfig {
  chainId: number
  rpcUrl: string
}

export interface NativeCurrencyConfig {
  name: string
  symbol: string
  decimals: number
  /** USD price. */
  price: number
}

export function projectsFromOrigins(origins: Record<string, string[]>): ProjectRecord[] {
  return Object.entries(origins).map(([projectId, allowedOrigins]) => ({
    projectId,
    allowedOrigins,
    isAnalyticsEnabled: true,
  }))
}

/** Native coins per chain id; a chain not listed is priced as Ether. */
export const DEFAULT_NATIVE_CURRENCIES: Record<number, NativeCurrencyConfig> = {
  1: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
  137: { name: 'POL', symbol: 'POL', decimals: 18, price: 0.5 },
}

export const FALLBACK_NATIVE_CURRENCY: NativeCurrencyConfig = DEFAULT_NATIVE_CURRENCIES[1]!
