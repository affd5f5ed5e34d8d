import { STORAGE_KEYS } from '@gangway/common'
import type { StorageBackend } from '../utils/environment.js'
import { type OAuthProvider, SOCIAL_RESULT_FRAGMENT } from './types.js'

export { SOCIAL_RESULT_FRAGMENT }

/** The providers a redirect may come back from (Farcaster signs in without one). */
const OAUTH_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly OAuthProvider[]

/** The page as the redirect touches it: where it is, and a way to change its URL without loading. */
export interface RedirectPage {
  location: { href: string }
  history: { replaceState(data: unknown, unused: string, url?: string): void }
}

export interface SocialRedirectResult {
  provider: OAuthProvider
  /** The provider's redirect to the callback page, to hand to the frame (CONNECT_SOCIAL). */
  resultUri: string
}

/**
 * After a top-level social redirect (Telegram, where popups do not work) the browser comes back to the page
 * that left, with the result in the fragment. Takes it out of the address bar (it carries an authorization
 * code) and out of storage, and returns it when this page did start that sign-in; else undefined. Never throws.
 */
export function takeSocialRedirectResult(
  storage: StorageBackend | undefined,
  page: RedirectPage | undefined = globalThis as unknown as RedirectPage,
): SocialRedirectResult | undefined {
  if (!page?.location) return undefined
  const url = new URL(page.location.href)
  const resultUri = new URLSearchParams(url.hash.slice(1)).get(SOCIAL_RESULT_FRAGMENT)
  if (resultUri === null) return undefined
  url.hash = ''
  page.history.replaceState(null, '', url.toString())
  let provider: string | null | undefined
  try {
    provider = storage?.getItem(STORAGE_KEYS.socialRedirect)
    storage?.removeItem(STORAGE_KEYS.socialRedirect)
  } catch {
    provider = undefined
  }
  // A result this page did not ask for (a crafted link) is dropped, not redeemed.
  if (!OAUTH_PROVIDERS.includes(provider as OAuthProvider)) return undefined
  return { provider: provider as OAuthProvider, resultUri }
}
