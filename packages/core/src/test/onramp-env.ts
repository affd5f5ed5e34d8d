import type { CheckoutWindow } from '../onramp/onramp-state.js'

/** The local checkout's test card (apps/services onramp/card.ts), as its form posts it. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const

/**
 * Pays a checkout as a visitor without JavaScript would: the card form POSTed to the checkout's address. The
 * services answer 303 (back to the page) once the coins are sent.
 */
export function payCheckout(url: string, card: Record<string, string> = TEST_CARD): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' })
}

/** A window stand-in: what it was navigated to, and whether it was closed. */
export function fakeWindow(): CheckoutWindow & { visited: string[]; closed: boolean } {
  const visited: string[] = []
  const window = {
    visited,
    closed: false,
    close: () => {
      window.closed = true
    },
    location: { replace: (url: string) => void visited.push(url) },
  }
  return window
}
