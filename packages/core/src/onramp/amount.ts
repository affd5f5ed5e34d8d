import type { PaymentMethodLimit } from '@gangway/api'

/** The payment method the modal buys with: the providers' checkouts take a card. */
export const ONRAMP_PAYMENT_METHOD = 'card'

/** What is wrong with a fiat amount as typed, checked before anything is asked of a provider. */
export type OnrampAmountProblem =
  | { kind: 'not-a-number' }
  | { kind: 'too-many-decimals' }
  /** SPEC §5: outside the payment method's limits in that currency. */
  | { kind: 'out-of-limits'; min: string; max: string; currency: string }
  /** The options name no (readable) limits for the method in that currency: it is not offered there. */
  | { kind: 'method-unavailable'; method: string; currency: string }

export type ParsedFiatAmount =
  | { ok: true; cents: bigint; amount: string }
  | { ok: false; problem: 'empty' | 'not-a-number' | 'too-many-decimals' }

/**
 * A fiat amount as typed ('50', '50.5', '50.', ' 7500.00 '): its cents and its shortest form ('50.5'). Only
 * digits with at most one point: '1,000', '-5' and '1e3' are not amounts here, so nothing is guessed.
 */
export function parseFiatAmount(text: string): ParsedFiatAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'empty' }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed)
  if (!match) return { ok: false, problem: 'not-a-number' }
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { ok: false, problem: 'too-many-decimals' }
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  const shortFraction = fraction.replace(/0+$/, '')
  const amount = `${BigInt(whole)}${shortFraction ? `.${shortFraction}` : ''}`
  return { ok: true, cents, amount }
}

/** The limits of `method` in `currency` that the options give, if any. */
export function paymentLimit<Limit extends PaymentMethodLimit>(
  options: {
    readonly paymentCurrencies: readonly { id: string; readonly payment_method_limits: readonly Limit[] }[]
  },
  currency: string,
  method: string,
): Limit | undefined {
  return options.paymentCurrencies
    .find((item) => item.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method)
}

/**
 * SPEC §5: the amount typed, checked against the payment method's limits in the payment currency. Returns the
 * amount to ask a quote for, nothing for an empty field, or the problem (in words by {@link onrampAmountMessage}).
 */
export function checkOnrampAmount(
  text: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
  method: string,
): { amount: string } | { problem: OnrampAmountProblem } | undefined {
  const parsed = parseFiatAmount(text)
  if (!parsed.ok) return parsed.problem === 'empty' ? undefined : { problem: { kind: parsed.problem } }
  const min = limit && parseFiatAmount(limit.min)
  const max = limit && parseFiatAmount(limit.max)
  if (!limit || !min?.ok || !max?.ok) return { problem: { kind: 'method-unavailable', method, currency } }
  if (parsed.cents < min.cents || parsed.cents > max.cents) {
    return { problem: { kind: 'out-of-limits', min: limit.min, max: limit.max, currency } }
  }
  return { amount: parsed.amount }
}

/**
 * The problem in English. The limits read exactly as the services word them when they refuse such a quote
 * ('The amount must be between 10.00 and 7500.00 USD'), so the visitor meets one wording whoever checks.
 */
export function onrampAmountMessage(problem: OnrampAmountProblem): string {
  switch (problem.kind) {
    case 'not-a-number':
      return 'Enter an amount such as 50.00'
    case 'too-many-decimals':
      return 'Use at most two decimals'
    case 'out-of-limits':
      return `The amount must be between ${problem.min} and ${problem.max} ${problem.currency}`
    case 'method-unavailable':
      return `Paying by ${problem.method} is not offered in ${problem.currency}`
  }
}
