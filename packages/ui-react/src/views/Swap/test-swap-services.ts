import type { ChainAdapter } from '@gangway/core'
import { onTestFinished, vi } from 'vitest'
import { ADDRESS } from '../../test-utils.js'
import { BALANCES, ETH, GUSD, GWT } from './test-fixtures.js'

export const SERVICES_URL = 'https://services.test'
export const SWAP_HASH = `0x${'cd'.repeat(32)}`
const POOL = '0x0000000000000000000000000000000000000b0b'

/**
 * The blockchain API and the chain's RPC for one test, as global fetch (restored after it): the swap routes answer
 * as the services do for ETH, GUSD and GWT (0.1 ETH buys 119.88 GWT), and every receipt is a success. Records
 * the paths asked for.
 */
export function stubSwapServices() {
  const paths: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    paths.push(url.pathname)
    if (init?.method === 'POST' && url.origin !== SERVICES_URL) {
      const { method } = JSON.parse(String(init.body)) as { method: string }
      const result = method === 'eth_getTransactionReceipt' ? { status: '0x1', gasUsed: '0x11170' } : null
      return Response.json({ jsonrpc: '2.0', id: 1, result })
    }
    const answers: Record<string, unknown> = {
      '/v1/convert/tokens': { tokens: [ETH, GUSD, GWT].map((token) => ({ ...token, logoUri: null })) },
      '/v1/convert/gas-price': { standard: '1000000000' },
      '/v1/convert/allowance': { allowance: '0' },
      '/v1/convert/quotes': { quotes: [{ toAmount: '119880000000000000000', priceImpact: '0.1', fee: '1' }] },
      '/v1/convert/build-transaction': {
        tx: { from: ADDRESS, to: POOL, data: '0x12345678', value: '100000000000000000', gas: '75000' },
        toAmount: '119880000000000000000',
        minimumToAmount: '118681200000000000000',
      },
      '/v1/fungible/price': { fungibles: [] },
      [`/v1/account/${ADDRESS}/balance`]: { balances: BALANCES },
      [`/v1/account/${ADDRESS}/history`]: { data: [], next: null },
    }
    const answer = answers[url.pathname]
    return answer ? Response.json(answer) : Response.json({ message: 'Not found' }, { status: 404 })
  })
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return { paths }
}

/** An eip155 adapter whose wallet sends whatever it is asked, answering SWAP_HASH (and records the requests). */
export function sendingAdapter() {
  const sent: { to: string; value: bigint; data?: string | undefined }[] = []
  const unused = () => Promise.reject(new Error('Not used here'))
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    adapterType: 'universal',
    networks: [],
    construct: () => undefined,
    syncConnectors: async () => undefined,
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
    signMessage: unused,
    sendTransaction: async ({ to, value, data }) => {
      sent.push({ to, value, data })
      return { hash: SWAP_HASH }
    },
    parseUnits: (value) => BigInt(value),
    formatUnits: (value) => value.toString(),
    getProvider: () => ({}),
  }
  return { adapter, sent }
}
