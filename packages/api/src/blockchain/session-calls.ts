import { pathSegment } from '../http/url.js'
import { SuccessResponseSchema } from '../schemas/profile.js'
import { type SessionResponse, SessionResponseSchema } from '../schemas/sessions.js'
import type { BlockchainContext } from './context.js'
import { newIdempotencyKey } from '../http/idempotency-key.js'

interface Signal {
  signal?: AbortSignal | undefined
}

export interface RevokeSessionParams extends Signal {
  id: string
  pci: string
  signature: string
}

export interface SessionCalls {
  /** GET /v1/sessions/{id}. */
  getSession(id: string, options?: Signal): Promise<SessionResponse>
  /** POST /v1/sessions/{id}/revoke; true when the service revoked it. */
  revokeSession(params: RevokeSessionParams): Promise<boolean>
}

/** SPEC §7 smart-session calls. */
export function createSessionCalls({ http, query }: BlockchainContext): SessionCalls {
  return {
    getSession: (id, { signal } = {}) =>
      http.get({
        path: `/v1/sessions/${pathSegment(id)}`,
        params: query,
        signal,
        schema: SessionResponseSchema,
      }),
    revokeSession: async ({ id, pci, signature, signal }) => {
      const response = await http.post({
        path: `/v1/sessions/${pathSegment(id)}/revoke`,
        params: query,
        body: { pci, signature },
        // A revoke whose answer was lost would find the session gone on a blind retry: the key replays the answer.
        idempotencyKey: newIdempotencyKey(),
        signal,
        schema: SuccessResponseSchema,
      })
      return response.success
    },
  }
}
