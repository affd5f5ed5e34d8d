import { GangwayError } from '@gangway/common'

/**
 * A service answered with a body whose top-level shape is not what the contract says. Entries inside a list
 * that do not fit are dropped and unsafe links become null instead, so this error means the whole answer is
 * unusable. `issues` lists where validation failed (paths and messages only, never the hostile values).
 */
export class InvalidResponseError extends GangwayError {
  override name = 'InvalidResponseError'
  readonly issues: readonly string[]

  constructor(issues: readonly string[], options: { cause?: unknown; context?: string | undefined } = {}) {
    super('Invalid response', {
      cause: options.cause,
      details: options.context ? `${options.context}: ${issues.join('; ')}` : issues.join('; '),
    })
    this.issues = issues
  }
}
