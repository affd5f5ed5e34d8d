import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, type Network, script, Transaction } from 'bitcoinjs-lib'
import { ServiceError } from '../../http/errors.js'
import type { BitcoinLedgerStore, BitcoinOutpoint, BitcoinUtxo } from '../../storage/types.js'
import { verifyInputSignature } from './verify-input.js'

initEccLib(ecc)

export type Utxo = BitcoinUtxo

/**
 * A regtest-like UTXO set for bip122 chains, since no Bitcoin node can run here (TOOLING): seeded outputs,
 * and signed transactions that spend them, checked as a node would (known unspent inputs, valid signatures,
 * no more out than in). Its state is in the database (`BitcoinLedgerStore`), so it outlives a restart; the
 * rules are here.
 */
export class UtxoLedger {
  readonly #store: BitcoinLedgerStore

  constructor(store: BitcoinLedgerStore) {
    this.#store = store
  }

  /** Gives `address` `count` new outputs of `sats` each, from a made-up funding transaction. */
  async seed(address: string, sats: number, network: Network, count = 1): Promise<Utxo[]> {
    const output = bitcoinAddress.toOutputScript(address, network)
    const funding = new Transaction()
    funding.addInput(new Uint8Array(32), await this.#store.nextSeed())
    for (let index = 0; index < count; index++) funding.addOutput(output, BigInt(sats))
    const outputs = outputsOf(funding, network)
    await this.#store.apply({ txid: funding.getId(), spends: [], outputs })
    return outputs
  }

  utxos(address: string): Promise<Utxo[]> {
    return this.#store.unspentOf(address)
  }

  async balance(address: string): Promise<bigint> {
    return (await this.utxos(address)).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  }

  isConfirmed(txid: string): Promise<boolean> {
    return this.#store.hasTransaction(txid)
  }

  /**
   * Checks and applies a signed transaction; answers its txid, or a 400 saying what is wrong with it. The
   * store applies it in one database transaction, which refuses it whole when another transaction spent one
   * of its inputs since they were read here (two broadcasts racing for one output: one lands).
   */
  async submit(hex: string, network: Network): Promise<string> {
    const transaction = parse(hex)
    const spends = transaction.ins.map((input) => ({
      txid: Buffer.from(input.hash).reverse().toString('hex'),
      vout: input.index,
    }))
    const found = await this.#store.findUnspent(spends)
    const spent = found.map((utxo, index) => {
      if (!utxo) throw notUnspent(spends, index)
      return utxo
    })
    if (new Set(spent.map((utxo) => outpoint(utxo.txid, utxo.vout))).size !== spent.length) {
      throw invalid('The transaction spends one output twice.')
    }
    spent.forEach((_, index) => {
      const problem = verifyInputSignature(transaction, index, spent)
      if (problem) throw invalid(`Input ${index}: ${problem}`)
    })
    const totalIn = spent.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    const totalOut = transaction.outs.reduce((sum, output) => sum + BigInt(output.value), 0n)
    if (totalOut > totalIn)
      throw invalid(`The outputs (${totalOut} sats) exceed the inputs (${totalIn} sats).`)
    const txid = transaction.getId()
    const result = await this.#store.apply({ txid, spends, outputs: outputsOf(transaction, network) })
    if (!result.applied) throw notUnspent(spends, result.missing)
    return txid
  }
}

function outputsOf(transaction: Transaction, network: Network): Utxo[] {
  const txid = transaction.getId()
  return transaction.outs.flatMap((output, vout) => {
    // An output no address describes (OP_RETURN) is unspendable: it is not kept.
    if (script.decompile(output.script)?.[0] === script.OPS.OP_RETURN) return []
    return [
      {
        txid,
        vout,
        value: Number(output.value),
        address: bitcoinAddress.fromOutputScript(output.script, network),
        scriptPubKey: Buffer.from(output.script).toString('hex'),
      },
    ]
  })
}

function notUnspent(spends: BitcoinOutpoint[], index: number) {
  const { txid, vout } = spends[index] as BitcoinOutpoint
  return invalid(`Input ${index} spends ${outpoint(txid, vout)}, which is not an unspent output.`)
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

function invalid(message: string) {
  return new ServiceError(400, message)
}

function parse(hex: string): Transaction {
  try {
    return Transaction.fromHex(hex)
  } catch {
    throw invalid('The body is not a serialized Bitcoin transaction.')
  }
}
