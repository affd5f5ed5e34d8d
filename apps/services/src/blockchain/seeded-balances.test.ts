import { cosmosHub, polkadot } from '@gangway/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'

let services: RunningServices

beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

const seed = (body: unknown) =>
  fetch(new URL('/__test/balances', services.url), { method: 'POST', body: JSON.stringify(body) })
const balanceOf = (address: string, chainId: string) =>
  getJson<{ balances: unknown[] }>(
    withQuery(services.url, `/v1/account/${address}/balance`, { currency: 'usd', chainId }),
  )

describe('seeded balances (polkadot, cosmos)', () => {
  it('answers the seeded native balance of an address, and none for an address never seeded', async () => {
    const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(
      (await seed({ chainId: polkadot.caipNetworkId, address, symbol: 'DOT', decimals: 10, amount: '12.5' }))
        .status,
    ).toBe(204)
    expect((await balanceOf(address, polkadot.caipNetworkId)).body.balances).toEqual([
      expect.objectContaining({
        symbol: 'DOT',
        chainId: polkadot.caipNetworkId,
        quantity: { decimals: '10', numeric: '12.5' },
      }),
    ])
    expect((await balanceOf('cosmos1nobody', cosmosHub.caipNetworkId)).body.balances).toEqual([])
  })

  it('refuses a seed for a chain it does not seed, or an amount that is not a decimal', async () => {
    expect(
      (await seed({ chainId: 'eip155:1', address: '0x1', symbol: 'ETH', decimals: 18, amount: '1' })).status,
    ).toBe(400)
    const bad = {
      chainId: cosmosHub.caipNetworkId,
      address: 'cosmos1x',
      symbol: 'ATOM',
      decimals: 6,
      amount: 'lots',
    }
    expect((await seed(bad)).status).toBe(400)
  })
})
