// `@gangway/core/auth`: the embedded wallet's EIP-1193 provider, for adapters to load when the visitor signs in
// (or a stored sign-in is restored), so a page that never does so does not download it.
export { type AuthEip1193Provider, createAuthEip1193Provider } from './eip1193-provider.js'
export type { AuthClient } from './types.js'
