import type { ChainNamespace } from '@gangway/common'
import type { AccountHost } from './host.js'
import { blockchainServices } from './services.js'

/** SPEC §5: names (and so identities) exist for eip155 only. */
export const NAME_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/**
 * Reads the name and avatar of a namespace's address from `/v1/identity` (cached 5 minutes) into its account
 * state, where the account button and the Account header show them. A failure leaves the address shown; an
 * answer for an address no longer connected is dropped. Never throws.
 */
export async function loadIdentity(host: AccountHost, namespace: ChainNamespace, address: string) {
  const client = blockchainServices(host)
  if (!client || !NAME_NAMESPACES.includes(namespace)) return
  try {
    const identity = await client.fetchIdentity({ address })
    if (host.store.chain.state.chains[namespace]?.accountState.address !== address) return
    host.store.chain.setAccountState(namespace, {
      profileName: identity.name,
      profileImage: identity.avatar,
    })
  } catch {
    // The address stands in for a name the service could not tell.
  }
}
