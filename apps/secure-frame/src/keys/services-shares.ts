import * as v from 'valibot'
import { type ServicesClient, ServicesError } from '../services/client.js'
import { KeysSchema } from '../services/schemas.js'
import type { RecoverySeal, SharesPort } from './wallet-ports.js'

const AUTH_PATH = '/frame/v1/shares/auth'
const RECOVERY_PATH = '/frame/v1/shares/recovery'
const KEYS_PATH = '/frame/v1/keys'

/** base64url text, bounded as the services bound it (apps/services/src/frame/share-routes.ts). */
const Base64url = (max: number) => v.pipe(v.string(), v.regex(/^[\w-]+$/), v.maxLength(max))

const AuthShareSchema = v.object({ share: v.nullable(Base64url(512)) })
const RecoverySealsSchema = v.object({
  shares: v.pipe(
    v.array(
      v.variant('kind', [
        v.object({ kind: v.literal('code'), sealed: Base64url(2048) }),
        v.object({ kind: v.literal('passkey'), credentialId: Base64url(1364), sealed: Base64url(2048) }),
      ]),
    ),
    v.maxLength(10),
  ),
})

const isStatus = (error: unknown, status: number) => error instanceof ServicesError && error.status === status

/**
 * The wallet's shares on the services, through the frame's signed client (`auth: true`: the session's token and
 * a proof of the binding key on every call). Answers are checked before use: the services are not trusted with
 * more than storage.
 */
export function servicesSharesPort(services: ServicesClient): SharesPort {
  return {
    async getAuthShare() {
      const { share } = await services.call(AUTH_PATH, { auth: true, schema: AuthShareSchema })
      return share ?? undefined
    },
    async putAuthShare(share, addresses) {
      try {
        await services.call(AUTH_PATH, { method: 'PUT', auth: true, body: { share, addresses } })
        return true
      } catch (error) {
        if (isStatus(error, 409)) return false
        throw error
      }
    },
    async getRecoverySeals() {
      const { shares } = await services.call(RECOVERY_PATH, { auth: true, schema: RecoverySealsSchema })
      return shares.map(
        (seal): RecoverySeal =>
          seal.kind === 'code'
            ? { kind: 'code', sealed: seal.sealed }
            : { kind: 'passkey', credentialId: seal.credentialId, sealed: seal.sealed },
      )
    },
    async putRecoverySeal(seal, proof) {
      await services.call(RECOVERY_PATH, { method: 'PUT', auth: true, body: { ...seal, ...proof } })
    },
    async getLegacyKeys() {
      try {
        const keys = await services.call(KEYS_PATH, { auth: true, schema: KeysSchema })
        return keys.ciphertext ? { wrappingKey: keys.wrappingKey, ciphertext: keys.ciphertext } : undefined
      } catch (error) {
        // The wallet moved to key shares: the services no longer answer with a wrapping key.
        if (isStatus(error, 404)) return undefined
        throw error
      }
    },
    async deleteLegacyKeys() {
      await services.call(KEYS_PATH, { method: 'DELETE', auth: true })
    },
  }
}
