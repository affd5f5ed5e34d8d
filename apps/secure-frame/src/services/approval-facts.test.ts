import { describe, expect, it } from 'vitest'
import { createFakeServices } from '../test/fake-services.js'
import { servicesFacts } from './approval-facts.js'
import { createServicesClient } from './client.js'

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

function setup(timeoutMs?: number) {
  const fake = createFakeServices()
  const facts = servicesFacts(createServicesClient('http://services.test', fake.fetch), 'project-1', {
    timeoutMs,
  })
  return { fake, facts }
}

const tokenCalls = (fake: ReturnType<typeof createFakeServices>) =>
  fake.calls.filter((call) => call.path.startsWith('/v1/tokens/'))

describe('servicesFacts', () => {
  it("prices a chain's coin, and says nothing for a chain the services do not price", async () => {
    const { fake, facts } = setup()
    fake.publicFacts.nativePrices['eip155:137'] = { symbol: 'POL', price: 0.5 }
    expect(await facts.nativeUsdPrice(137)).toBe(0.5)
    expect(await facts.nativeUsdPrice(1)).toBeUndefined()
  })

  it('gives up on a late answer after its timeout, without rejecting', async () => {
    const { fake, facts } = setup(20)
    fake.publicFacts.nativePrices['eip155:1'] = { symbol: 'ETH', price: 3_000 }
    fake.publicFacts.tokenMetadata[`eip155:1:${TOKEN}`] = { symbol: 'GUSD', decimals: 6 }
    fake.stalled = /^\/v1\//
    expect(await facts.nativeUsdPrice(1)).toBeUndefined()
    expect((await facts.tokens(1, [TOKEN])).get(TOKEN)).toBeUndefined()
  })

  it('keeps the tokens the services know, asks once per token, and remembers only found ones', async () => {
    const { fake, facts } = setup()
    fake.publicFacts.tokenMetadata[`eip155:1:${TOKEN}`] = { symbol: 'GUSD', decimals: 6 }
    const book = await facts.tokens(1, [
      TOKEN.toUpperCase().replace('0X', '0x'),
      TOKEN,
      OTHER,
      'not-an-address',
    ])
    expect(book.get(TOKEN)).toEqual({ symbol: 'GUSD', decimals: 6 })
    expect(book.get(OTHER)).toBeUndefined()
    expect(tokenCalls(fake)).toHaveLength(2)
    await facts.tokens(1, [TOKEN, OTHER])
    // GUSD came from memory; the unknown token is asked again (it may be listed later).
    expect(tokenCalls(fake).map((call) => call.path)).toEqual([
      `/v1/tokens/eip155%3A1%3A${TOKEN}`,
      `/v1/tokens/eip155%3A1%3A${OTHER}`,
      `/v1/tokens/eip155%3A1%3A${OTHER}`,
    ])
  })

  it.each([
    ['another token than the one asked', { address: `eip155:1:${OTHER}`, symbol: 'GUSD', decimals: 6 }],
    ['a symbol that reads as words', { address: `eip155:1:${TOKEN}`, symbol: 'USDC (safe)', decimals: 6 }],
    [
      'a symbol with a direction override',
      { address: `eip155:1:${TOKEN}`, symbol: 'DSU\u202e', decimals: 6 },
    ],
    ['impossible decimals', { address: `eip155:1:${TOKEN}`, symbol: 'GUSD', decimals: 77 }],
  ])('refuses an answer about %s', async (_, answer) => {
    const fake = createFakeServices()
    const lying = async (input: string, init?: RequestInit) =>
      input.includes('/v1/tokens/') ? Response.json(answer) : fake.fetch(input, init)
    const facts = servicesFacts(createServicesClient('http://services.test', lying), 'project-1')
    expect((await facts.tokens(1, [TOKEN])).get(TOKEN)).toBeUndefined()
  })

  it('asks about a handful of tokens at most', async () => {
    const { fake, facts } = setup()
    const many = Array.from({ length: 20 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`)
    await facts.tokens(1, many)
    expect(tokenCalls(fake)).toHaveLength(8)
  })
})
