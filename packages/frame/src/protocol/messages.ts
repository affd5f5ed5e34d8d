import * as v from 'valibot'
import {
  APP_EVENT_PREFIX,
  type AppEventName,
  FRAME_EVENT_PREFIX,
  FRAME_PROTOCOL,
  FRAME_READY_EVENT,
  isAppEventName,
  type ValidAppEventPayload,
} from './events.js'
import { ErrorMessageSchema, RequestIdSchema, VersionSchema, boundedString } from './fields.js'

/**
 * Every message either side posts: `{ type, id, payload }`. Strict, so a message padded with extra keys is not
 * ours; the payload is checked per event afterwards.
 */
export const EnvelopeSchema = v.strictObject({
  type: boundedString(128),
  id: v.optional(RequestIdSchema),
  payload: v.optional(v.unknown()),
})

export const ReadyPayloadSchema = v.object({ version: VersionSchema })
export const ErrorPayloadSchema = v.object({ message: v.optional(ErrorMessageSchema) })

/** A request the frame received, its payload valid for its event. */
export type AppRequest = {
  [E in AppEventName]: { name: E; id: string; payload: ValidAppEventPayload<E> }
}[AppEventName]

/** A message the app received from the frame. A success payload is checked later, against the request it answers. */
export type FrameMessage =
  | { kind: 'ready'; version: string }
  | { kind: 'success'; name: AppEventName; id: string; payload: unknown }
  | { kind: 'error'; name: AppEventName; id: string; message: string | undefined }

/** A request envelope whose type is an app event but whose payload is invalid: still answerable with an error. */
export interface InvalidAppRequest {
  name: AppEventName
  id: string
}

/**
 * Reads a message posted to the frame. Returns the request, `{ invalid }` when the envelope names an event and an
 * id but the payload fails its schema (the app gets an `_ERROR` rather than a 30 s wait), or undefined for
 * anything else. Never throws.
 */
export function parseAppRequest(data: unknown): AppRequest | { invalid: InvalidAppRequest } | undefined {
  const envelope = v.safeParse(EnvelopeSchema, data)
  if (!envelope.success || envelope.output.id === undefined) return undefined
  const { type, id, payload } = envelope.output
  if (!type.startsWith(APP_EVENT_PREFIX)) return undefined
  const name = type.slice(APP_EVENT_PREFIX.length)
  if (!isAppEventName(name)) return undefined
  const parsed = v.safeParse(FRAME_PROTOCOL[name].payload, payload)
  if (!parsed.success) return { invalid: { name, id } }
  return { name, id, payload: parsed.output } as AppRequest
}

/** Reads a message posted to the app. Returns undefined for anything that is not a valid frame message; never throws. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const envelope = v.safeParse(EnvelopeSchema, data)
  if (!envelope.success) return undefined
  const { type, id, payload } = envelope.output
  if (type === FRAME_READY_EVENT) {
    const ready = v.safeParse(ReadyPayloadSchema, payload)
    return ready.success && id === undefined ? { kind: 'ready', version: ready.output.version } : undefined
  }
  if (id === undefined || !type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  const success = stripSuffix(rest, '_SUCCESS')
  if (success !== undefined)
    return isAppEventName(success) ? { kind: 'success', name: success, id, payload } : undefined
  const error = stripSuffix(rest, '_ERROR')
  if (error === undefined || !isAppEventName(error)) return undefined
  const body = v.safeParse(ErrorPayloadSchema, payload)
  return { kind: 'error', name: error, id, message: body.success ? body.output.message : undefined }
}

function stripSuffix(value: string, suffix: string): string | undefined {
  return value.endsWith(suffix) ? value.slice(0, -suffix.length) : undefined
}
