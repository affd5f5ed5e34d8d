/**
 * Where the frame keeps things between visits: get/set/delete of structured-clone values. The frame passes
 * its own origin's IndexedDB (a CryptoKey is stored there as a key object, still non-extractable); tests pass
 * a Map.
 */
export interface DeviceStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

interface DeviceShareRecord {
  v: 1
  /** AES-256-GCM, made with extractable false: script in the frame can use it, but never read it out. */
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  sealed: Uint8Array<ArrayBuffer>
}

const IV_BYTES = 12
const LABEL = 'gangway-secure-frame/device-share/v1'

/** The stored device share is missing a part, or does not decrypt (altered, or moved from another user). */
export class DeviceShareError extends Error {
  override name = 'DeviceShareError'
  constructor() {
    super('The key share on this device cannot be opened')
  }
}

const recordKey = (userId: string) => `device-share:${userId}`
/** Binds the ciphertext to its user: a record copied under another user's name does not open. */
const additionalData = (userId: string) => new TextEncoder().encode(`${LABEL}\n${userId}`)

function isRecord(value: unknown): value is DeviceShareRecord {
  const record = value as Partial<DeviceShareRecord> | undefined
  return (
    record?.v === 1 &&
    typeof record.key === 'object' &&
    record.key !== null &&
    record.iv instanceof Uint8Array &&
    record.sealed instanceof Uint8Array
  )
}

/** Keeps `share` for `userId` on this device, under a fresh non-extractable key (replacing any earlier one). */
export async function saveDeviceShare(store: DeviceStore, userId: string, share: Uint8Array): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new Uint8Array(share)
  try {
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(userId) },
        key,
        plain,
      ),
    )
    const record: DeviceShareRecord = { v: 1, key, iv, sealed }
    await store.set(recordKey(userId), record)
  } finally {
    plain.fill(0)
  }
}

/** The device share of `userId`, or undefined when this device has none (a new device: recover first). */
export async function loadDeviceShare(
  store: DeviceStore,
  userId: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const record = await store.get(recordKey(userId))
  if (record === undefined) return undefined
  if (!isRecord(record)) throw new DeviceShareError()
  try {
    const { key, iv, sealed } = record
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(userId) },
        key,
        sealed,
      ),
    )
  } catch {
    throw new DeviceShareError()
  }
}

/** Drops this device's share of `userId` (e.g. the person asked to forget this device). */
export function forgetDeviceShare(store: DeviceStore, userId: string): Promise<void> {
  return store.delete(recordKey(userId))
}
