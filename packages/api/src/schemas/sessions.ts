import * as v from 'valibot'
import { boundedString, MAX_TEXT_LENGTH } from './primitives.js'

/** GET /v1/sessions/{id} response: fields not shown by SPEC; an object is all we rely on. */
export const SessionResponseSchema = v.looseObject({})
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>

/** POST /v1/sessions/{id}/revoke body. */
export const SessionRevokeRequestSchema = v.object({
  pci: boundedString(256),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TEXT_LENGTH)),
})
export type SessionRevokeRequest = v.InferOutput<typeof SessionRevokeRequestSchema>
