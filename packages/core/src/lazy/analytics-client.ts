// Loaded with the first analytics event worth sending (actions/analytics.ts).
export { createAnalyticsClient } from '@gangway/api'
