import type { ResolvedOptions } from '../controllers/options.js'
import type { AppKitOptions } from '../options.js'

/**
 * Whether the instance offers the embedded wallet: sign-in by e-mail or social account is on and a secure site
 * is configured (ARCHITECTURE: a feature whose service is not configured is hidden, never broken). Only then is
 * its code downloaded.
 */
export function offersEmbeddedWallet(
  options: Pick<AppKitOptions, 'services'>,
  state: Pick<ResolvedOptions, 'features'>,
): boolean {
  const { features } = state
  return (
    Boolean(options.services?.secureSiteUrl) &&
    (Boolean(features.email) || (features.socials || []).length > 0)
  )
}
