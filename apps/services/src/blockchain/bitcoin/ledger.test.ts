import { BITCOIN_NETWORKS, bitcoinTestAccounts, buildTransfer, TEST_TRANSFER_FEE } from '@gangway/testing'
import { Transaction } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceError } from '../../http/errors.js'
import { openSqliteStorage } from '../../storage/sqlite/index.js'
import type { Storage } from '../../storage/types.js'
import { UtxoLedger } from './ledger.js'

const network = BITCOIN_NETWORKS.mainnet
const alice = bitcoinTestAccounts('ledger-alice', network)
const bob = bitcoinTestAccounts('ledger-bob', network)

const opened: Storage[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((storage) => storage.close()))
})

async function funded(account = alice.payment, sats = 50_000, count = 1) {
  const storage = openSqliteStorage(':memory:')
  opened.push(storage)
  const ledger = new UtxoLedger(storage.bitcoin)
  const utxos = await ledger.seed(account.address, sats, network, count)
  return { ledger, utxos }
}

async function rejection(run: () => Promise<unknown>): Promise<ServiceError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ServiceError) return error
    throw error
  }
  throw new Error('expected the ledger to refuse the transaction')
}

describe('UtxoLedger', () => {
  it('seeds spendable outputs and sums them into the balance', async () => {
    const { ledger } = await funded(alice.payment, 20_000, 3)
    expect(await ledger.utxos(alice.payment.address)).toHaveLength(3)
    expect(await ledger.balance(alice.payment.address)).toBe(60_000n)
  })

  it('applies a signed P2WPKH transfer: inputs spent, outputs and change added, txid recorded', async () => {
    const { ledger, utxos } = await funded()
    const { hex, txid } = buildTransfer({
      from: alice.payment,
      utxos,
      recipients: [{ address: bob.payment.address, amount: 12_345 }],
      network,
    })
    expect(await ledger.submit(hex, network)).toBe(txid)
    expect(await ledger.balance(bob.payment.address)).toBe(12_345n)
    expect(await ledger.balance(alice.payment.address)).toBe(BigInt(50_000 - 12_345 - TEST_TRANSFER_FEE))
    expect(await ledger.isConfirmed(txid)).toBe(true)
  })

  it('applies a P2TR key-path spend from the ordinals address', async () => {
    const { ledger, utxos } = await funded(alice.ordinals)
    const { hex } = buildTransfer({
      from: alice.ordinals,
      utxos,
      recipients: [{ address: bob.ordinals.address, amount: 5_000 }],
      network,
    })
    await ledger.submit(hex, network)
    expect(await ledger.balance(bob.ordinals.address)).toBe(5_000n)
  })

  it('refuses a double spend', async () => {
    const { ledger, utxos } = await funded()
    const pay = (amount: number) =>
      buildTransfer({
        from: alice.payment,
        utxos,
        recipients: [{ address: bob.payment.address, amount }],
        network,
      })
    await ledger.submit(pay(1_000).hex, network)
    const error = await rejection(() => ledger.submit(pay(2_000).hex, network))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/not an unspent output/)
  })

  it("refuses an input signed with another key than the output's", async () => {
    const { ledger, utxos } = await funded()
    const [bobs] = await ledger.seed(bob.payment.address, 50_000, network)
    const { hex } = buildTransfer({
      from: bob.payment,
      utxos: [bobs!],
      recipients: [{ address: bob.payment.address, amount: 1_000 }],
      network,
    })
    // Bob's signed spend, pointed at Alice's output instead of his own.
    const forged = Transaction.fromHex(hex)
    forged.ins[0]!.hash = Buffer.from(utxos[0]!.txid, 'hex').reverse()
    forged.ins[0]!.index = utxos[0]!.vout
    expect((await rejection(() => ledger.submit(forged.toHex(), network))).message).toMatch(
      /public key does not match/,
    )
  })

  it('refuses a signature made over other data', async () => {
    const { ledger, utxos } = await funded()
    const { hex } = buildTransfer({
      from: alice.payment,
      utxos,
      recipients: [{ address: bob.payment.address, amount: 1_000 }],
      network,
    })
    const tampered = Transaction.fromHex(hex)
    tampered.outs[0]!.value = 2_000n
    expect((await rejection(() => ledger.submit(tampered.toHex(), network))).message).toMatch(
      /does not verify/,
    )
  })

  it('refuses outputs worth more than the inputs, and a body that is no transaction', async () => {
    const { ledger, utxos } = await funded(alice.payment, 1_500)
    const overspend = () =>
      buildTransfer({
        from: alice.payment,
        utxos,
        recipients: [{ address: bob.payment.address, amount: 1_000 }],
        network,
      })
    expect(overspend).toThrow(/Insufficient funds/)
    expect((await rejection(() => ledger.submit('00ff', network))).message).toMatch(
      /not a serialized Bitcoin transaction/,
    )
  })

  it('lands one of two transfers racing for the same output, and refuses the other whole', async () => {
    const { ledger, utxos } = await funded()
    const carol = bitcoinTestAccounts('ledger-carol', network)
    const pay = (to: string, amount: number) =>
      buildTransfer({ from: alice.payment, utxos, recipients: [{ address: to, amount }], network }).hex
    // Both read the output as unspent before either applies: only the database transaction can refuse one.
    const results = await Promise.allSettled([
      ledger.submit(pay(bob.payment.address, 1_000), network),
      ledger.submit(pay(carol.payment.address, 2_000), network),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(ServiceError)
    expect((refused.reason as ServiceError).message).toMatch(
      /^Input 0 spends .+, which is not an unspent output\.$/,
    )
    const paid = [await ledger.balance(bob.payment.address), await ledger.balance(carol.payment.address)]
    expect(paid.filter((sats) => sats > 0n)).toHaveLength(1)
    const change = await ledger.utxos(alice.payment.address)
    expect(change).toHaveLength(1)
    expect(change[0]!.txid).not.toBe(utxos[0]!.txid)
  })
})
