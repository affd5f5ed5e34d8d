import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'

/** The wallet's secrets: one EVM private key and one Solana ed25519 seed. Never leave the frame unencrypted. */
export interface KeySecrets {
  eip155: Hex
  /** The 32-byte ed25519 seed (Solana's "secret key" is this seed followed by the public key). */
  solanaSeed: Uint8Array
}

/** The public side of {@link KeySecrets}. */
export interface KeyAddresses {
  eip155: `0x${string}`
  solana: string
}

const EVM_KEY = /^0x[\da-f]{64}$/i
const SEED_BYTES = 32

/** The key set does not parse: said without quoting any of it. */
export class KeyFormatError extends Error {
  override name = 'KeyFormatError'
  constructor() {
    super('The wallet keys are not in a known format')
  }
}

/** New random keys: viem's secp256k1 key, and 32 random bytes as the ed25519 seed. */
export function generateSecrets(): KeySecrets {
  return { eip155: generatePrivateKey(), solanaSeed: crypto.getRandomValues(new Uint8Array(SEED_BYTES)) }
}

export function addressesOf(secrets: KeySecrets): KeyAddresses {
  return {
    eip155: privateKeyToAddress(secrets.eip155),
    solana: base58.encode(ed25519.getPublicKey(secrets.solanaSeed)),
  }
}

/** `{ v: 1, eip155: <hex key>, solana: <base64 seed> }` as UTF-8 bytes, the plaintext of the envelope. */
export function serialiseSecrets(secrets: KeySecrets): Uint8Array<ArrayBuffer> {
  const json = JSON.stringify({ v: 1, eip155: secrets.eip155, solana: base64.encode(secrets.solanaSeed) })
  return new TextEncoder().encode(json)
}

export function parseSecrets(bytes: Uint8Array): KeySecrets {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new KeyFormatError()
  }
  if (typeof value !== 'object' || value === null) throw new KeyFormatError()
  const { v, eip155, solana } = value as Record<string, unknown>
  if (v !== 1 || typeof eip155 !== 'string' || !EVM_KEY.test(eip155) || typeof solana !== 'string') {
    throw new KeyFormatError()
  }
  let seed: Uint8Array
  try {
    seed = base64.decode(solana)
  } catch {
    throw new KeyFormatError()
  }
  if (seed.length !== SEED_BYTES) throw new KeyFormatError()
  return { eip155: eip155.toLowerCase() as Hex, solanaSeed: seed }
}
