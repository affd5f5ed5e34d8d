import {
  OnrampOptionsSchema,
  OnrampQuoteRequestSchema,
  OnrampQuoteSchema,
  OnrampUrlRequestSchema,
  OnrampUrlResponseSchema,
  PurchaseCurrencySchema,
} from '@gangway/api/schemas'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { ServicesContext } from '../../context.js'
import { idempotent } from '../../http/idempotency.js'
import { checkResponse, parseRequest, readJsonBody } from '../../http/validate.js'
import { checkoutPath } from './checkout-page.js'
import type { RequestExtras } from './desk.js'
import { selfOrigin } from '../../http/self-origin.js'

const ExtraField = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64)))

/**
 * Fields these services read beyond the client's bodies (SPEC §7 lists no provider or payment method): which
 * provider quotes, which payment method's limits apply (default card), and the URL's payment currency.
 */
const RequestExtrasSchema = v.object({
  provider: ExtraField,
  paymentMethod: ExtraField,
  paymentCurrency: ExtraField,
})

/** Both schemas read the same body: the client's request, and the extras it may carry. */
function parseBody<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): [v.InferOutput<TSchema>, RequestExtras] {
  return [parseRequest(schema, body, 'body'), parseRequest(RequestExtrasSchema, body, 'body')]
}

/**
 * SPEC §7 on-ramp calls: options and quotes from configuration (see quote.ts), and the URL generator, whose
 * URL opens this server's local checkout page for a purchase it stores. The URL generator stores a purchase per
 * call, so it honours an `Idempotency-Key`: a retried call gets the same URL, not a second purchase.
 */
export function onrampRoutes({ onramp, storage, publicUrl }: ServicesContext): Hono {
  const app = new Hono()

  app.get('/v1/onramp/options', (c) => {
    const options = onramp.options()
    // The schema's lists drop entries that do not fit: each entry is checked so none is lost unnoticed.
    for (const currency of options.purchaseCurrencies) {
      checkResponse(PurchaseCurrencySchema, currency, 'onramp purchase currency')
    }
    return c.json(checkResponse(OnrampOptionsSchema, options, 'onramp options'))
  })

  app.post('/v1/onramp/quote', async (c) => {
    const [request, extras] = parseBody(OnrampQuoteRequestSchema, await readJsonBody(c.req.raw))
    return c.json(checkResponse(OnrampQuoteSchema, onramp.quote(request, extras), 'onramp quote'))
  })

  app.post(
    '/v1/generators/onrampurl',
    idempotent(storage.idempotency, { route: 'onramp-url' }),
    async (c) => {
      const [request, extras] = parseBody(OnrampUrlRequestSchema, await readJsonBody(c.req.raw))
      const purchase = await onramp.createPurchase(request, extras)
      const url = new URL(checkoutPath(purchase.id), selfOrigin({ publicUrl }, c)).toString()
      return c.json(checkResponse(OnrampUrlResponseSchema, { url }, 'onramp url'))
    },
  )

  return app
}
