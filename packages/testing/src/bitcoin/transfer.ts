import { hex } from '@scure/base'
import { type Network, Psbt } from 'bitcoinjs-lib'
import type { BitcoinTestAccount } from './keys.js'

export interface SpendableOutput {
  txid: string
  vout: number
  /** Satoshis. */
  value: number
}

/** The flat fee every test transfer pays: enough for the ledger, which checks only that outputs ≤ inputs. */
export const TEST_TRANSFER_FEE = 1_000

/**
 * A signed transaction paying `recipients` from `from`'s outputs, change back to `from`: the first outputs that
 * cover the amounts and the fee are spent. Throws when they do not.
 */
export function buildTransfer(params: {
  from: BitcoinTestAccount
  utxos: SpendableOutput[]
  recipients: { address: string; amount: number }[]
  network: Network
}): { hex: string; txid: string } {
  const { from, utxos, recipients, network } = params
  const needed = recipients.reduce((sum, { amount }) => sum + amount, 0) + TEST_TRANSFER_FEE
  const psbt = new Psbt({ network })
  let gathered = 0
  for (const utxo of utxos) {
    if (gathered >= needed) break
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: from.output, value: BigInt(utxo.value) },
      ...(from.purpose === 'ordinals' ? { tapInternalKey: hex.decode(from.publicKey) } : {}),
    })
    gathered += utxo.value
  }
  if (gathered < needed) throw new Error(`Insufficient funds: ${gathered} sats for ${needed} sats.`)
  for (const { address, amount } of recipients) psbt.addOutput({ address, value: BigInt(amount) })
  const change = gathered - needed
  if (change > 0) psbt.addOutput({ address: from.address, value: BigInt(change) })
  psbt.signAllInputs(from.signer).finalizeAllInputs()
  const transaction = psbt.extractTransaction()
  return { hex: transaction.toHex(), txid: transaction.getId() }
}
