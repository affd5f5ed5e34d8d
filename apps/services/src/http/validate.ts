import * as v from 'valibot'
import { ServiceError } from './errors.js'

/** The first issues of a failed parse, each with the path of its field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

/** Validates a request part with the client's own schema; a mismatch is a 400 naming the fields. */
export function parseRequest<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new ServiceError(400, `Invalid ${what}: ${describeIssues(result.issues)}`)
}

/**
 * Checks that a response body matches the client's schema and returns the body unchanged: the client
 * must receive what the service holds (hostile catalogue entries included) and do its own sanitising.
 */
export function checkResponse<T>(schema: v.GenericSchema, body: T, what: string): T {
  const result = v.safeParse(schema, body)
  if (!result.success) throw new Error(`${what} response breaks its schema: ${describeIssues(result.issues)}`)
  return body
}

/** Reads a JSON body whatever its content type (browsers' beacons send text/plain); bad JSON is a 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ServiceError(400, 'Invalid body: not JSON')
  }
}
