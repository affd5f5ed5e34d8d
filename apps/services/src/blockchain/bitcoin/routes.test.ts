import { bitcoin as bitcoinNetwork } from '@gangway/common'
import { BITCOIN_NETWORKS, bitcoinTestAccounts, buildTransfer } from '@gangway/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../../server.js'
import { getJson, startTestServices, withQuery } from '../../test/services.js'
import type { Utxo } from './ledger.js'

const chainId = bitcoinNetwork.caipNetworkId
const carol = bitcoinTestAccounts('routes-carol', BITCOIN_NETWORKS.mainnet)
const dave = bitcoinTestAccounts('routes-dave', BITCOIN_NETWORKS.mainnet)
let services: RunningServices

beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

const post = (path: string, body: unknown) =>
  getJson<Record<string, unknown>>(path, { method: 'POST', body: JSON.stringify(body) })

describe('bip122 routes over the UTXO ledger', () => {
  it('seeds outputs, answers UTXOs and balances, accepts a signed transfer and reports it confirmed', async () => {
    const seeded = await post(new URL('/__test/bitcoin/utxos', services.url).toString(), {
      chainId,
      address: carol.payment.address,
      sats: 150_000_000,
    })
    expect(seeded.status).toBe(201)

    const { body: utxoBody } = await getJson<{ utxos: Utxo[] }>(
      withQuery(services.url, `/v1/bitcoin/utxos/${carol.payment.address}`, { chainId }),
    )
    expect(utxoBody.utxos).toHaveLength(1)
    const { body: balance } = await getJson<{
      balances: { symbol: string; quantity: { numeric: string } }[]
    }>(withQuery(services.url, `/v1/account/${carol.payment.address}/balance`, { currency: 'usd', chainId }))
    expect(balance.balances).toEqual([
      expect.objectContaining({ symbol: 'BTC', chainId, quantity: { decimals: '8', numeric: '1.5' } }),
    ])

    const { hex, txid } = buildTransfer({
      from: carol.payment,
      utxos: utxoBody.utxos,
      recipients: [{ address: dave.payment.address, amount: 40_000 }],
      network: BITCOIN_NETWORKS.mainnet,
    })
    const submitted = await post(withQuery(services.url, '/v1/bitcoin/transactions'), { chainId, hex })
    expect(submitted).toEqual({ status: 200, body: { txid } })
    const { body: daveBalance } = await getJson(
      withQuery(services.url, `/v1/bitcoin/balance/${dave.payment.address}`, { chainId }),
    )
    expect(daveBalance).toMatchObject({ sats: '40000', balance: '0.0004', decimals: 8 })
    const { body: status } = await getJson(withQuery(services.url, `/v1/bitcoin/transactions/${txid}`))
    expect(status).toEqual({ confirmed: true })

    const replay = await post(withQuery(services.url, '/v1/bitcoin/transactions'), { chainId, hex })
    expect(replay.status).toBe(400)
  })

  it('lands one of two transfers broadcast at once that spend the same output', async () => {
    const erin = bitcoinTestAccounts('routes-erin', BITCOIN_NETWORKS.mainnet)
    const { body: seeded } = await post(new URL('/__test/bitcoin/utxos', services.url).toString(), {
      chainId,
      address: erin.payment.address,
      sats: 100_000,
    })
    const utxos = seeded.utxos as Utxo[]
    const transfer = (to: string, amount: number) =>
      buildTransfer({
        from: erin.payment,
        utxos,
        recipients: [{ address: to, amount }],
        network: BITCOIN_NETWORKS.mainnet,
      })
    const toCarol = transfer(carol.ordinals.address, 10_000)
    const toDave = transfer(dave.ordinals.address, 20_000)
    const results = await Promise.all(
      [toCarol, toDave].map(({ hex }) =>
        post(withQuery(services.url, '/v1/bitcoin/transactions'), { chainId, hex }),
      ),
    )
    expect(results.map(({ status }) => status).sort()).toEqual([200, 400])
    const refused = results.find(({ status }) => status === 400)
    expect(refused?.body.message).toMatch(/^Input 0 spends .+, which is not an unspent output\.$/)

    const sats = async (address: string) =>
      (
        await getJson<{ sats: string }>(
          withQuery(services.url, `/v1/bitcoin/balance/${address}`, { chainId }),
        )
      ).body.sats
    expect([await sats(carol.ordinals.address), await sats(dave.ordinals.address)].sort()).toEqual(
      results[0]!.status === 200 ? ['0', '10000'] : ['0', '20000'],
    )
    const landed = results[0]!.status === 200 ? toCarol : toDave
    const { body: remaining } = await getJson<{ utxos: Utxo[] }>(
      withQuery(services.url, `/v1/bitcoin/utxos/${erin.payment.address}`, { chainId }),
    )
    expect(remaining.utxos.map((utxo) => utxo.txid)).toEqual([landed.txid])
  })

  it('refuses an unknown Bitcoin network, and calls without projectId, st and sv', async () => {
    const unknown = await getJson(
      withQuery(services.url, `/v1/bitcoin/utxos/${carol.payment.address}`, { chainId: 'bip122:ffff' }),
    )
    expect(unknown.status).toBe(400)
    const bare = await getJson(
      new URL(`/v1/bitcoin/utxos/${carol.payment.address}?chainId=${chainId}`, services.url).toString(),
    )
    expect(bare.status).toBe(400)
  })
})
