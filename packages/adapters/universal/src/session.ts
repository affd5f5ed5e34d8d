import { type CaipAddress, type ChainNamespace, isCaipAddress } from '@gangway/common'
import type { WalletConnectSession } from '@gangway/core'

/** The parts of an SDK session core needs: its accounts and the wallet's metadata. */
export interface SdkSession {
  namespaces: Record<string, { accounts: string[] }>
  peer: {
    metadata: {
      name: string
      icons: string[]
      url?: string
      redirect?: { native?: string; universal?: string }
    }
  }
}

/** A session as core knows it; accounts that are not CAIP-10 (a misbehaving wallet) are left out. */
export function toWalletConnectSession(session: SdkSession): WalletConnectSession {
  const accounts = Object.values(session.namespaces)
    .flatMap((namespace) => namespace.accounts)
    .filter(isCaipAddress)
  const { name, icons, url, redirect } = session.peer.metadata
  return {
    accounts: [...new Set(accounts)],
    peer: {
      name: name || 'WalletConnect',
      icons: icons ?? [],
      ...(url ? { url } : {}),
      ...(redirect ? { redirect } : {}),
    },
  }
}

/** A namespace's accounts in a session, as `{ chainId, address }`, in the wallet's order. */
export function accountsOf(
  accounts: readonly CaipAddress[],
  namespace: ChainNamespace,
): { chainId: string; address: string }[] {
  return accounts.flatMap((account) => {
    const [ns, chainId, address] = account.split(':') as [string, string, string]
    return ns === namespace ? [{ chainId, address }] : []
  })
}
