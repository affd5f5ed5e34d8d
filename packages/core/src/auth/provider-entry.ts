// `@gangway/core/auth`: the embedded wallet's EIP-1193 provider, for adapters to load when the visitor signs in
// (or a stored sign-in is restored), and the Telegram rules of the sign-in views; a page that never shows them
// does not download them (an export of core's main entry lands in the start-up chunk, whoever uses it).
export {
  detectTelegramPlatform,
  socialsForPlatform,
  type TelegramPlatform,
} from '../rules/social-providers.js'
export { type AuthEip1193Provider, createAuthEip1193Provider } from './eip1193-provider.js'
export { AUTH_CONNECTOR_ID, type AuthClient } from './types.js'
