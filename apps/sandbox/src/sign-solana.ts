import { base58 } from '@scure/base'
import type { MessageSigner } from './message-signer'

/** As a Solana host signs: UTF-8 bytes to the wallet's provider, the signature shown in base58. */
export const signSolanaMessage: MessageSigner = async (provider, _address, message) => {
  const solana = provider as { signMessage(message: Uint8Array): Promise<Uint8Array> }
  return base58.encode(await solana.signMessage(new TextEncoder().encode(message)))
}
