import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bitcoin as bitcoinNetwork } from '@gangway/common'
import { BITCOIN_NETWORKS, bitcoinTestAccounts, buildTransfer } from '@gangway/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../../server.js'
import { getJson, startTestServices, withQuery } from '../../test/services.js'
import type { Utxo } from './ledger.js'

const chainId = bitcoinNetwork.caipNetworkId
const frank = bitcoinTestAccounts('restart-frank', BITCOIN_NETWORKS.mainnet)
const grace = bitcoinTestAccounts('restart-grace', BITCOIN_NETWORKS.mainnet)

let directory: string
let running: RunningServices | undefined
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'gangway-services-'))
})
afterEach(async () => {
  await running?.stop()
  running = undefined
  rmSync(directory, { recursive: true, force: true })
})

async function start(dbPath: string): Promise<RunningServices> {
  running = await startTestServices({ chains: [], dbPath })
  return running
}

const post = (url: string, body: unknown) =>
  getJson<Record<string, unknown>>(url, { method: 'POST', body: JSON.stringify(body) })

const seed = async (services: RunningServices, address: string, sats: number) =>
  (
    await post(new URL('/__test/bitcoin/utxos', services.url).toString(), {
      chainId,
      address,
      sats,
    })
  ).body.utxos as Utxo[]

const utxosOf = async (services: RunningServices, address: string) =>
  (
    await getJson<{ utxos: Utxo[] }>(
      withQuery(services.url, `/v1/bitcoin/utxos/${address}`, {
        chainId,
      }),
    )
  ).body.utxos

describe('the UTXO ledger across a services restart on one database file', () => {
  it('keeps seeded outputs, applied transactions and spent outputs', async () => {
    const dbPath = join(directory, 'services.sqlite')
    const first = await start(dbPath)
    const [funding] = await seed(first, frank.payment.address, 80_000)
    const [untouched] = await seed(first, grace.ordinals.address, 5_000)
    const { hex, txid } = buildTransfer({
      from: frank.payment,
      utxos: [funding as Utxo],
      recipients: [{ address: grace.payment.address, amount: 30_000 }],
      network: BITCOIN_NETWORKS.mainnet,
    })
    const submitted = await post(withQuery(first.url, '/v1/bitcoin/transactions'), { chainId, hex })
    expect(submitted).toEqual({ status: 200, body: { txid } })
    const before = {
      frank: await utxosOf(first, frank.payment.address),
      grace: await utxosOf(first, grace.payment.address),
    }
    await first.stop()

    const second = await start(dbPath)
    expect(await utxosOf(second, grace.ordinals.address)).toEqual([untouched])
    expect(await utxosOf(second, frank.payment.address)).toEqual(before.frank)
    expect(await utxosOf(second, grace.payment.address)).toEqual(before.grace)
    const { body: balance } = await getJson(
      withQuery(second.url, `/v1/bitcoin/balance/${grace.payment.address}`, { chainId }),
    )
    expect(balance).toMatchObject({ sats: '30000', balance: '0.0003' })
    const { body: status } = await getJson(withQuery(second.url, `/v1/bitcoin/transactions/${txid}`))
    expect(status).toEqual({ confirmed: true })

    // The spent output stays spent: the same transaction broadcast again is a double spend.
    const replay = await post(withQuery(second.url, '/v1/bitcoin/transactions'), { chainId, hex })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toMatch(/not an unspent output/)
    // A new seed after the restart is a new funding transaction, not one of the first run's again.
    const [again] = await seed(second, frank.payment.address, 80_000)
    expect(again?.txid).not.toBe(funding?.txid)
    expect(await utxosOf(second, frank.payment.address)).toHaveLength(before.frank.length + 1)
  })

  it('starts empty on a fresh database', async () => {
    const services = await start(join(directory, 'fresh.sqlite'))
    expect(await utxosOf(services, frank.payment.address)).toEqual([])
  })
})
