/** The one card the local checkout accepts, as payment providers' test modes document it. */
export const TEST_CARD_NUMBER = '4242424242424242'

/** The card form's fields, as POSTed (absent fields read as ''). */
export interface CardForm {
  cardNumber: string
  expiry: string
  cvc: string
}

export type CardField = keyof CardForm

export type CardCheck =
  | { ok: true }
  /** 400 for a malformed field, 402 for a well-formed card that is not the test card (declined). */
  | { ok: false; status: 400 | 402; field: CardField; message: string }

/** The Luhn checksum every real card number satisfies: catches typos before the "bank" is asked. */
function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Whether MM/YY (or MM/YYYY) names this month or a later one. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

/** Checks the card form as a provider's test mode would: only the test card is charged. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const digits = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, status: 400, field: 'cardNumber', message: 'The card number is not valid.' }
  }
  if (!expiryValid(form.expiry, now)) {
    return {
      ok: false,
      status: 400,
      field: 'expiry',
      message: 'The expiry date must be this month or later, written MM/YY.',
    }
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) {
    return { ok: false, status: 400, field: 'cvc', message: 'The CVC must be 3 or 4 digits.' }
  }
  if (digits !== TEST_CARD_NUMBER) {
    return {
      ok: false,
      status: 402,
      field: 'cardNumber',
      message: 'The card was declined: this local checkout only accepts the test card 4242 4242 4242 4242.',
    }
  }
  return { ok: true }
}
