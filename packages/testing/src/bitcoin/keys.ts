import * as ecc from '@bitcoinerlab/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { hex, utf8 } from '@scure/base'
import { crypto, initEccLib, type Network, networks, payments, type Signer } from 'bitcoinjs-lib'

initEccLib(ecc)

export type BitcoinTestNetwork = 'mainnet' | 'testnet'

export const BITCOIN_NETWORKS: Record<BitcoinTestNetwork, Network> = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
}

/** One address of the wallet: its purpose (SPEC §4: `payment` by default), keys, output script and signer. */
export interface BitcoinTestAccount {
  purpose: 'payment' | 'ordinals'
  address: string
  /** Compressed public key (payment) or x-only key (ordinals), hex. */
  publicKey: string
  output: Uint8Array
  secretKey: Uint8Array
  /** Signs this account's PSBT inputs: ECDSA for P2WPKH, Schnorr with the BIP-341 tweaked key for P2TR. */
  signer: Signer
}

/**
 * Deterministic keys: SHA-256 of `seed/purpose/index`. The payment address is P2WPKH (BIP-84), the ordinals
 * address P2TR (BIP-86, key path only).
 */
export function bitcoinTestAccounts(seed: string, network: Network, index = 0) {
  return { payment: paymentAccount(seed, network, index), ordinals: ordinalsAccount(seed, network, index) }
}

function secretOf(seed: string, purpose: string, index: number) {
  return sha256(utf8.decode(`${seed}/${purpose}/${index}`))
}

function paymentAccount(seed: string, network: Network, index: number): BitcoinTestAccount {
  const secretKey = secretOf(seed, 'payment', index)
  const publicKey = ecc.pointFromScalar(secretKey, true) as Uint8Array
  const payment = payments.p2wpkh({ pubkey: publicKey, network })
  return {
    purpose: 'payment',
    address: payment.address as string,
    publicKey: hex.encode(publicKey),
    output: payment.output as Uint8Array,
    secretKey,
    signer: { publicKey, sign: (hash) => ecc.sign(hash, secretKey) },
  }
}

function ordinalsAccount(seed: string, network: Network, index: number): BitcoinTestAccount {
  const secretKey = secretOf(seed, 'ordinals', index)
  const publicKey = ecc.pointFromScalar(secretKey, true) as Uint8Array
  const xOnly = publicKey.subarray(1, 33)
  const taproot = payments.p2tr({ internalPubkey: xOnly, network })
  // BIP-341: the key path signs with the internal key tweaked by the tagged hash of itself (no script tree).
  const evenKey = publicKey[0] === 3 ? (ecc.privateNegate(secretKey) as Uint8Array) : secretKey
  const tweaked = ecc.privateAdd(evenKey, crypto.taggedHash('TapTweak', xOnly)) as Uint8Array
  return {
    purpose: 'ordinals',
    address: taproot.address as string,
    publicKey: hex.encode(xOnly),
    output: taproot.output as Uint8Array,
    secretKey,
    signer: {
      publicKey: ecc.pointFromScalar(tweaked, true) as Uint8Array,
      sign: (hash) => ecc.sign(hash, tweaked),
      signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
    },
  }
}
