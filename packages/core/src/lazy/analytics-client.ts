// Loaded with the first analytics event worth sending (actions/analytics.ts), with the alert a refused project shows.
export { createAnalyticsClient } from '@gangway/api'
export { ALERT_MESSAGES } from '@gangway/common'
