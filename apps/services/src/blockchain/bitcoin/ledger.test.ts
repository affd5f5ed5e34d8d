import { BITCOIN_NETWORKS, bitcoinTestAccounts, buildTransfer, TEST_TRANSFER_FEE } from '@gangway/testing'
import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ServiceError } from '../../http/errors.js'
import { UtxoLedger } from './ledger.js'

const network = BITCOIN_NETWORKS.mainnet
const alice = bitcoinTestAccounts('ledger-alice', network)
const bob = bitcoinTestAccounts('ledger-bob', network)

function funded(account = alice.payment, sats = 50_000, count = 1) {
  const ledger = new UtxoLedger()
  const utxos = ledger.seed(account.address, sats, network, count)
  return { ledger, utxos }
}

function rejection(run: () => unknown): ServiceError {
  try {
    run()
  } catch (error) {
    if (error instanceof ServiceError) return error
    throw error
  }
  throw new Error('expected the ledger to refuse the transaction')
}

describe('UtxoLedger', () => {
  it('seeds spendable outputs and sums them into the balance', () => {
    const { ledger } = funded(alice.payment, 20_000, 3)
    expect(ledger.utxos(alice.payment.address)).toHaveLength(3)
    expect(ledger.balance(alice.payment.address)).toBe(60_000n)
  })

  it('applies a signed P2WPKH transfer: inputs spent, outputs and change added, txid recorded', () => {
    const { ledger, utxos } = funded()
    const { hex, txid } = buildTransfer({
      from: alice.payment,
      utxos,
      recipients: [{ address: bob.payment.address, amount: 12_345 }],
      network,
    })
    expect(ledger.submit(hex, network)).toBe(txid)
    expect(ledger.balance(bob.payment.address)).toBe(12_345n)
    expect(ledger.balance(alice.payment.address)).toBe(BigInt(50_000 - 12_345 - TEST_TRANSFER_FEE))
    expect(ledger.isConfirmed(txid)).toBe(true)
  })

  it('applies a P2TR key-path spend from the ordinals address', () => {
    const { ledger, utxos } = funded(alice.ordinals)
    const { hex } = buildTransfer({
      from: alice.ordinals,
      utxos,
      recipients: [{ address: bob.ordinals.address, amount: 5_000 }],
      network,
    })
    ledger.submit(hex, network)
    expect(ledger.balance(bob.ordinals.address)).toBe(5_000n)
  })

  it('refuses a double spend', () => {
    const { ledger, utxos } = funded()
    const pay = (amount: number) =>
      buildTransfer({
        from: alice.payment,
        utxos,
        recipients: [{ address: bob.payment.address, amount }],
        network,
      })
    ledger.submit(pay(1_000).hex, network)
    const error = rejection(() => ledger.submit(pay(2_000).hex, network))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/not an unspent output/)
  })

  it("refuses an input signed with another key than the output's", () => {
    const { ledger, utxos } = funded()
    const [bobs] = ledger.seed(bob.payment.address, 50_000, network)
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
    expect(rejection(() => ledger.submit(forged.toHex(), network)).message).toMatch(
      /public key does not match/,
    )
  })

  it('refuses a signature made over other data', () => {
    const { ledger, utxos } = funded()
    const { hex } = buildTransfer({
      from: alice.payment,
      utxos,
      recipients: [{ address: bob.payment.address, amount: 1_000 }],
      network,
    })
    const tampered = Transaction.fromHex(hex)
    tampered.outs[0]!.value = 2_000n
    expect(rejection(() => ledger.submit(tampered.toHex(), network)).message).toMatch(/does not verify/)
  })

  it('refuses outputs worth more than the inputs, and a body that is no transaction', () => {
    const { ledger, utxos } = funded(alice.payment, 1_500)
    const overspend = () =>
      buildTransfer({
        from: alice.payment,
        utxos,
        recipients: [{ address: bob.payment.address, amount: 1_000 }],
        network,
      })
    expect(overspend).toThrow(/Insufficient funds/)
    expect(rejection(() => ledger.submit('00ff', network)).message).toMatch(
      /not a serialized Bitcoin transaction/,
    )
  })
})
