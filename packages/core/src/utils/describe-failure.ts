import type { GangwayError } from '@gangway/common'

/**
 * A failure in the SPEC's words, by common's error rules (`toGangwayError`). The rules and the catalogue load with
 * the first failure, so a page that starts well never downloads them. When they cannot load either (the page went
 * offline), the failure says it in its own words.
 */
export async function describeFailure(
  failure: unknown,
): Promise<Pick<GangwayError, 'shortMessage' | 'details'>> {
  try {
    const { toGangwayError } = await import('../lazy/error-rules.js')
    return toGangwayError(failure)
  } catch {
    const message = failure instanceof Error ? failure.message : String(failure)
    return { shortMessage: message, details: undefined }
  }
}
