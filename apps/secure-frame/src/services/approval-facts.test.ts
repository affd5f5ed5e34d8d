import { beforeAll, describe, expect, it } from 'vitest'
import { createBackend, deployments, injectFault, testServices, useTestServices } from '../test/services.js'
import { servicesFacts } from './approval-facts.js'
import { createServicesClient } from './client.js'

/** An address the services deployed nothing at. */
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

useTestServices({ chains: [1, 137] })

/** GUSD, as the services deployed it on chain 1 (lower case, as the frame keeps addresses). */
let TOKEN: string
beforeAll(async () => {
  TOKEN = (await deployments(1)).GUSD!.toLowerCase()
})

function setup(timeoutMs?: number) {
  const backend = createBackend()
  const facts = servicesFacts(createServicesClient(backend.url, backend.fetch), 'project-1', { timeoutMs })
  return { backend, facts }
}

const tokenCalls = (backend: ReturnType<typeof createBackend>) =>
  backend.calls.filter((call) => call.path.startsWith('/v1/tokens/'))

describe('servicesFacts', () => {
  it("prices a chain's coin, and says nothing for a chain the services do not price", async () => {
    const { facts } = setup()
    // The services' price table: POL at 0.50 USD; they have no chain 10.
    expect(await facts.nativeUsdPrice(137)).toBe(0.5)
    expect(await facts.nativeUsdPrice(10)).toBeUndefined()
  })

  it('gives up on a late answer after its timeout, without rejecting', async () => {
    const { facts } = setup(20)
    const { base } = testServices()
    await injectFault(base, { route: '/v1/fungible/price', delayMs: 1_000 })
    await injectFault(base, { route: '/v1/tokens/*', delayMs: 1_000 })
    expect(await facts.nativeUsdPrice(1)).toBeUndefined()
    expect((await facts.tokens(1, [TOKEN])).get(TOKEN)).toBeUndefined()
  })

  it('keeps the tokens the services know, asks once per token, and remembers only found ones', async () => {
    const { backend, facts } = setup()
    const book = await facts.tokens(1, [
      TOKEN.toUpperCase().replace('0X', '0x'),
      TOKEN,
      OTHER,
      'not-an-address',
    ])
    expect(book.get(TOKEN)).toEqual({ symbol: 'GUSD', decimals: 6 })
    expect(book.get(OTHER)).toBeUndefined()
    expect(tokenCalls(backend)).toHaveLength(2)
    await facts.tokens(1, [TOKEN, OTHER])
    // GUSD came from memory; the unknown token is asked again (it may be listed later).
    expect(tokenCalls(backend).map((call) => call.path)).toEqual([
      `/v1/tokens/eip155%3A1%3A${TOKEN}`,
      `/v1/tokens/eip155%3A1%3A${OTHER}`,
      `/v1/tokens/eip155%3A1%3A${OTHER}`,
    ])
  })

  it.each([
    [
      'another token than the one asked',
      () => ({ address: `eip155:1:${OTHER}`, symbol: 'GUSD', decimals: 6 }),
    ],
    [
      'a symbol that reads as words',
      () => ({ address: `eip155:1:${TOKEN}`, symbol: 'USDC (safe)', decimals: 6 }),
    ],
    [
      'a symbol with a direction override',
      () => ({ address: `eip155:1:${TOKEN}`, symbol: 'DSU\u202e', decimals: 6 }),
    ],
    ['impossible decimals', () => ({ address: `eip155:1:${TOKEN}`, symbol: 'GUSD', decimals: 77 })],
  ])('refuses an answer about %s', async (_, answer) => {
    // The services (or whatever answers in their name) lie about the token.
    await injectFault(testServices().base, {
      route: '/v1/tokens/*',
      status: 200,
      body: JSON.stringify({ name: 'Gangway USD', ...answer() }),
    })
    const { facts } = setup()
    expect((await facts.tokens(1, [TOKEN])).get(TOKEN)).toBeUndefined()
  })

  it('asks about a handful of tokens at most', async () => {
    const { backend, facts } = setup()
    const many = Array.from({ length: 20 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`)
    await facts.tokens(1, many)
    expect(tokenCalls(backend)).toHaveLength(8)
  })
})
