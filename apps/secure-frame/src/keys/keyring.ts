import { ed25519 } from '@noble/curves/ed25519'
import type { Hex, SignableMessage, TransactionSerializable, TypedDataDefinition } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { addressesOf, type KeyAddresses, type KeySecrets } from './secrets.js'

/**
 * The wallet's keys, held in this closure only: callers get addresses and signatures, never a key. The frame
 * keeps one key ring in memory while signed in and wipes it on sign-out (a cross-site frame has no storage to
 * put it in anyway, TOOLING.md).
 */
export interface KeyRing {
  readonly addresses: KeyAddresses
  signMessage(message: SignableMessage): Promise<Hex>
  signTypedData(data: TypedDataDefinition): Promise<Hex>
  signTransaction(transaction: TransactionSerializable): Promise<Hex>
  /** An ed25519 signature over `bytes` with the Solana key (a Solana message, or a transaction's message). */
  signSolana(bytes: Uint8Array): Uint8Array
  /** Drops the EVM account and zeroes the Solana seed; every later call throws. */
  wipe(): void
}

export class KeysWipedError extends Error {
  override name = 'KeysWipedError'
  constructor() {
    super('Not signed in')
  }
}

/** Takes ownership of `secrets` (the seed is zeroed on wipe). */
export function createKeyRing(secrets: KeySecrets): KeyRing {
  const addresses = addressesOf(secrets)
  let account: PrivateKeyAccount | undefined = privateKeyToAccount(secrets.eip155)
  let seed: Uint8Array | undefined = secrets.solanaSeed

  function evm(): PrivateKeyAccount {
    if (!account) throw new KeysWipedError()
    return account
  }

  return {
    addresses,
    // async, so a wiped ring rejects like any other signing failure rather than throwing synchronously.
    signMessage: async (message) => evm().signMessage({ message }),
    signTypedData: async (data) => evm().signTypedData(data),
    signTransaction: async (transaction) => evm().signTransaction(transaction),
    signSolana(bytes) {
      if (!seed) throw new KeysWipedError()
      return ed25519.sign(bytes, seed)
    },
    wipe() {
      // JavaScript strings cannot be zeroed; dropping the account leaves the hex key to the collector.
      account = undefined
      seed?.fill(0)
      seed = undefined
    },
  }
}
