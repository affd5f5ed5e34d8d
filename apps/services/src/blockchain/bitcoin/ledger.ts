import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, type Network, script, Transaction } from 'bitcoinjs-lib'
import { ServiceError } from '../../http/errors.js'
import { verifyInputSignature } from './verify-input.js'

initEccLib(ecc)

export interface Utxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
  address: string
  /** The output script, hex. */
  scriptPubKey: string
}

/**
 * A regtest-like UTXO set for bip122 chains, since no Bitcoin node can run here (TOOLING): seeded outputs,
 * and signed transactions that spend them, checked as a node would (known unspent inputs, valid signatures,
 * no more out than in). Kept in the server's memory.
 */
export class UtxoLedger {
  readonly #unspent = new Map<string, Utxo>()
  readonly #transactions = new Set<string>()
  #seeds = 0

  /** Gives `address` `count` new outputs of `sats` each, from a made-up funding transaction. */
  seed(address: string, sats: number, network: Network, count = 1): Utxo[] {
    const output = bitcoinAddress.toOutputScript(address, network)
    const funding = new Transaction()
    funding.addInput(new Uint8Array(32), this.#seeds++)
    for (let index = 0; index < count; index++) funding.addOutput(output, BigInt(sats))
    return this.#record(funding, network)
  }

  utxos(address: string): Utxo[] {
    return [...this.#unspent.values()].filter((utxo) => utxo.address === address)
  }

  balance(address: string): bigint {
    return this.utxos(address).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  }

  isConfirmed(txid: string): boolean {
    return this.#transactions.has(txid)
  }

  /** Checks and applies a signed transaction; answers its txid, or a 400 saying what is wrong with it. */
  submit(hex: string, network: Network): string {
    const transaction = parse(hex)
    const spent = transaction.ins.map((input, index) => {
      const key = outpoint(Buffer.from(input.hash).reverse().toString('hex'), input.index)
      const utxo = this.#unspent.get(key)
      if (!utxo) throw invalid(`Input ${index} spends ${key}, which is not an unspent output.`)
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
    for (const utxo of spent) this.#unspent.delete(outpoint(utxo.txid, utxo.vout))
    this.#record(transaction, network)
    return transaction.getId()
  }

  #record(transaction: Transaction, network: Network): Utxo[] {
    const txid = transaction.getId()
    this.#transactions.add(txid)
    return transaction.outs.flatMap((output, vout) => {
      // An output no address describes (OP_RETURN) is unspendable: it is not kept.
      if (script.decompile(output.script)?.[0] === script.OPS.OP_RETURN) return []
      const utxo = {
        txid,
        vout,
        value: Number(output.value),
        address: bitcoinAddress.fromOutputScript(output.script, network),
        scriptPubKey: Buffer.from(output.script).toString('hex'),
      }
      this.#unspent.set(outpoint(txid, vout), utxo)
      return [utxo]
    })
  }
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
