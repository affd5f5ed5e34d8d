import * as v from 'valibot'
import { boundedString, listOf } from './primitives.js'

/**
 * GET /projects/v1/origins response. Origins may hold `*` wildcards (SPEC §5); entries that are not strings
 * are dropped.
 */
export const OriginsResponseSchema = v.object({
  allowedOrigins: listOf(boundedString(512)),
})
export type OriginsResponse = v.InferOutput<typeof OriginsResponseSchema>

/** GET /getAnalyticsConfig response. */
export const AnalyticsConfigSchema = v.object({
  isAnalyticsEnabled: v.boolean(),
})
export type AnalyticsConfig = v.InferOutput<typeof AnalyticsConfigSchema>
