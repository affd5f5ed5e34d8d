import * as v from 'valibot'
import { boundedString, IdSchema, MAX_TEXT_LENGTH, TextSchema } from './primitives.js'

/** Longest `url` / `domain` an analytics body may carry. */
const MAX_LOCATION_LENGTH = 2048

/** Props of an error report (SPEC §7 error telemetry). */
export const ErrorTelemetryPropsSchema = v.object({
  type: v.literal('error'),
  event: boundedString(128),
  errorType: boundedString(128),
  errorMessage: TextSchema,
  stackTrace: TextSchema,
})
export type ErrorTelemetryProps = v.InferOutput<typeof ErrorTelemetryPropsSchema>

/** Props of a tracked event: the AppKit event plus the connected address (SPEC §7). */
export const EventPropsSchema = v.object({
  type: v.picklist(['track', 'error']),
  event: boundedString(128),
  address: v.optional(boundedString(256)),
  properties: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(128)), v.unknown()),
      v.check((value) => JSON.stringify(value).length <= MAX_TEXT_LENGTH, 'properties are too large'),
    ),
  ),
})
export type EventProps = v.InferOutput<typeof EventPropsSchema>

/** POST /e body (SPEC §7): eventId, url, domain, timestamp and props. */
export const AnalyticsEventBodySchema = v.object({
  eventId: IdSchema,
  url: v.pipe(v.string(), v.maxLength(MAX_LOCATION_LENGTH)),
  domain: v.pipe(v.string(), v.maxLength(MAX_LOCATION_LENGTH)),
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  props: v.union([ErrorTelemetryPropsSchema, EventPropsSchema]),
})
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBodySchema>

/** POST /e query (SPEC §7). */
export const AnalyticsQuerySchema = v.object({
  projectId: IdSchema,
  st: IdSchema,
  sv: IdSchema,
})
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>
