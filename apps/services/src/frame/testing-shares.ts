// The secure frame's port to the share and key routes (keys/wallet-ports.ts), over HTTP as the frame calls them,
// for tests that run the frame's own orchestration against real services.
import type { SharesPort } from '../../../secure-frame/src/keys/wallet-ports.js'
import { recoverySealStatement } from '@gangway/common'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { RecoverySeal } from '../../../secure-frame/src/keys/wallet-ports.js'
import { authHeaders } from './testing.js'

const FRAME = 'http://localhost:8790'

export type Auth = Parameters<typeof authHeaders>[1]

export async function call(base: string, auth: Auth, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      Origin: FRAME,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(await authHeaders(base, auth, method, path)),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** The frame's port to the share and key routes, over HTTP, as the frame calls them. */
export function httpSharesPort(base: string, auth: Auth): SharesPort {
  const ok = <T>(answer: { status: number; body: T }, ...expected: number[]) => {
    if (!expected.includes(answer.status)) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`)
    return answer
  }
  return {
    getAuthShare: async () =>
      (ok(await call(base, auth, 'GET', '/frame/v1/shares/auth'), 200).body.share as string | null) ??
      undefined,
    putAuthShare: async (share, addresses) =>
      ok(await call(base, auth, 'PUT', '/frame/v1/shares/auth', { share, addresses }), 204, 409).status ===
      204,
    getRecoverySeals: async () =>
      ok(await call(base, auth, 'GET', '/frame/v1/shares/recovery'), 200).body.shares as never,
    putRecoverySeal: async (seal, proof) =>
      void ok(await call(base, auth, 'PUT', '/frame/v1/shares/recovery', { ...seal, ...proof }), 204),
    async getLegacyKeys() {
      const { status, body } = ok(await call(base, auth, 'GET', '/frame/v1/keys'), 200, 404)
      return status === 200 && typeof body.ciphertext === 'string'
        ? { wrappingKey: body.wrappingKey as string, ciphertext: body.ciphertext }
        : undefined
    },
    deleteLegacyKeys: async () => void ok(await call(base, auth, 'DELETE', '/frame/v1/keys'), 204),
  }
}

/** A seal as the frame sends it: signed by the wallet's EVM key (`privateKey`) for the account `userId`. */
export async function signedSeal(privateKey: Hex, userId: string, seal: RecoverySeal, issuedAt = Date.now()) {
  const message = recoverySealStatement({
    userId,
    kind: seal.kind,
    credentialId: seal.kind === 'passkey' ? seal.credentialId : undefined,
    sealed: seal.sealed,
    issuedAt,
  })
  return { ...seal, issuedAt, signature: await privateKeyToAccount(privateKey).signMessage({ message }) }
}
