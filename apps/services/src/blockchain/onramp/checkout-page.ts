// The checkout page: a provider's page stand-in, server-rendered. Every value that came from a request or the
// database goes through escapeMarkup; the page has no script and no inline handler, and works as a plain form.
import { createHash } from 'node:crypto'
import { escapeMarkup } from '../../http/escape.js'
import type { PurchaseRecord } from '../../storage/types.js'
import type { CardField, CardForm } from './card.js'

/** Where a checkout's page is served, on the services' own origin. */
export function checkoutPath(id: string): string {
  return `/onramp/checkout/${encodeURIComponent(id)}`
}

/** What the page says around the purchase: the provider's and the network's display names. */
export interface CheckoutLabels {
  provider: string
  network: string
}

export interface CardError {
  field: CardField
  message: string
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#111;background:#f4f5f7}',
  'main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}',
  'h1{font-size:1.5rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#444}',
  'dd{margin:0;text-align:right;overflow-wrap:anywhere}.provider{color:#444;margin:0}',
  'label{display:block;font-weight:600;margin-top:.75rem}',
  'input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #767676;border-radius:6px}',
  'input[aria-invalid=true]{border-color:#b00020}',
  'button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;',
  'background:#1849d6;color:#fff;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #ffbf47}',
  '.error{color:#b00020;border:1px solid #b00020;border-radius:6px;padding:.5rem .75rem;margin-top:1rem}',
  '.hint{color:#444;font-size:.9rem}',
].join('')

/**
 * The page's Content-Security-Policy: no script at all, only this exact style sheet (by its hash), forms
 * posted back here only, and no framing (a payment page must not be overlaid by another site).
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

function layout(title: string, body: string, refreshSeconds?: number): string {
  // A page still waiting for the chain reloads itself: a meta refresh, so no script is needed.
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    refresh,
    `<title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('')
}

function rows(entries: [string, string][]): string {
  const items = entries.map(
    ([label, value]) => `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(value)}</dd>`,
  )
  return `<dl>${items.join('')}</dl>`
}

const paid = (purchase: PurchaseRecord) => `${purchase.paymentTotal} ${purchase.paymentCurrency}`
const bought = (purchase: PurchaseRecord) => `${purchase.purchaseAmount} ${purchase.purchaseCurrency}`

function summary(purchase: PurchaseRecord, labels: CheckoutLabels): string {
  const fiat = (amount: string) => `${amount} ${purchase.paymentCurrency}`
  return [
    '<section aria-labelledby="summary-heading"><h2 id="summary-heading">Order summary</h2>',
    rows([
      ['You pay', paid(purchase)],
      ['You receive', bought(purchase)],
      ['Network', `${labels.network} (chain ${purchase.chainId})`],
      ['To address', purchase.address],
      ['Purchase', fiat(purchase.paymentSubtotal)],
      [`${labels.provider} fee`, fiat(purchase.providerFee)],
      ['Network fee', fiat(purchase.networkFee)],
    ]),
    '</section>',
  ].join('')
}

function heading(labels: CheckoutLabels, title: string): string {
  return `<p class="provider">${escapeMarkup(labels.provider)} · local checkout</p><h1>${escapeMarkup(title)}</h1>`
}

/** One labelled input; the field in error is marked invalid and points at the error text too. */
function field(name: CardField, label: string, value: string, error: CardError | undefined, attrs: string) {
  const describedBy = [name === 'cardNumber' ? 'card-hint' : '', error?.field === name ? 'card-error' : '']
    .filter(Boolean)
    .join(' ')
  const described = describedBy ? ` aria-describedby="${describedBy}"` : ''
  const invalid = error?.field === name ? ' aria-invalid="true"' : ''
  return (
    `<label for="${name}">${escapeMarkup(label)}</label>` +
    `<input id="${name}" name="${name}" value="${escapeMarkup(value)}" required${described}${invalid} ${attrs}>`
  )
}

/** The payable checkout: the summary and the card form (with the error and the values of a refused try). */
export function checkoutPage(
  purchase: PurchaseRecord,
  labels: CheckoutLabels,
  attempt?: { form: CardForm; error: CardError },
): string {
  const error = attempt?.error
  const values = attempt?.form ?? { cardNumber: '', expiry: '', cvc: '' }
  const alert = error
    ? `<p id="card-error" class="error" role="alert">${escapeMarkup(error.message)}</p>`
    : ''
  const form = [
    `<form method="post" action="${escapeMarkup(checkoutPath(purchase.id))}" aria-labelledby="pay-heading">`,
    '<h2 id="pay-heading">Pay with a card</h2>',
    '<p class="hint" id="card-hint">Test mode: card 4242 4242 4242 4242, any future expiry, any CVC.</p>',
    alert,
    field(
      'cardNumber',
      'Card number',
      values.cardNumber,
      error,
      'inputmode="numeric" autocomplete="cc-number"',
    ),
    field('expiry', 'Expiry date (MM/YY)', values.expiry, error, 'autocomplete="cc-exp" placeholder="MM/YY"'),
    // The CVC is never echoed back.
    field('cvc', 'CVC', '', error, 'inputmode="numeric" autocomplete="cc-csc"'),
    `<button type="submit">Pay ${escapeMarkup(paid(purchase))}</button></form>`,
  ].join('')
  return layout(
    `Buy ${bought(purchase)}`,
    heading(labels, `Buy ${bought(purchase)}`) + summary(purchase, labels) + form,
  )
}

/** Paid and arrived: what was sent, its transaction and a link to the local explorer. */
export function completePage(purchase: PurchaseRecord, labels: CheckoutLabels): string {
  const hash = purchase.txHash ?? ''
  const explorer = `/explorer/${purchase.chainId}/tx/${encodeURIComponent(hash)}`
  const body = [
    heading(labels, 'Payment complete'),
    `<p role="status">${escapeMarkup(bought(purchase))} was sent to your wallet. You can close this window.</p>`,
    summary(purchase, labels),
    '<h2>Transaction</h2>',
    rows([['Hash', hash]]),
    `<p><a href="${escapeMarkup(explorer)}">View the transaction</a></p>`,
  ]
  return layout('Payment complete', body.join(''))
}

/** Sent and not mined yet: the page reloads until it is. */
export function inProgressPage(purchase: PurchaseRecord, labels: CheckoutLabels): string {
  const body = [
    heading(labels, 'Payment in progress'),
    `<p role="status">${escapeMarkup(bought(purchase))} is on its way to your wallet.</p>`,
    summary(purchase, labels),
  ]
  return layout('Payment in progress', body.join(''), 2)
}

/** A page that only says something, with the purchase's summary when there is one. */
export function messagePage(
  title: string,
  message: string,
  purchase?: { record: PurchaseRecord; labels: CheckoutLabels },
): string {
  const top = purchase ? heading(purchase.labels, title) : `<h1>${escapeMarkup(title)}</h1>`
  const details = purchase ? summary(purchase.record, purchase.labels) : ''
  return layout(title, `${top}<p role="alert">${escapeMarkup(message)}</p>${details}`)
}
