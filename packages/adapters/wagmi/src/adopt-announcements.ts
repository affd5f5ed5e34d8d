import type { Config } from '@wagmi/core'

// Loaded with the operations: the instance adopts missed wallets while it gets ready, never before the first paint.

/**
 * wagmi drops an EIP-6963 announcement that arrives before its store has hydrated, so a wallet that
 * announces itself right after the config is created would never be listed. This adds every announced
 * wallet wagmi does not know yet, once hydration is over.
 */
export function adoptMissedAnnouncements(config: Config): void {
  const mipd = config._internal.mipd
  if (!mipd) return
  const known = new Set<string>()
  for (const connector of config.connectors) {
    known.add(connector.id)
    for (const rdns of [connector.rdns ?? []].flat()) known.add(rdns)
  }
  const { connectors } = config._internal
  const missed = mipd
    .getProviders()
    .filter((detail) => !known.has(detail.info.rdns))
    .map((detail) => connectors.setup(connectors.providerDetailToConnector(detail)))
  if (missed.length > 0) connectors.setState((current) => [...current, ...missed])
}
