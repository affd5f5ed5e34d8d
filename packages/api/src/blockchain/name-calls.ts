import { CACHE_TTL, NAME_SUFFIXES } from '@gangway/common'
import { createTtlCache } from '../cache/ttl-cache.js'
import { pathSegment } from '../http/url.js'
import {
  type NameRecord,
  NameRecordSchema,
  type NameSuggestion,
  NameSuggestionsResponseSchema,
  ReverseLookupResponseSchema,
  SuccessResponseSchema,
} from '../schemas/profile.js'
import type { BlockchainContext } from './context.js'
import { newIdempotencyKey } from '../http/idempotency-key.js'

interface Signal {
  signal?: AbortSignal | undefined
}

/** SPEC §9: the default suggestion zone, our name domain without its leading dot. */
export const DEFAULT_NAME_ZONE = NAME_SUFFIXES[0].slice(1)

/** The name API version the lookups use (SPEC §7: apiVersion=2). */
const NAME_API_VERSION = 2

export interface ReverseLookupParams extends Signal {
  address: string
  sender?: string | undefined
}

export interface RegisterNameParams extends Signal {
  /** Coin type of the address (see `evmCoinType`). */
  coinType: number
  address: string
  /** The signed registration message. */
  message: string
  signature: string
}

export interface NameCalls {
  /** GET /v1/profile/account/{name}, cached 5 minutes (SPEC §9). */
  lookupEnsName(name: string, options?: Signal): Promise<NameRecord>
  /** GET /v1/profile/reverse/{address}: the names of an address, cached 5 minutes. */
  reverseLookupEnsName(params: ReverseLookupParams): Promise<NameRecord[]>
  /** GET /v1/profile/suggestions/{name}. */
  getEnsNameSuggestions(name: string, options?: { zone?: string } & Signal): Promise<NameSuggestion[]>
  /** POST /v1/profile/account; true when the service registered the name. Clears the name caches. */
  registerEnsName(params: RegisterNameParams): Promise<boolean>
}

/** SPEC §7 name ("profile") calls. */
export function createNameCalls({ http, query, now }: BlockchainContext): NameCalls {
  const lookups = createTtlCache<NameRecord>({ ttl: CACHE_TTL.names, now })
  const reverseLookups = createTtlCache<NameRecord[]>({ ttl: CACHE_TTL.names, now })

  return {
    lookupEnsName: (name, { signal } = {}) =>
      lookups.getOrLoad(name, () =>
        http.get({
          path: `/v1/profile/account/${pathSegment(name)}`,
          params: { ...query, apiVersion: NAME_API_VERSION },
          signal,
          schema: NameRecordSchema,
        }),
      ),
    reverseLookupEnsName: ({ address, sender, signal }) =>
      reverseLookups.getOrLoad(address, () =>
        http.get({
          path: `/v1/profile/reverse/${pathSegment(address)}`,
          params: { ...query, sender, apiVersion: NAME_API_VERSION },
          signal,
          schema: ReverseLookupResponseSchema,
        }),
      ),
    getEnsNameSuggestions: async (name, { zone = DEFAULT_NAME_ZONE, signal } = {}) => {
      const response = await http.get({
        path: `/v1/profile/suggestions/${pathSegment(name)}`,
        params: { ...query, zone },
        signal,
        schema: NameSuggestionsResponseSchema,
      })
      return response.suggestions
    },
    registerEnsName: async ({ coinType, address, message, signature, signal }) => {
      const response = await http.post({
        path: '/v1/profile/account',
        params: query,
        body: { coin_type: coinType, address, message, signature },
        idempotencyKey: newIdempotencyKey(),
        signal,
        schema: SuccessResponseSchema,
      })
      // A new name changes what lookups of it and of its address return.
      lookups.clear()
      reverseLookups.clear()
      return response.success
    },
  }
}
