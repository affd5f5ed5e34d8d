import { ERROR_MESSAGES, GangwayError } from '@gangway/common'

/** SPEC §8: the caller aborted the request (its signal fired); no further attempt is made. */
export class RequestAbortedError extends GangwayError {
  override name = 'RequestAbortedError'

  constructor(options: { cause?: unknown; details?: string } = {}) {
    super(ERROR_MESSAGES.requestAborted, options)
  }
}

/** SPEC §8 ("request timed out"): no answer within the client's timeout. */
export class RequestTimeoutError extends GangwayError {
  override name = 'RequestTimeoutError'
  readonly timeout: number

  constructor(timeout: number, options: { details?: string } = {}) {
    super('Request timed out', { details: options.details ?? `No response within ${timeout} ms` })
    this.timeout = timeout
  }
}

/** SPEC §8 ("HTTP request failed"): the request never got an answer (network down, connection refused). */
export class HttpRequestError extends GangwayError {
  override name = 'HttpRequestError'

  constructor(options: { cause?: unknown; details?: string } = {}) {
    super('HTTP request failed', options)
  }
}

/** Whether a failure came from the caller aborting; such failures are passed on, never replaced by a fallback. */
export function isRequestAborted(error: unknown): error is RequestAbortedError {
  return error instanceof RequestAbortedError
}
