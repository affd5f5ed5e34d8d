import { ERROR_MESSAGES } from '@gangway/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../appkit-core.js'
import type { AppKitCore } from '../instance.js'
import { ADDRESS, createMapStorage, testNetworks } from '../test/fixtures.js'
import { SWAP_QUOTE_DEBOUNCE_MS, swapQuoteKey } from './quote-swap.js'
import { setSwapAmount, setSwapToken } from './swap-form.js'
import { swapState } from './swap-state.js'

// The services are stood in for at the outermost boundary (fetch): these tests are about time, which fake
// timers control; the real quotes are checked against the running services in swap-tokens.test.ts.
const SERVICES = 'https://services.test'
const ETH = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}
const GWT = {
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Gangway',
  symbol: 'GWT',
  decimals: 18,
}

interface QuoteCall {
  amount: string
  signal: AbortSignal
  answer(response: Response): void
}

let calls: QuoteCall[]

beforeEach(() => {
  calls = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname !== '/v1/convert/quotes') return Promise.resolve(new Response('', { status: 404 }))
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal as AbortSignal
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      calls.push({ amount: url.searchParams.get('amount') ?? '', signal, answer: resolve })
    })
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const quotes = (toAmount: string) =>
  Response.json({ quotes: [{ fromAmount: '1', toAmount, priceImpact: '0.1', fee: '3' }] })

/** A core whose account is on Ethereum, with ETH → GWT in the form (set directly: no token list is read). */
function swapCore(): AppKitCore {
  const core = createAppKitCore(
    { projectId: 'test-project', networks: [testNetworks.mainnet], services: { blockchainApiUrl: SERVICES } },
    { storage: createMapStorage(), isMobile: () => false, pageOrigin: () => undefined },
  )
  core.store.chain.setAccountState('eip155', {
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    status: 'connected',
  })
  Object.assign(swapState(core), { from: ETH, to: GWT })
  return core
}

async function typeSlowly(core: AppKitCore, text: string, pauseMs: number) {
  for (let end = 1; end <= text.length; end++) {
    setSwapAmount(core, text.slice(0, end))
    await vi.advanceTimersByTimeAsync(pauseMs)
  }
}

describe('debounced quoting', () => {
  it('asks once, for the last amount, when typing pauses', async () => {
    const core = swapCore()
    await typeSlowly(core, '0.15', SWAP_QUOTE_DEBOUNCE_MS - 50)
    expect(calls).toEqual([])
    // The view says a quote is coming at once.
    expect(swapState(core).quote.status).toBe('loading')

    await vi.advanceTimersByTimeAsync(50)
    expect(calls.map((call) => call.amount)).toEqual(['150000000000000000'])
    calls[0]?.answer(quotes('1200'))
    await vi.advanceTimersByTimeAsync(0)
    expect(swapState(core).quote).toEqual({
      status: 'ready',
      key: swapQuoteKey(ETH.address, GWT.address, 150_000_000_000_000_000n),
      toAmount: 1200n,
      priceImpact: 0.1,
      fee: 3n,
    })
  })

  it('a newer input aborts the request in flight, and a late answer to it is dropped', async () => {
    const core = swapCore()
    setSwapAmount(core, '1')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    const [first] = calls
    expect(first?.amount).toBe('1000000000000000000')

    setSwapAmount(core, '2')
    expect(first?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    const second = calls[1]
    expect(second?.amount).toBe('2000000000000000000')
    second?.answer(quotes('2400'))
    first?.answer(quotes('1200'))
    await vi.advanceTimersByTimeAsync(0)
    expect(swapState(core).quote).toMatchObject({ status: 'ready', toAmount: 2400n })
    expect(swapState(core).error).toBeUndefined()
  })

  it('asks nothing for an amount that does not read, or without both tokens', async () => {
    const core = swapCore()
    for (const amount of ['', 'abc', '-1', '0', '0.0000000000000000001']) {
      setSwapAmount(core, amount)
      await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
      expect(swapState(core).quote.status).toBe('idle')
    }
    swapState(core).to = undefined
    setSwapAmount(core, '1')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    expect(calls).toEqual([])
  })

  it('picking a token quotes at once, with no typing to wait for', async () => {
    const core = swapCore()
    swapState(core).to = undefined
    setSwapAmount(core, '1')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    setSwapToken(core, 'to', GWT)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.map((call) => call.amount)).toEqual(['1000000000000000000'])
  })

  it("a failed quote is the form's error until the next input; the SPEC's words when the network has no swaps", async () => {
    const core = swapCore()
    setSwapAmount(core, '1')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    calls[0]?.answer(Response.json({ message: 'Token not supported' }, { status: 400 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(swapState(core).quote.status).toBe('error')
    expect(swapState(core).error?.reason).toBe('quote-failed')

    setSwapAmount(core, '1.5')
    expect(swapState(core).error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    calls[1]?.answer(Response.json({ quotes: [{ toAmount: '0' }] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(swapState(core).error?.reason).toBe('no-liquidity')

    setSwapAmount(core, '2')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    calls[2]?.answer(Response.json({ message: ERROR_MESSAGES.swapsUnsupported }, { status: 400 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(swapState(core).error).toEqual({
      reason: 'network-unsupported',
      message: 'Network not supported for Swaps',
    })
    // Nothing more is asked on a network without swaps.
    setSwapAmount(core, '3')
    await vi.advanceTimersByTimeAsync(SWAP_QUOTE_DEBOUNCE_MS)
    expect(calls).toHaveLength(3)
  })
})
