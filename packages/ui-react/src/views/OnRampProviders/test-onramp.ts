import type { AppKitCore } from '@gangway/core'
import { type CheckoutWindow, onrampState } from '@gangway/core/onramp'
import { onTestFinished, vi } from 'vitest'
import { connectAccount, createTestCore } from '../../test-utils.js'

/** Where the tests' blockchain service "is": a stand-in answers there (the real one is core's tests' business). */
export const TEST_SERVICES_URL = 'https://services.gangway.test'

const limits = [{ id: 'card', min: '10.00', max: '7500.00' }]

export const TEST_OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'POL',
      name: 'Polygon',
      symbol: 'POL',
      networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
}

export const CHECKOUT_URL = 'https://checkout.gangway.test/onramp/checkout/1'
export const PURCHASE_HASH = `0x${'ab'.repeat(32)}`

const money = (value: number, currency: string) => ({ amount: value.toFixed(2), currency })

/**
 * A quote as the reference services compute it (fee rounded up to the cent, 0.25 network fee, ETH at 3000),
 * so the views show the numbers core's tests check against the real services.
 */
function quoteFor(body: {
  amount: string
  provider: string
  paymentCurrency: string
  purchaseCurrency: string
}) {
  const total = Number(body.amount)
  const fee = Math.ceil(total * (body.provider === 'meld' ? 1.25 : 1.5)) / 100
  const subtotal = total - fee - 0.25
  return {
    coinbaseFee: money(fee, body.paymentCurrency),
    networkFee: money(0.25, body.paymentCurrency),
    paymentSubtotal: money(subtotal, body.paymentCurrency),
    paymentTotal: money(total, body.paymentCurrency),
    purchaseAmount: {
      amount: (Math.floor((subtotal / 3000) * 1e8) / 1e8).toFixed(8),
      currency: body.purchaseCurrency,
    },
    quoteId: `quote-${body.provider}`,
  }
}

export interface OnrampServiceStub {
  /** Paths (with the method) asked for, in order. */
  requests: { method: string; path: string; body: Record<string, unknown> | undefined }[]
  /** Providers whose quote call fails (the client then answers the SPEC §7 placeholder). */
  failingProviders: Set<string>
  /** What the provider's history says of the purchase once its checkout was made. */
  purchaseStatus: 'pending' | 'confirmed' | 'failed'
}

/**
 * A stand-in for the on-ramp calls at TEST_SERVICES_URL for one test (global fetch, restored after it): options,
 * quotes, the checkout URL, and the provider's history, which lists the purchase once its URL was made.
 */
export function stubOnrampService(): OnrampServiceStub {
  const stub: OnrampServiceStub = { requests: [], failingProviders: new Set(), purchaseStatus: 'confirmed' }
  let checkoutMade = false
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init?.method ?? 'GET'
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : undefined
    stub.requests.push({ method, path: url.pathname, body })
    if (url.pathname === '/v1/onramp/options') return Response.json(TEST_OPTIONS)
    if (url.pathname === '/v1/onramp/quote' && body) {
      if (stub.failingProviders.has(body.provider ?? ''))
        return Response.json({ message: 'down' }, { status: 400 })
      return Response.json(quoteFor(body as Parameters<typeof quoteFor>[0]))
    }
    if (url.pathname === '/v1/generators/onrampurl') {
      checkoutMade = true
      return Response.json({ url: CHECKOUT_URL })
    }
    if (url.pathname.endsWith('/history')) {
      const entry = {
        id: 'purchase-1',
        metadata: {
          operationType: 'deposit',
          minedAt: '2025-01-01T00:00:00.000Z',
          status: stub.purchaseStatus,
          sentFrom: '0x1',
          sentTo: '0x2',
          ...(stub.purchaseStatus === 'pending' ? {} : { hash: PURCHASE_HASH }),
        },
        transfers: [
          {
            fungible_info: { symbol: 'ETH', icon: null },
            nft_info: null,
            direction: 'in',
            quantity: { numeric: '0.01633333' },
          },
        ],
      }
      return Response.json({ data: checkoutMade ? [entry] : [], next: null })
    }
    return new Response('Not found', { status: 404 })
  })
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return stub
}

/** A window stand-in for `window.open` (stubbed for the test): what it was navigated to. */
export function stubWindowOpen(opens: 'window' | 'blocked' = 'window') {
  const visited: string[] = []
  const opened: CheckoutWindow[] = []
  vi.stubGlobal(
    'open',
    vi.fn(() => {
      if (opens === 'blocked') return null
      const window = {
        closed: false,
        opener: {},
        close() {},
        location: { replace: (url: string) => visited.push(url) },
      }
      opened.push(window)
      return window
    }),
  )
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return { visited, opened }
}

/**
 * An EVM account on Ethereum with the services at TEST_SERVICES_URL (the test stubs them first:
 * `stubOnrampService()`), opened on Account then `view`.
 */
export async function buyCore(view = 'OnRampProviders'): Promise<AppKitCore> {
  const core = createTestCore({ services: { blockchainApiUrl: TEST_SERVICES_URL } })
  connectAccount(core)
  await core.open({ view: 'Account' })
  core.store.router.push('OnRampProviders')
  if (view !== 'OnRampProviders') core.store.router.push(view)
  return core
}

/** The options as loaded (set directly: no request is made for them). */
export function setOptions(core: AppKitCore, options = TEST_OPTIONS): void {
  Object.assign(onrampState(core).options, { status: 'ready', ...structuredClone(options) })
  onrampState(core).selection.purchaseCurrency = 'ETH'
}
