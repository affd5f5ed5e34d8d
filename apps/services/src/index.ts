export {
  startServices,
  type RelayServiceOptions,
  type RunningServices,
  type StartServicesOptions,
} from './server.js'
export type { ChainConfig, NativeCurrencyConfig, ServicesMode } from './config.js'
export { ServicesConfigError } from './config-error.js'
export { isLoopbackHost } from './config-check.js'
export { loadServicesConfig, type LoadServicesConfigOptions } from './config-load.js'
export { TOKENS, TOKEN_HOLDERS, NATIVE_TOKEN_ADDRESS, type TokenSymbol } from './chain/tokens.js'
export { DEFAULT_SWAP_NETWORKS } from './blockchain/convert/networks.js'
export { frameKeySecretFromFile } from './frame/key-secret.js'
export { DEFAULT_FRAME_ORIGINS } from './frame/config.js'
export { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderConfig } from './frame/social/config.js'
export type { FarcasterOptions } from './frame/farcaster/config.js'
export { type Mailbox, MailboxFullError, type MailboxMessage, type TopicStats } from './relay/mailbox.js'
export { MemoryMailbox } from './relay/memory-mailbox.js'
export {
  DEFAULT_RELAY_LIMITS,
  type MailboxBounds,
  RelayLimitError,
  type RelayLimitOptions,
} from './relay/limits.js'
