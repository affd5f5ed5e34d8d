export interface GangwayErrorOptions {
  /** Numeric code when one applies (EIP-1193, JSON-RPC, EIP-5792 or an HTTP status). */
  code?: number | undefined
  /** The error this one wraps: an Error, a viem error, a plain EIP-1193 object, anything a wallet threw. */
  cause?: unknown
  /** Longer explanation; defaults to the cause's details or message. */
  details?: string | undefined
  /** Extra lines shown between the short message and the details. */
  metaMessages?: readonly string[] | undefined
  name?: string | undefined
}

/**
 * Base of every error Gangway throws, modelled on viem's BaseError: a short message for people, the longer
 * `details`, optional `metaMessages`, and the wrapped `cause`. `message` composes all three the way viem does,
 * so logs read the same whichever library threw.
 */
export class GangwayError extends Error {
  code: number | undefined
  details: string | undefined
  metaMessages: readonly string[] | undefined
  shortMessage: string

  override name = 'GangwayError'

  constructor(shortMessage: string, options: GangwayErrorOptions = {}) {
    const details = options.details ?? detailsOf(options.cause)
    super(composeMessage(shortMessage, details, options.metaMessages), { cause: options.cause })
    if (options.name) this.name = options.name
    this.code = options.code
    this.details = details
    this.metaMessages = options.metaMessages
    this.shortMessage = shortMessage
  }

  /** The innermost error of the cause chain. */
  walk(): unknown
  /** The first error of the cause chain (this one included) for which `fn` returns true, else null. */
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current = error
  // A cyclic cause chain must not hang the caller, so each error is visited once.
  const seen = new Set<unknown>()
  while (!seen.has(current)) {
    seen.add(current)
    if (fn?.(current)) return current
    const cause = isObject(current) ? current.cause : undefined
    if (cause === undefined) break
    current = cause
  }
  return fn ? null : current
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof GangwayError) return cause.details ?? cause.shortMessage
  if (isObject(cause) && typeof cause.message === 'string' && cause.message) return cause.message
  return undefined
}

function composeMessage(
  shortMessage: string,
  details: string | undefined,
  metaMessages: readonly string[] | undefined,
): string {
  const lines = [shortMessage]
  if (metaMessages?.length) lines.push('', ...metaMessages)
  // A cause whose message is the short message adds nothing worth repeating.
  if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
  return lines.join('\n')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
