import { base64urlnopad } from '@scure/base'

/** What a sealed share is opened with; part of the key derivation and of the AES-GCM additional data. */
export type SealFactor = 'code' | 'passkey'

const SEAL_VERSION = 1
const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = 1 + SALT_BYTES + IV_BYTES

/** A sealed share that is not in a known format (cut, altered, or not a sealed share at all). */
export class SealedShareFormatError extends Error {
  override name = 'SealedShareFormatError'
  constructor() {
    super('The sealed recovery share is not in a known format')
  }
}

/** Names the purpose, factor and version, so a blob sealed for one use never opens as another. */
const labelOf = (factor: SealFactor) =>
  new TextEncoder().encode(`gangway-secure-frame/recovery-share/${factor}/v${SEAL_VERSION}`)

async function keyFor(ikm: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, factor: SealFactor) {
  const base = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: labelOf(factor) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Seals `share` under `secret`, a high-entropy factor (128 random bits of a recovery code, or the 32-byte PRF
 * output of a passkey): HKDF-SHA-256 with a random salt, then AES-256-GCM with a random IV. The blob is
 * base64url(`[version] ‖ salt (16) ‖ iv (12) ‖ ciphertext ‖ tag`). `secret` is not kept or zeroed here.
 */
export async function sealShare(share: Uint8Array, secret: Uint8Array, factor: SealFactor): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ikm = new Uint8Array(secret)
  const plain = new Uint8Array(share)
  try {
    const key = await keyFor(ikm, salt, factor)
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: labelOf(factor) },
      key,
      plain,
    )
    const out = new Uint8Array(HEADER_BYTES + sealed.byteLength)
    out[0] = SEAL_VERSION
    out.set(salt, 1)
    out.set(iv, 1 + SALT_BYTES)
    out.set(new Uint8Array(sealed), HEADER_BYTES)
    return base64urlnopad.encode(out)
  } finally {
    ikm.fill(0)
    plain.fill(0)
  }
}

/**
 * Opens a blob from {@link sealShare}. Undefined when the factor does not open it (wrong code, other passkey,
 * tampered blob): the caller says which factor failed in its own words.
 */
export async function openShare(
  sealed: string,
  secret: Uint8Array,
  factor: SealFactor,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(base64urlnopad.decode(sealed))
  } catch {
    throw new SealedShareFormatError()
  }
  if (bytes.length < HEADER_BYTES + TAG_BYTES || bytes[0] !== SEAL_VERSION) throw new SealedShareFormatError()
  const ikm = new Uint8Array(secret)
  try {
    const key = await keyFor(ikm, bytes.slice(1, 1 + SALT_BYTES), factor)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(1 + SALT_BYTES, HEADER_BYTES), additionalData: labelOf(factor) },
      key,
      bytes.slice(HEADER_BYTES),
    )
    return new Uint8Array(plain)
  } catch {
    return undefined
  } finally {
    ikm.fill(0)
  }
}
