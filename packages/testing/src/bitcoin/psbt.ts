import { type Network, Psbt, type Signer } from 'bitcoinjs-lib'
import { invalidParams } from '../wallet/errors.js'

/** A PSBT a dapp sent (bytes or base64), or -32602 when it is none. */
export function decodePsbt(psbt: Uint8Array | string, network: Network, method: string): Psbt {
  try {
    return typeof psbt === 'string' ? Psbt.fromBase64(psbt, { network }) : Psbt.fromBuffer(psbt, { network })
  } catch {
    throw invalidParams(`${method} expects a PSBT`)
  }
}

/**
 * Signs each listed input with its signer, without finalizing (the dapp finalizes and broadcasts). An input
 * the signer cannot sign (another key's output, an index out of range) is -32602, as a wallet refuses it.
 */
export function signPsbtInputs(
  psbt: Psbt,
  signs: { signer: Signer; indexes: readonly number[]; sighashTypes?: number[] | undefined }[],
  method: string,
): Psbt {
  for (const { signer, indexes, sighashTypes } of signs) {
    for (const index of indexes) {
      try {
        psbt.signInput(index, signer, sighashTypes)
      } catch (error) {
        throw invalidParams(`${method} cannot sign input ${index}: ${(error as Error).message}`)
      }
    }
  }
  return psbt
}
