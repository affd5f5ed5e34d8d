import { isRequestAborted } from '../errors/request.js'
import {
  type DestinationWallet,
  type OnrampOptions,
  OnrampOptionsSchema,
  type OnrampQuote,
  type OnrampQuoteRequest,
  OnrampQuoteSchema,
  OnrampUrlResponseSchema,
} from '../schemas/onramp.js'
import { type BlockchainContext, reportFallback } from './context.js'
import { DEFAULT_ONRAMP_OPTIONS, placeholderQuote } from './onramp-fallbacks.js'
import { newIdempotencyKey } from '../http/idempotency-key.js'

interface Signal {
  signal?: AbortSignal | undefined
}

export interface GenerateOnRampUrlParams extends Signal {
  destinationWallets: readonly DestinationWallet[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  /** The provider whose checkout opens (its id, e.g. 'coinbase'); else the service's default. */
  provider?: string | undefined
  /** The currency of `presetFiatAmount`, e.g. 'EUR'; else the service's default. */
  paymentCurrency?: string | undefined
}

export type OnrampQuoteParams = OnrampQuoteRequest & Signal

export interface OnrampCalls {
  /** POST /v1/generators/onrampurl: the checkout URL (always a safe web link). */
  generateOnRampUrl(params: GenerateOnRampUrlParams): Promise<string>
  /** GET /v1/onramp/options; the built-in defaults on failure (SPEC §7, limits of §5). */
  getOnrampOptions(params?: Signal): Promise<OnrampOptions>
  /** POST /v1/onramp/quote; a placeholder quote with the requested amount on failure (SPEC §7). */
  getOnrampQuote(params: OnrampQuoteParams): Promise<OnrampQuote>
}

/** SPEC §7 on-ramp calls. Aborts are passed on; other failures fall back. */
export function createOnrampCalls(context: BlockchainContext): OnrampCalls {
  const { http, query } = context

  return {
    generateOnRampUrl: async ({ signal, ...params }) => {
      const response = await http.post({
        path: '/v1/generators/onrampurl',
        params: query,
        body: { ...params, defaultExperience: 'buy' },
        // Each call stores a purchase: a retry with the same key gets the same URL, not a second purchase.
        idempotencyKey: newIdempotencyKey(),
        signal,
        schema: OnrampUrlResponseSchema,
      })
      return response.url
    },
    getOnrampOptions: async ({ signal } = {}) => {
      try {
        return await http.get({
          path: '/v1/onramp/options',
          params: query,
          signal,
          schema: OnrampOptionsSchema,
        })
      } catch (error) {
        if (isRequestAborted(error)) throw error
        reportFallback(context, error, 'getOnrampOptions')
        return structuredClone(DEFAULT_ONRAMP_OPTIONS)
      }
    },
    getOnrampQuote: async ({ signal, ...request }) => {
      try {
        return await http.post({
          path: '/v1/onramp/quote',
          params: query,
          body: request,
          readOnly: true,
          signal,
          schema: OnrampQuoteSchema,
        })
      } catch (error) {
        if (isRequestAborted(error)) throw error
        reportFallback(context, error, 'getOnrampQuote')
        return placeholderQuote(request)
      }
    },
  }
}
