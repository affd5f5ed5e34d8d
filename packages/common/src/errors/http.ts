import { GangwayError } from './base.js'
import { formatMessage } from './format-message.js'
import { ERROR_MESSAGES } from './messages.js'

/** SPEC §8: the HTTP client got a non-ok status. `code` and `status` both hold the status. */
export class HttpStatusError extends GangwayError {
  override name = 'HttpStatusError'
  readonly status: number

  constructor(status: number, options: { details?: string | undefined; cause?: unknown } = {}) {
    super(formatMessage(ERROR_MESSAGES.httpStatus, { n: status }), { ...options, code: status })
    this.status = status
  }
}
