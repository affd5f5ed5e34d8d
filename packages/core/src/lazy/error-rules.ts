// Loaded with the first failure to describe (utils/describe-failure.ts): common's error rules and catalogue.
export { toGangwayError } from '@gangway/common'
