import { accountData, accountKey, isFresh, type RefreshOptions } from './account-data.js'
import { type AccountHost, activeAccount } from './host.js'
import { blockchainServices } from './services.js'

/**
 * The active account's NFTs on the active network, for the NFTs tab (eip155: the services read them from the
 * chain). On failure the tab shows its error state. Never throws.
 */
export async function fetchNfts(host: AccountHost, options: RefreshOptions = {}): Promise<void> {
  const nfts = accountData(host).nfts
  const account = activeAccount(host)
  const client = blockchainServices(host)
  // Without the services there is nothing to read; what the state holds (e.g. a story's) stays.
  if (!client) return
  if (account?.namespace !== 'eip155') {
    Object.assign(nfts, { key: undefined, status: 'idle', items: [] })
    return
  }
  const key = accountKey(account.namespace, account.address, account.network.caipNetworkId)
  if (!options.force && isFresh(nfts, key)) return
  if (nfts.key !== key) Object.assign(nfts, { key, items: [] })
  nfts.status = 'loading'
  try {
    const response = await client.fetchNfts({
      address: account.address,
      chainId: account.network.caipNetworkId,
    })
    if (nfts.key !== key) return
    // Spam airdrops stay out of the grid, as they stay out of Activity (SPEC §5).
    nfts.items = response.data.filter((nft) => !nft.flags.is_spam)
    nfts.status = 'ready'
    nfts.loadedAt = Date.now()
  } catch {
    if (nfts.key === key) nfts.status = 'error'
  }
}
