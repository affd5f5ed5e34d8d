import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58, utf8 } from '@scure/base'

/**
 * The test wallet's accounts: ed25519 seeds that are SHA-256 of `gangway-solana-test-wallet/index`, so every
 * run (and the sandbox's airdrop) knows them. Public, well-known: never hold value with them.
 */
export function solanaTestSecretKey(index = 0): Uint8Array {
  return sha256(utf8.decode(`gangway-solana-test-wallet/${index}`))
}

/** The wallet's default account: the seed of account 0. */
export const SOLANA_TEST_WALLET_SECRET_KEY: Uint8Array = solanaTestSecretKey(0)

/** Account 0's address; `gangway-chains` airdrops SOL to it so the sandbox has a balance to show. */
export const SOLANA_TEST_WALLET_ADDRESS = '2MhXWqVadA88pUC4dmUoASbsfN35umzeTj5baKQ94rGZ'

export interface SolanaKey {
  /** The 32-byte ed25519 seed. */
  seed: Uint8Array
  publicKey: Uint8Array
  /** base58 of the public key. */
  address: string
  /** web3.js's 64-byte form: seed then public key. */
  secretKey: Uint8Array
}

/** An ed25519 key from a 32-byte seed or a 64-byte secret key (seed then public key, as web3.js keeps it). */
export function solanaKey(secret: Uint8Array): SolanaKey {
  if (secret.length !== 32 && secret.length !== 64) {
    throw new TypeError(`A Solana secret key has 32 or 64 bytes, not ${secret.length}.`)
  }
  const seed = secret.slice(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  if (secret.length === 64 && !secret.slice(32).every((byte, index) => byte === publicKey[index])) {
    throw new TypeError('The 64-byte secret key does not end with its own public key.')
  }
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return { seed, publicKey, address: base58.encode(publicKey), secretKey }
}
