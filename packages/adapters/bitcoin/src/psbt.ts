import { type Network, networks, Psbt } from 'bitcoinjs-lib'

/** BIP-122 chain ids → bitcoinjs-lib's network parameters. */
export function bitcoinjsNetwork(chainId: string): Network {
  return chainId.endsWith('000000000933ea01ad0ee984209779ba') ? networks.testnet : networks.bitcoin
}

/** sat/vB paid by transfers; a P2WPKH input weighs about 68 vB, an output 31 vB, the rest 11 vB. */
const FEE_RATE = 2
const feeFor = (inputs: number, outputs: number) => FEE_RATE * (11 + 68 * inputs + 31 * outputs)

/**
 * An unsigned PSBT paying `value` sats to `to` from the payment address's outputs, change back to it; the
 * indexes the wallet must sign. Throws when the outputs do not cover the value and the fee.
 */
export function buildTransferPsbt(params: {
  from: { address: string; output: Uint8Array }
  utxos: { txid: string; vout: number; value: number }[]
  to: string
  value: bigint
  network: Network
}): { psbt: Psbt; signingIndexes: number[] } {
  const psbt = new Psbt({ network: params.network })
  let gathered = 0n
  for (const utxo of params.utxos) {
    if (gathered >= params.value + BigInt(feeFor(psbt.inputCount, 2))) break
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: params.from.output, value: BigInt(utxo.value) },
    })
    gathered += BigInt(utxo.value)
  }
  const fee = BigInt(feeFor(psbt.inputCount, 2))
  if (gathered < params.value + fee) {
    throw new Error(`Insufficient funds: ${gathered} sats for ${params.value} sats and a ${fee} sats fee.`)
  }
  psbt.addOutput({ address: params.to, value: params.value })
  if (gathered - params.value - fee > 0n) {
    psbt.addOutput({ address: params.from.address, value: gathered - params.value - fee })
  }
  return { psbt, signingIndexes: psbt.txInputs.map((_, index) => index) }
}
