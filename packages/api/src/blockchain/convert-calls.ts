import {
  type ConvertAllowanceResponse,
  ConvertAllowanceResponseSchema,
  type ConvertBuildResponse,
  ConvertBuildResponseSchema,
  type ConvertGasPriceResponse,
  ConvertGasPriceResponseSchema,
  type ConvertQuotesResponse,
  ConvertQuotesResponseSchema,
  type ConvertTokensResponse,
  ConvertTokensResponseSchema,
} from '../schemas/convert.js'
import type { BlockchainContext } from './context.js'
import { newIdempotencyKey } from '../http/idempotency-key.js'

interface Signal {
  signal?: AbortSignal | undefined
}

export interface SwapQuoteParams extends Signal {
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice?: string | undefined
}

export interface SwapAllowanceParams extends Signal {
  tokenAddress: string
  userAddress: string
}

export interface ApproveCalldataParams extends Signal {
  userAddress: string
  from: string
  to: string
}

export interface SwapCalldataParams extends Signal {
  amount: string
  from: string
  to: string
  userAddress: string
  eip155?: { slippage: string | number } | undefined
  disableEstimate?: boolean | undefined
}

export interface ConvertCalls {
  /** GET /v1/convert/quotes. */
  fetchSwapQuote(params: SwapQuoteParams): Promise<ConvertQuotesResponse>
  /** GET /v1/convert/tokens. */
  fetchSwapTokens(params: { chainId: string } & Signal): Promise<ConvertTokensResponse>
  /** GET /v1/convert/allowance. */
  fetchSwapAllowance(params: SwapAllowanceParams): Promise<ConvertAllowanceResponse>
  /** GET /v1/convert/gas-price. */
  fetchGasPrice(params: { chainId: string } & Signal): Promise<ConvertGasPriceResponse>
  /** GET /v1/convert/build-approve. */
  generateApproveCalldata(params: ApproveCalldataParams): Promise<ConvertBuildResponse>
  /** POST /v1/convert/build-transaction. */
  generateSwapCalldata(params: SwapCalldataParams): Promise<ConvertBuildResponse>
}

/** SPEC §7 swap ("convert") calls. */
export function createConvertCalls({ http, query }: BlockchainContext): ConvertCalls {
  return {
    fetchSwapQuote: ({ signal, ...params }) =>
      http.get({
        path: '/v1/convert/quotes',
        params: { ...query, ...params },
        signal,
        schema: ConvertQuotesResponseSchema,
      }),
    fetchSwapTokens: ({ signal, chainId }) =>
      http.get({
        path: '/v1/convert/tokens',
        params: { ...query, chainId },
        signal,
        schema: ConvertTokensResponseSchema,
      }),
    fetchSwapAllowance: ({ signal, ...params }) =>
      http.get({
        path: '/v1/convert/allowance',
        params: { ...query, ...params },
        signal,
        schema: ConvertAllowanceResponseSchema,
      }),
    fetchGasPrice: ({ signal, chainId }) =>
      http.get({
        path: '/v1/convert/gas-price',
        params: { ...query, chainId },
        signal,
        schema: ConvertGasPriceResponseSchema,
      }),
    generateApproveCalldata: ({ signal, ...params }) =>
      http.get({
        path: '/v1/convert/build-approve',
        params: { ...query, ...params },
        signal,
        schema: ConvertBuildResponseSchema,
      }),
    generateSwapCalldata: ({ signal, ...body }) =>
      http.post({
        path: '/v1/convert/build-transaction',
        params: query,
        body: { ...body, projectId: query.projectId },
        // A retry gets the transaction the first attempt built, not a fresh quote the user never saw.
        idempotencyKey: newIdempotencyKey(),
        signal,
        schema: ConvertBuildResponseSchema,
      }),
  }
}
