import { type CaipNetwork, CHAIN_NAMESPACES, type ChainNamespace } from '@gangway/common'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'

/** A namespace with a connected account, as the Account view lists it. */
export interface ConnectedAccount {
  namespace: ChainNamespace
  address: string
  /** The network the namespace's wallet is on. */
  network?: Snapshot<CaipNetwork> | undefined
}

/** The namespaces this instance knows (configured networks or an adapter), in the SPEC §1 order. */
export function useConfiguredNamespaces(): ChainNamespace[] {
  const { chains } = useSnapshot(useCore().store.chain.state)
  return CHAIN_NAMESPACES.filter((namespace) => chains[namespace] !== undefined)
}

/** Every namespace with a connected account, in the SPEC §1 order. */
export function useConnectedAccounts(): ConnectedAccount[] {
  const { chains } = useSnapshot(useCore().store.chain.state)
  return CHAIN_NAMESPACES.flatMap((namespace) => {
    const chain = chains[namespace]
    const address = chain?.accountState.address
    if (!address || !chain.accountState.caipAddress) return []
    return [{ namespace, address, network: chain.activeCaipNetwork }]
  })
}
