// Also its own subpath, `@gangway/core/adapter-kit/networks`: adapters that load at start-up import it from there,
// so the rest of the kit (which they load on first use) stays out of a page's start-up download.
import { type CaipNetwork, type ChainId, NetworkNotFoundError } from '@gangway/common'

/** The network whose reference is `chainId` (1, '0x1' is not one; '5eykt4…' for Solana) among `networks`. */
export function findNetwork(networks: readonly CaipNetwork[], chainId: ChainId): CaipNetwork | undefined {
  return networks.find((network) => String(network.id) === String(chainId))
}

/**
 * What switchNetwork switches to: the adapter's own record of `caipNetwork` (`found`), or NetworkNotFoundError
 * when the adapter was not given that network. One wording for every adapter.
 */
export function requireNetwork<T>(found: T | undefined, caipNetwork: CaipNetwork): T {
  if (found === undefined) {
    throw new NetworkNotFoundError({
      details: `${caipNetwork.caipNetworkId} is not among the adapter's networks.`,
    })
  }
  return found
}
