// `@gangway/services/testing`: what tests and the sandbox use of the development stand-ins. Kept out of the
// main entry, so an application importing `@gangway/services` never loads them (nor oauth2-mock-server).
export { DEFAULT_PROJECT_ORIGINS, SANDBOX_PROJECT_ID } from './test-hooks/dev-defaults.js'
export { HOSTILE_WALLET_IDS, LONG_WALLET_NAME } from './directory/hostile-wallets.js'
export { DEFAULT_CATALOGUE_SIZE } from './directory/test-catalogue.js'
export { MOCK_TEST_USER } from './frame/social/mock-server.js'
export { FARCASTER_TEST_ACCOUNT } from './frame/farcaster/config.js'
export {
  approveFarcasterSignIn,
  type ApproveFarcasterSignInOptions,
} from './frame/farcaster/test-client.js'
export type { FaultSpec } from './test-hooks/faults.js'
export type { LoggedRequest } from './test-hooks/request-log.js'
export type { RelayFaultSpec } from './relay/relay-faults.js'
