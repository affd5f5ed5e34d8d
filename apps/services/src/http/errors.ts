import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Every error answer has one shape: `{ message }`. */
export class ServiceError extends Error {
  override name = 'ServiceError'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

/** SPEC §7: an unknown project id is refused with 403 and this message. */
export const INVALID_PROJECT_MESSAGE = 'Unauthorized: invalid key'

export function invalidProjectError(): ServiceError {
  return new ServiceError(403, INVALID_PROJECT_MESSAGE)
}

export function errorResponse(c: Context, error: unknown, log: (line: string) => void): Response {
  if (error instanceof ServiceError) return c.json({ message: error.message }, error.status)
  log(
    `services: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
  )
  return c.json({ message: 'Internal server error' }, 500)
}
