import { CACHE_TTL, ERROR_MESSAGES, RETRY } from '@gangway/common'
import { createTtlCache } from '../cache/ttl-cache.js'
import { isRequestAborted } from '../errors/request.js'
import { pathSegment } from '../http/url.js'
import {
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  type FungiblePriceResponse,
  type Identity,
  IdentitySchema,
  type SupportedChains,
  SupportedChainsSchema,
  type TokenBalance,
} from '../schemas/blockchain.js'
import { type HistoryResponse, HistoryResponseSchema } from '../schemas/history.js'
import { dropZeroDecimalBalances } from './balances.js'
import { type BlockchainContext, reportFallback } from './context.js'
import { createRetryWindow } from './retry-window.js'

interface Signal {
  signal?: AbortSignal | undefined
}

export interface FetchIdentityParams extends Signal {
  address: string
  sender?: string | undefined
  /** Skip the 5-minute cache, e.g. right after the address registered a name. */
  force?: boolean | undefined
}

export interface FetchTransactionsParams extends Signal {
  /** The address whose activity is read. */
  account: string
  cursor?: string | undefined
  /** On-ramp provider; its history must be fresh, so it is fetched without the browser cache. */
  onramp?: string | undefined
  chainId?: string | undefined
  cache?: RequestCache | undefined
}

export interface GetBalanceParams extends Signal {
  address: string
  /** CAIP-2 id of the network. */
  chainId?: string | undefined
  /** Bypasses the 30 s cache; sent as `forceUpdate` (e.g. the CAIP-10 id of a token just sent). */
  forceUpdate?: string | undefined
}

export interface FetchTokenPriceParams extends Signal {
  /** CAIP-10 ids of the tokens. */
  addresses: readonly string[]
}

export interface AccountCalls {
  /** GET v1/supported-chains. */
  getSupportedChains(params?: Signal): Promise<SupportedChains>
  /** GET /v1/identity/{address}, cached 5 minutes (SPEC §9). */
  fetchIdentity(params: FetchIdentityParams): Promise<Identity>
  /** GET /v1/account/{account}/history. */
  fetchTransactions(params: FetchTransactionsParams): Promise<HistoryResponse>
  /**
   * GET /v1/account/{address}/balance, cached 30 s (SPEC §9). On failure: empty balances, the toast 'Token
   * Balance Unavailable', and no request for 30 s (SPEC §8).
   */
  getBalance(params: GetBalanceParams): Promise<TokenBalance[]>
  /** POST /v1/fungible/price. */
  fetchTokenPrice(params: FetchTokenPriceParams): Promise<FungiblePriceResponse>
}

export function createAccountCalls(context: BlockchainContext): AccountCalls {
  const { http, query, now } = context
  const identities = createTtlCache<Identity>({ ttl: CACHE_TTL.identity, now })
  const balances = createTtlCache<TokenBalance[]>({ ttl: CACHE_TTL.portfolioBalance, now })
  const balanceRetry = createRetryWindow({ wait: RETRY.balanceRetryWait, now })

  function balanceUnavailable(): TokenBalance[] {
    context.options.onNotice?.({ toast: ERROR_MESSAGES.tokenBalanceUnavailable })
    return []
  }

  async function getBalance({ address, chainId, forceUpdate, signal }: GetBalanceParams) {
    if (balanceRetry.isBlocked()) return balanceUnavailable()
    try {
      const result = await balances.getOrLoad(
        `${chainId ?? ''}|${address}`,
        async () => {
          const response = await http.get({
            path: `/v1/account/${pathSegment(address)}/balance`,
            params: { ...query, currency: 'usd', chainId, forceUpdate },
            signal,
            schema: BalanceResponseSchema,
          })
          return dropZeroDecimalBalances(response.balances)
        },
        { force: forceUpdate !== undefined },
      )
      balanceRetry.recordSuccess()
      return result
    } catch (error) {
      if (isRequestAborted(error)) throw error
      balanceRetry.recordFailure()
      reportFallback(context, error, 'getBalance')
      return balanceUnavailable()
    }
  }

  return {
    getSupportedChains: ({ signal } = {}) =>
      http.get({ path: 'v1/supported-chains', params: query, signal, schema: SupportedChainsSchema }),
    fetchIdentity: ({ address, sender, force, signal }) =>
      identities.getOrLoad(
        address,
        () =>
          http.get({
            path: `/v1/identity/${pathSegment(address)}`,
            params: { ...query, sender },
            signal,
            schema: IdentitySchema,
          }),
        { force },
      ),
    fetchTransactions: ({ account, cursor, onramp, chainId, cache, signal }) =>
      http.get({
        path: `/v1/account/${pathSegment(account)}/history`,
        params: { ...query, cursor, onramp, chainId },
        cache: cache ?? (onramp ? 'no-cache' : undefined),
        signal,
        schema: HistoryResponseSchema,
      }),
    getBalance,
    fetchTokenPrice: ({ addresses, signal }) =>
      http.post({
        path: '/v1/fungible/price',
        params: query,
        body: { currency: 'usd', addresses, projectId: query.projectId },
        readOnly: true,
        signal,
        schema: FungiblePriceResponseSchema,
      }),
  }
}
