import * as v from 'valibot'
import { InvalidResponseError } from '../errors/invalid-response.js'

/**
 * Validates `value` against `schema` and returns the typed output, or throws {@link InvalidResponseError}
 * naming where it failed (paths and messages, never the offending values).
 */
export function parseResponse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  context?: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new InvalidResponseError(result.issues.slice(0, 5).map(describeIssue), { context })
}

// Valibot's default messages quote the received value; a hostile value must not reach logs or the UI, so the
// description is built from the expectation only.
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key).slice(0, 64)).join('.') ?? ''
  const expectation =
    issue.type === 'check' ? issue.message : `${issue.type} (expected ${issue.expected ?? 'valid'})`
  return path ? `${path}: ${expectation}` : expectation
}
