import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32, utf8 } from '@scure/base'
import { bytesToHex, concatBytes, hexToBytes } from 'viem'
import { hash160 } from './bitcoin.js'
import { invalidParams } from './errors.js'
import { ownAddressParam, paramsObject, type RequestHandler } from './handler.js'
import type { LabKey } from './types.js'

export function cosmosKey(secretKey: Uint8Array, path: string): LabKey {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  return {
    namespace: 'cosmos',
    address: cosmosAddressOf(publicKey),
    type: 'eoa',
    publicKey: bytesToHex(publicKey),
    path,
    secretKey,
  }
}

/** cosmos.tx.v1beta1.SignDoc as protobuf: body bytes, auth info bytes, chain id, account number. */
export function encodeSignDoc(doc: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}): Uint8Array {
  const parts: Uint8Array[] = []
  // proto3 leaves default values out.
  if (doc.bodyBytes.length) parts.push(field(1, doc.bodyBytes))
  if (doc.authInfoBytes.length) parts.push(field(2, doc.authInfoBytes))
  if (doc.chainId) parts.push(field(3, utf8.decode(doc.chainId)))
  // Field 4 is a varint (wire type 0).
  if (doc.accountNumber) parts.push(new Uint8Array([4 << 3]), varint(doc.accountNumber))
  return concatBytes(parts)
}

const LENGTH_DELIMITED = 2
const field = (number: number, bytes: Uint8Array) =>
  concatBytes([new Uint8Array([(number << 3) | LENGTH_DELIMITED]), varint(BigInt(bytes.length)), bytes])

function varint(value: bigint): Uint8Array {
  const bytes: number[] = []
  let rest = value
  do {
    const low = Number(rest & 0x7fn)
    rest >>= 7n
    bytes.push(rest ? low | 0x80 : low)
  } while (rest)
  return new Uint8Array(bytes)
}

/** Amino JSON as cosmjs signs it: keys sorted at every level, `&`, `<` and `>` escaped. */
export function serializeAminoSignDoc(doc: unknown): Uint8Array {
  const json = JSON.stringify(sortKeys(doc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return utf8.decode(json)
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}

/** The StdSignature a Cosmos wallet answers with: the key as amino JSON and a 64-byte r‖s signature. */
function stdSignature(key: LabKey, bytes: Uint8Array) {
  const signature = secp256k1.sign(sha256(bytes), key.secretKey).toCompactRawBytes()
  return {
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(hexToBytes(key.publicKey)) },
    signature: base64.encode(signature),
  }
}

function signerOf(params: unknown, method: string, key: LabKey) {
  const request = paramsObject(params, method)
  ownAddressParam(request, 'signerAddress', method, key)
  const signDoc = request.signDoc
  if (typeof signDoc !== 'object' || signDoc === null) throw invalidParams(`${method} expects a signDoc`)
  return signDoc as Record<string, unknown>
}

export const cosmosHandlers: Record<string, RequestHandler> = {
  cosmos_getAccounts: (_params, { key }) => [
    { algo: 'secp256k1', address: key.address, pubkey: base64.encode(hexToBytes(key.publicKey)) },
  ],
  /**
   * `{ signerAddress, signDoc: { chainId, accountNumber, authInfoBytes: base64, bodyBytes: base64 } }`
   * → `{ signature: StdSignature, signed: signDoc }`, signed over the protobuf SignDoc.
   */
  cosmos_signDirect(params, { key }) {
    const signDoc = signerOf(params, 'cosmos_signDirect', key)
    const bytes = encodeSignDoc({
      bodyBytes: base64.decode(String(signDoc.bodyBytes ?? '')),
      authInfoBytes: base64.decode(String(signDoc.authInfoBytes ?? '')),
      chainId: String(signDoc.chainId ?? ''),
      accountNumber: BigInt(String(signDoc.accountNumber ?? '0')),
    })
    return { signature: stdSignature(key, bytes), signed: signDoc }
  },
  /** `{ signerAddress, signDoc: StdSignDoc }` → `{ signature: StdSignature, signed: signDoc }`. */
  cosmos_signAmino(params, { key }) {
    const signDoc = signerOf(params, 'cosmos_signAmino', key)
    return { signature: stdSignature(key, serializeAminoSignDoc(signDoc)), signed: signDoc }
  },
}

/** Whether a direct-mode StdSignature's signature (base64) signs the sign document for its key. */
export function verifyCosmosDirect(args: {
  signDoc: { chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }
  signature: string
  publicKey: string
}) {
  const bytes = encodeSignDoc({
    bodyBytes: base64.decode(args.signDoc.bodyBytes),
    authInfoBytes: base64.decode(args.signDoc.authInfoBytes),
    chainId: args.signDoc.chainId,
    accountNumber: BigInt(args.signDoc.accountNumber),
  })
  return secp256k1.verify(base64.decode(args.signature), sha256(bytes), base64.decode(args.publicKey))
}

/** The bech32 `cosmos` address of a compressed secp256k1 public key: hash160 of the key. */
export function cosmosAddressOf(publicKey: Uint8Array): string {
  return bech32.encode('cosmos', bech32.toWords(hash160(publicKey)))
}

/**
 * ADR-036's amino sign document for arbitrary text, as Cosmos wallets sign it with `cosmos_signAmino`: no
 * chain id, zero account number, sequence and fee, one `sign/MsgSignData` with the signer and the message's
 * UTF-8 bytes in base64.
 */
export function adr036SignDoc(message: string, signer: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(utf8.decode(message)) } }],
    memo: '',
  }
}

/**
 * Whether `signature` (the StdSignature's base64 r‖s) signs `message` as ADR-036 for the `cosmos1…` address:
 * the sign document is rebuilt and serialized as amino JSON, and one of the two recovery ids must give a
 * public key whose address is `address` and under which the signature verifies. No public key is needed,
 * as with the other namespaces' verifiers.
 */
export function verifyCosmosMessage(args: { message: string; signature: string; address: string }): boolean {
  let compact: Uint8Array
  try {
    compact = base64.decode(args.signature)
  } catch {
    return false
  }
  if (compact.length !== 64) return false
  const digest = sha256(serializeAminoSignDoc(adr036SignDoc(args.message, args.address)))
  for (const recovery of [0, 1]) {
    try {
      const publicKey = secp256k1.Signature.fromCompact(compact)
        .addRecoveryBit(recovery)
        .recoverPublicKey(digest)
        .toRawBytes(true)
      if (cosmosAddressOf(publicKey) === args.address && secp256k1.verify(compact, digest, publicKey)) {
        return true
      }
    } catch {
      // No point on the curve for this recovery id.
    }
  }
  return false
}
