import type { CaipNetwork, ChainNamespace } from '@gangway/common'
import type { AccountState } from '@gangway/core'
import type { Snapshot } from 'valtio'
import { useSnapshot } from 'valtio/react'
import { useCore } from '../context.js'

export interface ActiveAccount {
  namespace?: ChainNamespace
  account?: Snapshot<AccountState>
  network?: Snapshot<CaipNetwork>
  /** An address is known for the namespace (AppKit's `isConnected`). */
  isConnected: boolean
}

/** The account and network of `namespace`, or of the active namespace when none is given. */
export function useActiveAccount(namespace?: ChainNamespace): ActiveAccount {
  const chain = useSnapshot(useCore().store.chain.state)
  const active = namespace ?? chain.activeChain
  const chainState = active ? chain.chains[active] : undefined
  const account = chainState?.accountState
  return {
    namespace: active,
    account,
    network: namespace
      ? chainState?.activeCaipNetwork
      : (chain.activeCaipNetwork ?? chainState?.activeCaipNetwork),
    isConnected: Boolean(account?.address),
  }
}

/** A connection is being made or restored: buttons show their loading label. */
export function useIsConnecting(namespace?: ChainNamespace): boolean {
  const connection = useSnapshot(useCore().store.connection.state)
  const { account } = useActiveAccount(namespace)
  const statuses = [connection.status, account?.status]
  return statuses.includes('connecting') || statuses.includes('reconnecting')
}
