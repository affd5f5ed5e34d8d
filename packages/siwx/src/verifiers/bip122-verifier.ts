/**
 * Bitcoin message signatures, checked with @scure/btc-signer and @noble/curves rather than `bip322-js` (what
 * AppKit's verifier uses): bip322-js pulls in the native `secp256k1` addon (a node-gyp build on install) and
 * `elliptic`, a second elliptic-curve implementation with a record of security advisories, where this package
 * already ships the audited pure-JS noble/scure pair that runs the same in browsers, Node and workers. The BIP-322
 * "simple" check is small once btc-signer supplies the address decoding and the BIP-143 / BIP-341 sighashes, so it
 * is built here on those.
 */
import type { SIWXSession } from '@gangway/common'
import { base64, hex } from '@scure/base'
import { SIWXVerifier } from '../verifier.js'

/**
 * Checks Bitcoin sign-in signatures (AppKit's `BIP122Verifier`). The signature is base64, in one of two forms:
 *
 * - BIP-137 (the "Bitcoin Signed Message" of Bitcoin Core, Electrum, Trezor, sats-connect's `ECDSA`): 65 bytes,
 *   a header byte then the compact ECDSA signature of the double-SHA-256 message digest. The header's range names
 *   the key's address type (27–30 P2PKH uncompressed, 31–34 P2PKH compressed, 35–38 P2SH-P2WPKH, 39–42 P2WPKH)
 *   and its low two bits the recovery id. Besides the exact match, a compressed-P2PKH header is accepted for the
 *   P2WPKH and P2SH-P2WPKH addresses of the same key (Electrum signs segwit addresses so), and any compressed-key
 *   header for the P2TR address whose BIP-86 output key is the recovered key's (UniSat-style wallets sign their
 *   taproot address with its internal key; BIP-137 has no taproot header).
 * - BIP-322 "simple": the witness stack that spends the virtual `to_spend` output paying to the address, as
 *   P2WPKH (ECDSA, SIGHASH_ALL), P2TR key path (Schnorr, SIGHASH_DEFAULT or SIGHASH_ALL) and P2SH-P2WPKH (the
 *   redeem script the simple form leaves out is implied by the witness key, as bip322-js reads it). Script-path
 *   taproot, P2WSH and the "full" form (a whole `to_sign` transaction) are not accepted.
 *
 * Addresses of mainnet (`bc1…`, `1…`, `3…`), testnet / signet (`tb1…`, `m…`/`n…`, `2…`) and regtest (`bcrt1…`)
 * are understood. An undecodable address or signature is `false`, not an error.
 */
export class BIP122Verifier extends SIWXVerifier {
  readonly chainNamespace = 'bip122' as const

  async verify(session: SIWXSession): Promise<boolean> {
    const signature = decodeBase64(session.signature)
    if (!signature) return false
    // Loaded on first use: a page that imports the verifier without verifying never pays for the curve.
    const lib = await loadBitcoinCrypto()
    const address = decodeAddress(lib, session.data.accountAddress)
    if (!address) return false
    const message = new TextEncoder().encode(session.message)
    return isBip137(signature)
      ? verifyBip137(lib, address, message, signature)
      : verifyBip322Simple(lib, address, message, signature)
  }
}

async function loadBitcoinCrypto() {
  const [btc, curves, sha2, legacy] = await Promise.all([
    import('@scure/btc-signer'),
    import('@noble/curves/secp256k1'),
    import('@noble/hashes/sha2'),
    import('@noble/hashes/legacy'),
  ])
  return {
    btc,
    secp256k1: curves.secp256k1,
    schnorr: curves.schnorr,
    sha256: sha2.sha256,
    hash160: (bytes: Uint8Array) => legacy.ripemd160(sha2.sha256(bytes)),
  }
}

type BitcoinCrypto = Awaited<ReturnType<typeof loadBitcoinCrypto>>
/** What an address pays to: `{ type: 'pkh' | 'sh' | 'wpkh' | 'wsh', hash }` or `{ type: 'tr', pubkey }`. */
type DecodedAddress = ReturnType<ReturnType<BitcoinCrypto['btc']['Address']>['decode']>

function decodeBase64(value: string): Uint8Array | undefined {
  try {
    return base64.decode(value)
  } catch {
    return undefined
  }
}

/** The address's output on whichever network its prefix belongs to, or undefined for no Bitcoin address. */
function decodeAddress({ btc }: BitcoinCrypto, address: string): DecodedAddress | undefined {
  // Testnet, signet and regtest share the base58 versions; only regtest's bech32 prefix differs.
  const networks = [btc.NETWORK, btc.TEST_NETWORK, { ...btc.TEST_NETWORK, bech32: 'bcrt' }]
  for (const network of networks) {
    try {
      return btc.Address(network).decode(address)
    } catch {
      // Not this network's address: try the next.
    }
  }
  return undefined
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

// ---------------------------------------------------------------------------------------------- BIP-137

const BIP137_LENGTH = 65
const BIP137_FIRST_HEADER = 27
const BIP137_LAST_HEADER = 42
/** The key type each run of four header values names, in header order. */
const BIP137_KEY_TYPES = ['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh'] as const
/** "\x18Bitcoin Signed Message:\n": the prefix, itself length-prefixed, that keeps a signed text from being a transaction. */
const MESSAGE_MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * 65 bytes with a header in 27–42. A BIP-322 simple signature cannot look so: it is a witness stack, whose first
 * byte is its item count (1 for P2TR, 2 for P2WPKH), and it is at least 66 bytes long.
 */
function isBip137(signature: Uint8Array): boolean {
  const header = signature[0]
  return (
    signature.length === BIP137_LENGTH &&
    header !== undefined &&
    header >= BIP137_FIRST_HEADER &&
    header <= BIP137_LAST_HEADER
  )
}

/** The digest BIP-137 signs: double SHA-256 of the magic prefix and the CompactSize-prefixed message. */
function bitcoinMessageHash({ btc, sha256 }: BitcoinCrypto, message: Uint8Array): Uint8Array {
  const length = btc.CompactSize.encode(BigInt(message.length))
  const bytes = new Uint8Array(MESSAGE_MAGIC.length + length.length + message.length)
  bytes.set(MESSAGE_MAGIC)
  bytes.set(length, MESSAGE_MAGIC.length)
  bytes.set(message, MESSAGE_MAGIC.length + length.length)
  return sha256(sha256(bytes))
}

function verifyBip137(
  lib: BitcoinCrypto,
  address: DecodedAddress,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const flag = signature[0]! - BIP137_FIRST_HEADER
  const keyType = BIP137_KEY_TYPES[flag >> 2]!
  const publicKey = recoverPublicKey(lib, signature.subarray(1), flag & 3, bitcoinMessageHash(lib, message))
  if (!publicKey) return false
  if (keyType === 'p2pkh-uncompressed') {
    // An uncompressed key has only a legacy address: segwit outputs require compressed keys.
    return address.type === 'pkh' && equalBytes(address.hash, lib.hash160(publicKey.toRawBytes(false)))
  }
  const compressed = publicKey.toRawBytes(true)
  const keyHash = lib.hash160(compressed)
  switch (address.type) {
    case 'pkh':
      return keyType === 'p2pkh' && equalBytes(address.hash, keyHash)
    case 'sh': {
      // P2SH-P2WPKH: the script hash of the key's witness program `OP_0 <keyHash>`.
      const redeemScript = lib.btc.OutScript.encode({ type: 'wpkh', hash: keyHash })
      return (
        (keyType === 'p2sh-p2wpkh' || keyType === 'p2pkh') &&
        equalBytes(address.hash, lib.hash160(redeemScript))
      )
    }
    case 'wpkh':
      return (keyType === 'p2wpkh' || keyType === 'p2pkh') && equalBytes(address.hash, keyHash)
    case 'tr':
      // BIP-86: the output key is the x-only key tweaked with no script tree.
      return equalBytes(address.pubkey, lib.btc.p2tr(compressed.subarray(1)).tweakedPubkey)
    default:
      return false
  }
}

function recoverPublicKey(lib: BitcoinCrypto, compact: Uint8Array, recovery: number, hash: Uint8Array) {
  try {
    return lib.secp256k1.Signature.fromCompact(compact).addRecoveryBit(recovery).recoverPublicKey(hash)
  } catch {
    // r or s out of range, or no curve point for this recovery id: no key signed this.
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------- BIP-322

/** BIP-322 says every signature uses SIGHASH_ALL; BIP-341's SIGHASH_DEFAULT (a 64-byte signature) means the same. */
const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01
const COMPRESSED_KEY_LENGTH = 33
const SCHNORR_SIGNATURE_LENGTH = 64

/** BIP-340 tagged hash of the message, with the tag "BIP0322-signed-message". */
function bip322MessageHash({ sha256 }: BitcoinCrypto, message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  const bytes = new Uint8Array(tag.length * 2 + message.length)
  bytes.set(tag)
  bytes.set(tag, tag.length)
  bytes.set(message, tag.length * 2)
  return sha256(bytes)
}

/**
 * BIP-322's virtual `to_sign` transaction for `message` and the address's output script: it spends output 0 of
 * `to_spend` (version 0, one input from the null outpoint whose scriptSig is `OP_0 <message hash>`, one 0-value
 * output paying to the address) into a single `OP_RETURN` output. Both have version 0, lock time 0, sequence 0.
 */
function bip322ToSign(lib: BitcoinCrypto, message: Uint8Array, script: Uint8Array) {
  const { btc } = lib
  const toSpend = new btc.Transaction({ version: 0, allowUnknownInputs: true })
  // The output goes in first: an input with a final scriptSig counts as signed, and a signed transaction takes no
  // new outputs.
  toSpend.addOutput({ amount: 0n, script })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: btc.Script.encode(['OP_0', bip322MessageHash(lib, message)]),
  })
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  // `id` is the txid in display order, the order btc-signer takes input txids in.
  toSign.addInput({ txid: hex.decode(toSpend.id), index: 0, sequence: 0 })
  toSign.addOutput({ amount: 0n, script: btc.Script.encode(['RETURN']) })
  return toSign
}

function verifyBip322Simple(
  lib: BitcoinCrypto,
  address: DecodedAddress,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  let witness: Uint8Array[]
  try {
    witness = lib.btc.RawWitness.decode(signature)
  } catch {
    return false
  }
  if (address.type !== 'wpkh' && address.type !== 'sh' && address.type !== 'tr') return false
  const script = lib.btc.OutScript.encode(address)
  const toSign = bip322ToSign(lib, message, script)
  return address.type === 'tr'
    ? verifyP2trKeyPathWitness(lib, address.pubkey, script, toSign, witness)
    : verifyP2wpkhWitness(lib, address, toSign, witness)
}

/** `[DER signature + SIGHASH_ALL, compressed key]`, the key owning the (maybe P2SH-wrapped) P2WPKH address. */
function verifyP2wpkhWitness(
  lib: BitcoinCrypto,
  address: Extract<DecodedAddress, { type: 'wpkh' | 'sh' }>,
  toSign: ReturnType<typeof bip322ToSign>,
  witness: Uint8Array[],
): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey) return false
  if (publicKey.length !== COMPRESSED_KEY_LENGTH || signature.at(-1) !== SIGHASH_ALL) return false
  // The witness names its key; the key must be the address's, or anyone could sign for any address.
  const keyHash = lib.hash160(publicKey)
  const ownHash =
    address.type === 'wpkh'
      ? keyHash
      : // P2SH-P2WPKH: the hash of the key's witness program `OP_0 <keyHash>`, its redeem script.
        lib.hash160(lib.btc.OutScript.encode({ type: 'wpkh', hash: keyHash }))
  if (!equalBytes(address.hash, ownHash)) return false
  // BIP-143 signs P2WPKH with the P2PKH script of the key hash as its scriptCode, over the 0-sat input.
  const scriptCode = lib.btc.OutScript.encode({ type: 'pkh', hash: keyHash })
  const sighash = toSign.preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n)
  try {
    // noble refuses high-S signatures by default, as Bitcoin's standard script rules do; wallets sign low-S.
    return lib.secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { format: 'der' })
  } catch {
    return false
  }
}

/** `[Schnorr signature (+ SIGHASH_ALL)]` by the address's output key: a key-path spend. */
function verifyP2trKeyPathWitness(
  lib: BitcoinCrypto,
  outputKey: Uint8Array,
  script: Uint8Array,
  toSign: ReturnType<typeof bip322ToSign>,
  witness: Uint8Array[],
): boolean {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  const hashType = taprootHashType(signature)
  if (hashType === undefined) return false
  const sighash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
  try {
    return lib.schnorr.verify(signature.subarray(0, SCHNORR_SIGNATURE_LENGTH), sighash, outputKey)
  } catch {
    return false
  }
}

/** 64 bytes sign with SIGHASH_DEFAULT, 65 with the type in the last byte: only SIGHASH_ALL is BIP-322's. */
function taprootHashType(signature: Uint8Array): number | undefined {
  if (signature.length === SCHNORR_SIGNATURE_LENGTH) return SIGHASH_DEFAULT
  // BIP-341 makes an explicit 0x00 byte invalid: SIGHASH_DEFAULT is written by leaving the byte out.
  if (signature.length === SCHNORR_SIGNATURE_LENGTH + 1 && signature.at(-1) === SIGHASH_ALL)
    return SIGHASH_ALL
  return undefined
}
