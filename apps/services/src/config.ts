import type { ProjectRecord } from './storage/types.js'

export type ServicesMode = 'development' | 'test' | 'production'

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

/** The project the sandbox uses, allowed from the sandbox's origin and any loopback port. */
export const SANDBOX_PROJECT_ID = 'gangway-sandbox'

/** Projects known out of the box: project id → allowed origins (`*` wildcards allowed, SPEC §5). */
export const DEFAULT_PROJECT_ORIGINS: Record<string, string[]> = {
  [SANDBOX_PROJECT_ID]: [
    'http://127.0.0.1:5173',
    'http://localhost:5173',
    'http://127.0.0.1:*',
    'http://localhost:*',
  ],
  'gangway-bench': ['http://127.0.0.1:*', 'http://localhost:*'],
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

/** The anvil account the sandbox's test wallet uses, with a name so identity lookups have an answer. */
export const SEEDED_NAMES = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', name: 'gangway.reown.id', avatar: null },
]
