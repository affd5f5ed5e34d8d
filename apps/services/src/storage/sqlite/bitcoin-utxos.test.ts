import { describe, expect, it } from 'vitest'
import type { BitcoinUtxo } from '../types.js'
import { useTestStorage } from './test-storage.js'

const { open, databaseFile, closeAll } = useTestStorage('gangway-bitcoin-')

const txid = (digit: string) => digit.repeat(64)
const utxo = (id: string, vout: number, address = 'bc1qalice', value = 10_000): BitcoinUtxo => ({
  txid: id,
  vout,
  value,
  address,
  scriptPubKey: `0014${'ab'.repeat(20)}`,
})

describe('SQLite BitcoinLedgerStore', () => {
  it('keeps outputs per address in the order they were added, and forgets spent ones', async () => {
    const { bitcoin } = open()
    const outputs = [utxo(txid('a'), 0), utxo(txid('a'), 1, 'bc1qbob'), utxo(txid('a'), 2)]
    expect(await bitcoin.apply({ txid: txid('a'), spends: [], outputs })).toEqual({ applied: true })
    expect(await bitcoin.unspentOf('bc1qalice')).toEqual([outputs[0], outputs[2]])
    expect(await bitcoin.hasTransaction(txid('a'))).toBe(true)
    expect(await bitcoin.hasTransaction(txid('b'))).toBe(false)

    const change = utxo(txid('b'), 0, 'bc1qalice', 9_000)
    await bitcoin.apply({ txid: txid('b'), spends: [{ txid: txid('a'), vout: 0 }], outputs: [change] })
    expect(await bitcoin.unspentOf('bc1qalice')).toEqual([outputs[2], change])
    expect(
      await bitcoin.findUnspent([
        { txid: txid('a'), vout: 0 },
        { txid: txid('a'), vout: 2 },
      ]),
    ).toEqual([undefined, outputs[2]])
  })

  it('applies nothing when one spent output is gone: no input removed, no output or txid added', async () => {
    const { bitcoin } = open()
    const outputs = [utxo(txid('a'), 0), utxo(txid('a'), 1)]
    await bitcoin.apply({ txid: txid('a'), spends: [], outputs })
    await bitcoin.apply({ txid: txid('b'), spends: [{ txid: txid('a'), vout: 1 }], outputs: [] })

    const result = await bitcoin.apply({
      txid: txid('c'),
      spends: [
        { txid: txid('a'), vout: 0 },
        { txid: txid('a'), vout: 1 },
      ],
      outputs: [utxo(txid('c'), 0, 'bc1qbob', 15_000)],
    })
    expect(result).toEqual({ applied: false, missing: 1 })
    expect(await bitcoin.unspentOf('bc1qalice')).toEqual([outputs[0]])
    expect(await bitcoin.unspentOf('bc1qbob')).toEqual([])
    expect(await bitcoin.hasTransaction(txid('c'))).toBe(false)
  })

  it('lets one of two connections to one file spend an output, and keeps everything after reopening', async () => {
    const path = databaseFile()
    const first = open(path).bitcoin
    const second = open(path).bitcoin
    expect([await first.nextSeed(), await second.nextSeed(), await first.nextSeed()]).toEqual([0, 1, 2])
    await first.apply({ txid: txid('a'), spends: [], outputs: [utxo(txid('a'), 0)] })

    const spend = { txid: txid('a'), vout: 0 }
    const results = await Promise.all([
      first.apply({ txid: txid('b'), spends: [spend], outputs: [utxo(txid('b'), 0, 'bc1qbob')] }),
      second.apply({ txid: txid('c'), spends: [spend], outputs: [utxo(txid('c'), 0, 'bc1qcarol')] }),
    ])
    expect(results).toEqual([{ applied: true }, { applied: false, missing: 0 }])

    await closeAll()
    const reopened = open(path).bitcoin
    expect(await reopened.unspentOf('bc1qbob')).toEqual([utxo(txid('b'), 0, 'bc1qbob')])
    expect(await reopened.unspentOf('bc1qcarol')).toEqual([])
    expect(await reopened.unspentOf('bc1qalice')).toEqual([])
    expect(await reopened.hasTransaction(txid('b'))).toBe(true)
    expect(await reopened.hasTransaction(txid('c'))).toBe(false)
    expect(await reopened.nextSeed()).toBe(3)
  })
})
