import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ServicesContext } from '../../context.js'
import type { PurchaseRecord } from '../../storage/types.js'
import { type CardForm, checkCard } from './card.js'
import {
  CHECKOUT_CSP,
  type CheckoutLabels,
  checkoutPage,
  checkoutPath,
  completePage,
  inProgressPage,
  messagePage,
} from './checkout-page.js'
import type { OnrampDesk, PaymentResult } from './desk.js'

/** Purchase ids are UUIDs: anything else is not looked up. */
const PURCHASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** A card form is a few dozen bytes; a bigger body is refused before it is parsed. */
const MAX_FORM_BYTES = 16 * 1024
/** Longest value of a form field kept (and echoed back escaped) when a try is refused. */
const MAX_FIELD_LENGTH = 64

const NOT_FOUND = [
  'Checkout not found',
  'There is no checkout here. Start the purchase again from the app.',
] as const

/** Why a purchase cannot be paid (again): the page's title, message and status. */
const REFUSALS: Record<
  Extract<PaymentResult, { kind: 'refused' }>['reason'],
  [string, string, ContentfulStatusCode]
> = {
  paid: ['Already paid', 'This purchase has already been paid; it cannot be paid twice.', 409],
  'in-progress': ['Payment in progress', 'This purchase is already being paid.', 409],
  failed: [
    'Payment failed',
    'This purchase failed and cannot be paid again. Start a new one from the app.',
    409,
  ],
  expired: ['Checkout expired', 'This checkout has expired. Start the purchase again from the app.', 410],
}

/**
 * The local checkout page (a provider's page stand-in): GET shows the purchase and a card form, POST pays it
 * with the test card and redirects back to the GET, which then says "Payment complete". No script is needed.
 */
export function checkoutRoutes({ onramp }: ServicesContext): Hono {
  const app = new Hono()

  app.use('/onramp/checkout/*', async (c, next) => {
    c.header('Content-Security-Policy', CHECKOUT_CSP)
    // A payment page's state changes under it: never cached, and its address is not leaked onwards.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    await next()
  })

  const find = async (id: string) => (PURCHASE_ID.test(id) ? onramp.store.find(id) : undefined)
  const labels = (purchase: PurchaseRecord): CheckoutLabels => ({
    provider: onramp.providerName(purchase.provider),
    network:
      onramp.catalogue.config.networks.find((network) => network.name === purchase.network)?.displayName ??
      purchase.network,
  })

  app.get('/onramp/checkout/:id', async (c) => {
    const purchase = await find(c.req.param('id'))
    if (!purchase) return c.html(messagePage(...NOT_FOUND), 404)
    return statePage(c, onramp, purchase, labels(purchase))
  })

  app.post(
    '/onramp/checkout/:id',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.html(messagePage('Request too large', 'The form sent was too large.'), 413),
    }),
    async (c) => {
      const id = c.req.param('id')
      const purchase = await find(id)
      if (!purchase) return c.html(messagePage(...NOT_FOUND), 404)
      const described = { record: purchase, labels: labels(purchase) }
      const refusal = refusalOf(onramp, purchase)
      if (refusal) return c.html(messagePage(refusal[0], refusal[1], described), refusal[2])

      const form = await readCardForm(c)
      const check = checkCard(form, new Date())
      if (!check.ok)
        return c.html(checkoutPage(purchase, described.labels, { form, error: check }), check.status)

      const result = await onramp.pay(id)
      switch (result.kind) {
        case 'not-found':
          return c.html(messagePage(...NOT_FOUND), 404)
        case 'refused': {
          const [title, message, status] = REFUSALS[result.reason]
          return c.html(messagePage(title, message, { ...described, record: result.purchase }), status)
        }
        case 'unavailable':
          return c.html(
            messagePage(
              'Payment not possible right now',
              `${result.message}. Nothing was charged; try again.`,
              described,
            ),
            503,
          )
        case 'sent':
          // Post/redirect/get: reloading the result page never posts the payment again.
          return c.redirect(checkoutPath(id), 303)
      }
    },
  )

  return app
}

/** Why the purchase cannot be paid now, if it cannot. */
function refusalOf(onramp: OnrampDesk, purchase: PurchaseRecord) {
  if (onramp.expired(purchase)) return REFUSALS.expired
  if (purchase.status === 'success') return REFUSALS.paid
  if (purchase.status === 'paying') return REFUSALS['in-progress']
  if (purchase.status === 'failed') return REFUSALS.failed
  return undefined
}

/** The page for the purchase as it stands: the form, in progress, complete, failed or expired. */
function statePage(c: Context, onramp: OnrampDesk, purchase: PurchaseRecord, labels: CheckoutLabels) {
  if (onramp.expired(purchase)) {
    const [title, message, status] = REFUSALS.expired
    return c.html(messagePage(title, message, { record: purchase, labels }), status)
  }
  switch (purchase.status) {
    case 'created':
      return c.html(checkoutPage(purchase, labels))
    case 'paying':
      return c.html(inProgressPage(purchase, labels))
    case 'success':
      return c.html(completePage(purchase, labels))
    case 'failed':
      return c.html(
        messagePage(
          'Payment failed',
          'The transfer to your wallet did not go through. Start a new purchase from the app.',
          {
            record: purchase,
            labels,
          },
        ),
      )
  }
}

/** The card fields of a form POST; a missing field, or a file where text belongs, reads as ''. */
async function readCardForm(c: Context): Promise<CardForm> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const text = (name: keyof CardForm) => {
    const value = body[name]
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''
  }
  return { cardNumber: text('cardNumber'), expiry: text('expiry'), cvc: text('cvc') }
}
