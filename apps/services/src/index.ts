export {
  startServices,
  type RelayServiceOptions,
  type RunningServices,
  type StartServicesOptions,
} from './server.js'
export type { ChainConfig, NativeCurrencyConfig, ServicesMode } from './config.js'
export { DEFAULT_PROJECT_ORIGINS, SANDBOX_PROJECT_ID } from './config.js'
export { HOSTILE_WALLET_IDS, LONG_WALLET_NAME } from './directory/hostile-wallets.js'
export { DEFAULT_CATALOGUE_SIZE } from './directory/catalogue.js'
export { TOKENS, TOKEN_HOLDERS, NATIVE_TOKEN_ADDRESS, type TokenSymbol } from './chain/tokens.js'
export { DEFAULT_SWAP_NETWORKS } from './blockchain/convert/networks.js'
export { frameKeySecretFromFile } from './frame/key-secret.js'
export { DEFAULT_FRAME_ORIGINS } from './frame/config.js'
export { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderConfig } from './frame/social/config.js'
export { MOCK_TEST_USER } from './frame/social/mock-server.js'
export { FARCASTER_TEST_ACCOUNT, type FarcasterOptions } from './frame/farcaster/config.js'
export {
  approveFarcasterSignIn,
  type ApproveFarcasterSignInOptions,
} from './frame/farcaster/test-client.js'
export type { FaultSpec } from './test-hooks/faults.js'
export type { LoggedRequest } from './test-hooks/request-log.js'
export type { Mailbox, MailboxMessage, TopicStats } from './relay/mailbox.js'
export { MemoryMailbox } from './relay/memory-mailbox.js'
export type { RelayFaultSpec } from './relay/relay-faults.js'
