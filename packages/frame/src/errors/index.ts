import { ERROR_MESSAGES, GangwayError, type GangwayErrorOptions, formatMessage } from '@gangway/common'

/** Machine-readable reason of a {@link FrameError}; the first two are the SPEC §8 wire tokens. */
export type FrameErrorReason =
  | 'iframe_load_failed'
  | 'iframe_request_timeout'
  | 'invalid_request'
  | 'request_aborted'
  | 'frame_error'
  | 'rpc_not_allowed'
  | 'email_cooldown'

/** Base of every secure-frame failure: the SPEC's short message plus a `reason` callers can switch on. */
export class FrameError extends GangwayError {
  override name = 'FrameError'
  readonly reason: FrameErrorReason

  constructor(reason: FrameErrorReason, shortMessage: string, options: GangwayErrorOptions = {}) {
    super(shortMessage, options)
    this.reason = reason
  }
}

/** SPEC §8: the frame did not announce itself within 20 s ('iframe_load_failed'); pending requests fail with it. */
export class FrameLoadError extends FrameError {
  override name = 'FrameLoadError'

  constructor(timeoutMs: number) {
    super('iframe_load_failed', ERROR_MESSAGES.emailLoginDependency, {
      details: `${ERROR_MESSAGES.iframeLoadFailed}: no ready event within ${timeoutMs} ms`,
    })
  }
}

/** The app tried to send a payload its own event schema rejects; nothing was posted. */
export class InvalidFrameRequestError extends FrameError {
  override name = 'InvalidFrameRequestError'

  constructor(event: string, issues: readonly string[]) {
    super('invalid_request', ERROR_MESSAGES.invalidRequest, { details: `${event}: ${issues.join('; ')}` })
  }
}

/** SPEC §8: no answer to a connect, device, OTP, social or redirect-URI request within 30 s. */
export class FrameRequestTimeoutError extends FrameError {
  override name = 'FrameRequestTimeoutError'

  constructor(event: string, timeoutMs: number) {
    super('iframe_request_timeout', ERROR_MESSAGES.iframeRequestTimeout, {
      details: `No answer to ${event} within ${timeoutMs} ms`,
    })
  }
}

/**
 * SPEC §8: an aborted RPC request says 'Request was aborted'; any other aborted request 'Something went wrong'
 * (the user did not ask for an RPC call to stop, so there is nothing more precise to tell them).
 */
export class FrameRequestAbortedError extends FrameError {
  override name = 'FrameRequestAbortedError'

  constructor(event: string, cause?: unknown) {
    const message =
      event === 'RPC_REQUEST' ? ERROR_MESSAGES.requestAborted : ERROR_MESSAGES.somethingWentWrong
    super('request_aborted', message, { cause, details: `${event} was aborted` })
  }
}

/** SPEC §8: the frame answered with its error event; without a message it is 'An error occurred'. */
export class FrameResponseError extends FrameError {
  override name = 'FrameResponseError'

  constructor(message: string | undefined, details?: string) {
    super('frame_error', message ?? ERROR_MESSAGES.unknownError, { details })
  }
}

/** SPEC §6: the RPC method is not on the frame's allow-list. People see {@link displayMessage}. */
export class FrameRpcNotAllowedError extends FrameError {
  override name = 'FrameRpcNotAllowedError'
  readonly displayMessage = ERROR_MESSAGES.actionNotAllowed

  constructor(method: string) {
    super('rpc_not_allowed', ERROR_MESSAGES.rpcCallNotAllowed, { details: `Method: ${method.slice(0, 128)}` })
  }
}

/** SPEC §5: an e-mail login within 30 s of the last one. */
export class EmailCooldownError extends FrameError {
  override name = 'EmailCooldownError'
  readonly secondsLeft: number

  constructor(secondsLeft: number) {
    super('email_cooldown', formatMessage(ERROR_MESSAGES.emailRateLimit, { n: secondsLeft }))
    this.secondsLeft = secondsLeft
  }
}
