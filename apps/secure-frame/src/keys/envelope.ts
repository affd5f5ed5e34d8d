import { base64urlnopad } from '@scure/base'

/** Binds a ciphertext to what it holds, so no other AES-GCM blob under the same key passes as a key set. */
const ADDITIONAL_DATA = new TextEncoder().encode('gangway-secure-frame/keys/v1')
const IV_BYTES = 12
const KEY_BYTES = 32

/** A key envelope that does not open: wrong key, tampered or truncated. Says nothing about the contents. */
export class KeyEnvelopeError extends Error {
  override name = 'KeyEnvelopeError'
  constructor() {
    super('The wallet keys could not be decrypted')
  }
}

/** The backend's `wrappingKey` (base64url, 32 bytes) as a non-extractable AES-GCM key. */
export async function importWrappingKey(wrappingKey: string): Promise<CryptoKey> {
  const raw = new Uint8Array(base64urlnopad.decode(wrappingKey.replace(/=+$/, '')))
  if (raw.length !== KEY_BYTES) throw new KeyEnvelopeError()
  try {
    return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    raw.fill(0)
  }
}

/** AES-256-GCM with a random 12-byte IV; the envelope is base64url(iv ‖ ciphertext ‖ tag). */
export async function seal(plaintext: Uint8Array<ArrayBuffer>, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: ADDITIONAL_DATA }, key, plaintext),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return base64urlnopad.encode(out)
}

/** Opens an envelope from {@link seal}; any failure is the same {@link KeyEnvelopeError}. */
export async function open(envelope: string, key: CryptoKey): Promise<Uint8Array> {
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(base64urlnopad.decode(envelope.replace(/=+$/, '')))
  } catch {
    throw new KeyEnvelopeError()
  }
  // An IV and a 16-byte tag at least.
  if (bytes.length < IV_BYTES + 16) throw new KeyEnvelopeError()
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: ADDITIONAL_DATA },
      key,
      bytes.subarray(IV_BYTES),
    )
    return new Uint8Array(plain)
  } catch {
    throw new KeyEnvelopeError()
  }
}
