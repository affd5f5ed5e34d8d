// In-memory stand-ins for the ports of wallet-shares.ts (the services, a browser's storage, an authenticator,
// the dialogs), for its tests.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import type { DeviceStore } from './device-share.js'
import type { Credentials } from './passkey-prf.js'
import type { KeyAddresses } from './secrets.js'
import type {
  LegacyKeys,
  RecoveryAttempt,
  RecoveryDialogs,
  RecoveryOffer,
  RecoverySeal,
  SealProof,
  SharesPort,
} from './wallet-ports.js'

/** The services as the frame sees them: auth share written once, seals one per kind, the legacy route closed (404) once the user has an auth share. */
export function fakeServices(legacy?: LegacyKeys) {
  const state = {
    auth: undefined as string | undefined,
    addresses: undefined as KeyAddresses | undefined,
    seals: new Map<RecoverySeal['kind'], RecoverySeal>(),
    proofs: new Map<RecoverySeal['kind'], SealProof>(),
    legacy,
    failDeletes: 0,
    deletes: 0,
  }
  const port: SharesPort = {
    getAuthShare: async () => state.auth,
    async putAuthShare(share, addresses) {
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (state.auth !== undefined) return false
      state.auth = share
      state.addresses = addresses
      return true
    },
    getRecoverySeals: async () => [...state.seals.values()],
    putRecoverySeal: async (seal, proof) => {
      state.seals.set(seal.kind, seal)
      state.proofs.set(seal.kind, proof)
    },
    getLegacyKeys: async () => (state.auth === undefined ? state.legacy : undefined),
    async deleteLegacyKeys() {
      state.deletes++
      if (state.failDeletes > 0) {
        state.failDeletes--
        throw new Error('network down')
      }
      state.legacy = undefined
    },
  }
  /** Everything the operator holds, as text. */
  const operatorView = () => [
    ...(state.auth ? [state.auth] : []),
    ...[...state.seals.values()].flatMap((seal) => Object.values(seal)),
    ...(state.legacy ? [state.legacy.ciphertext] : []),
  ]
  return { port, state, operatorView }
}

/** One browser's storage: a Map of structured clones (a CryptoKey stays a key object). */
export function browserStore(): DeviceStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>()
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    delete: async (key) => void map.delete(key),
  }
}

/** An authenticator with PRF, shared by every browser of the test (a synced passkey, or a security key). */
export function fakeAuthenticator(): Credentials {
  const secrets = new Map<string, Buffer>()
  const bytes = (source: BufferSource) =>
    ArrayBuffer.isView(source)
      ? Buffer.from(source.buffer, source.byteOffset, source.byteLength)
      : Buffer.from(source)
  const prf = (id: string, salt: BufferSource) =>
    new Uint8Array(
      createHmac('sha256', secrets.get(id)!)
        .update(createHash('sha256').update('WebAuthn PRF\0').update(bytes(salt)).digest())
        .digest(),
    )
  const credential = (id: string, salt: BufferSource) =>
    ({
      type: 'public-key',
      rawId: new Uint8Array(base64urlnopad.decode(id)).buffer,
      getClientExtensionResults: () => ({ prf: { enabled: true, results: { first: prf(id, salt) } } }),
    }) as unknown as Credential
  return {
    async create(options) {
      const id = base64urlnopad.encode(randomBytes(16))
      secrets.set(id, randomBytes(32))
      return credential(id, options!.publicKey!.extensions!.prf!.eval!.first)
    },
    async get(options) {
      const id = base64urlnopad.encode(bytes(options!.publicKey!.allowCredentials![0]!.id))
      if (!secrets.has(id)) throw Object.assign(new Error('no credential'), { name: 'NotAllowedError' })
      return credential(id, options!.publicKey!.extensions!.prf!.eval!.first)
    },
  }
}

/** The dialogs, scripted: what the visitor picks, and the tries they make when recovering. */
export function scriptedDialogs(
  script: { offer?: RecoveryOffer; saveCode?: boolean; tries?: RecoveryAttempt[] } = {},
) {
  const seen = { codes: [] as string[], errors: [] as Error[], recoverOffered: [] as object[], offers: 0 }
  const dialogs: RecoveryDialogs = {
    async offerRecovery() {
      seen.offers++
      return script.offer ?? 'later'
    },
    async showRecoveryCode(code) {
      seen.codes.push(code)
      return script.saveCode ?? true
    },
    async recoverWallet({ passkey, code, attempt }) {
      seen.recoverOffered.push({ passkey, code })
      for (const choice of script.tries ?? []) {
        try {
          await attempt(choice)
          return true
        } catch (error) {
          seen.errors.push(error as Error)
        }
      }
      return false
    },
  }
  return { dialogs, seen }
}
