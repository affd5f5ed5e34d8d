import type { ServicesClient } from '../services/client.js'
import { ServicesError } from '../services/client.js'
import { type BackendKeys, KeysSchema } from '../services/schemas.js'
import { importWrappingKey, open, seal } from './envelope.js'
import { createKeyRing, type KeyRing } from './keyring.js'
import { addressesOf, generateSecrets, parseSecrets, serialiseSecrets } from './secrets.js'

const KEYS_PATH = '/frame/v1/keys'

/** The stored keys belong to other addresses than the backend lists: refuse rather than sign with them. */
export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
  constructor() {
    super('The wallet keys do not match this account')
  }
}

async function openStored(stored: BackendKeys & { ciphertext: string }): Promise<KeyRing> {
  const key = await importWrappingKey(stored.wrappingKey)
  const plaintext = await open(stored.ciphertext, key)
  let secrets: ReturnType<typeof parseSecrets>
  try {
    secrets = parseSecrets(plaintext)
  } finally {
    plaintext.fill(0)
  }
  const derived = addressesOf(secrets)
  const listed = stored.addresses
  const evmMismatch = listed?.eip155 && listed.eip155.toLowerCase() !== derived.eip155.toLowerCase()
  const solanaMismatch = listed?.solana && listed.solana !== derived.solana
  if (evmMismatch || solanaMismatch) {
    secrets.solanaSeed.fill(0)
    throw new KeyMismatchError()
  }
  return createKeyRing(secrets)
}

function hasCiphertext(keys: BackendKeys): keys is BackendKeys & { ciphertext: string } {
  return typeof keys.ciphertext === 'string'
}

/**
 * The signed-in user's keys. The backend keeps only an AES-GCM envelope and hands the key that opens it only to
 * a call proved by the frame's binding key, so neither the backend's database alone nor the app ever sees a key. A first sign-in generates the keys
 * here and stores their envelope; when two frames race (two tabs), the backend keeps the first (409) and the
 * loser opens that one instead, so an account never gets two wallets.
 */
export async function loadOrCreateKeys(services: ServicesClient): Promise<KeyRing> {
  const stored = await services.call(KEYS_PATH, { auth: true, schema: KeysSchema })
  if (hasCiphertext(stored)) return openStored(stored)

  const secrets = generateSecrets()
  const addresses = addressesOf(secrets)
  const plaintext = serialiseSecrets(secrets)
  let ciphertext: string
  try {
    ciphertext = await seal(plaintext, await importWrappingKey(stored.wrappingKey))
  } finally {
    plaintext.fill(0)
  }
  try {
    await services.call(KEYS_PATH, { method: 'PUT', auth: true, body: { ciphertext, addresses } })
  } catch (error) {
    secrets.solanaSeed.fill(0)
    if (!(error instanceof ServicesError && error.status === 409)) throw error
    const winner = await services.call(KEYS_PATH, { auth: true, schema: KeysSchema })
    if (!hasCiphertext(winner)) throw error
    return openStored(winner)
  }
  return createKeyRing(secrets)
}
