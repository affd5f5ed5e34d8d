// Response and request schemas (also published alone as `@gangway/api/schemas`).
export * from './schemas/index.js'

// Errors.
export {
  HttpRequestError,
  isRequestAborted,
  RequestAbortedError,
  RequestTimeoutError,
} from './errors/request.js'

// Generic HTTP client.
export {
  type BodyRequestOptions,
  createHttpClient,
  DEFAULT_HTTP_TIMEOUT,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
  type ResponseOf,
} from './http/http-client.js'
export { buildUrl, pathSegment, type QueryParams, type QueryValue } from './http/url.js'
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './http/idempotency-key.js'
export { type ServiceClientOptions, sdkQuery } from './http/service-options.js'
export { createTtlCache, type LoadOptions, type TtlCache, type TtlCacheOptions } from './cache/ttl-cache.js'

// Wallet directory.
export {
  createDirectoryClient,
  DIRECTORY_IMAGE_PATHS,
  type DirectoryClient,
  type DirectoryClientOptions,
  type DirectoryImageKind,
  type GetWalletsParams,
} from './directory/directory-client.js'

// Blockchain API.
// The blockchain-API client itself is `@gangway/api/blockchain`, its own module (see that entry).
export type { BlockchainClient } from './blockchain/blockchain-client.js'
export type { BlockchainClientOptions, BlockchainNotice } from './blockchain/context.js'
export type {
  AccountCalls,
  FetchIdentityParams,
  FetchTokenPriceParams,
  FetchTransactionsParams,
  GetBalanceParams,
} from './blockchain/account-calls.js'
export type {
  ApproveCalldataParams,
  ConvertCalls,
  SwapAllowanceParams,
  SwapCalldataParams,
  SwapQuoteParams,
} from './blockchain/convert-calls.js'
export {
  DEFAULT_NAME_ZONE,
  type NameCalls,
  type RegisterNameParams,
  type ReverseLookupParams,
} from './blockchain/name-calls.js'
export type { FetchNftsParams, NftCalls } from './blockchain/nft-calls.js'
export type { GenerateOnRampUrlParams, OnrampCalls, OnrampQuoteParams } from './blockchain/onramp-calls.js'
export type { RevokeSessionParams, SessionCalls } from './blockchain/session-calls.js'
export {
  DEFAULT_ONRAMP_OPTIONS,
  DEFAULT_PAYMENT_METHOD_LIMITS,
  PLACEHOLDER_QUOTE_ID,
  placeholderQuote,
} from './blockchain/onramp-fallbacks.js'
export { dropZeroDecimalBalances } from './blockchain/balances.js'
export { evmCoinType } from './blockchain/coin-type.js'
export { createRetryWindow, type RetryWindow } from './blockchain/retry-window.js'

// Analytics.
export {
  type AnalyticsClient,
  type AnalyticsClientOptions,
  createAnalyticsClient,
  ERROR_TELEMETRY_LIMIT,
  type SendResult,
} from './analytics/analytics-client.js'
export {
  buildErrorProps,
  buildEventBody,
  ERROR_EVENT,
  isSentEvent,
  MODAL_CREATED_EVENT,
  type PageLocation,
} from './analytics/event-body.js'
export { createRateLimiter, type RateLimiter } from './analytics/rate-limiter.js'
