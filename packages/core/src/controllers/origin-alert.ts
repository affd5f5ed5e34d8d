import { ALERT_MESSAGES } from '@gangway/common'

/**
 * SPEC §8 alert for a page origin the project does not allow. Raised by the directory's requests only, so the
 * alert catalogue loads with them rather than with the page.
 */
export const ORIGIN_NOT_ALLOWED_MESSAGE = `${ALERT_MESSAGES.originNotAllowed.shortMessage}: ${ALERT_MESSAGES.originNotAllowed.longMessage}`
