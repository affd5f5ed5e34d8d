import type { ChainNamespace } from '@gangway/common'
import { accountData, accountKey, isFresh, type RefreshOptions } from './account-data.js'
import { type AccountHost, activeAccount } from './host.js'
import { blockchainServices } from './services.js'

/** SPEC §5: balances are served for eip155 and solana. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export interface FetchTokenBalancesOptions extends RefreshOptions {
  /** Skip the 30 s cache, e.g. with the CAIP-10 id of a token just sent (SPEC §7 `forceUpdate`). */
  forceUpdate?: string | undefined
}

/**
 * Reads the active account's token balances (with USD values) into the Tokens tab and the send form. The
 * service client caches them 30 s; on failure it shows 'Token Balance Unavailable' and asks nothing for 30 s,
 * and the tab is left empty. Never throws; an answer for an account or network no longer active is dropped.
 */
export async function fetchTokenBalances(host: AccountHost, options: FetchTokenBalancesOptions = {}) {
  const tokens = accountData(host).tokens
  const account = activeAccount(host)
  const client = blockchainServices(host)
  // Without the services there is nothing to read; what the state holds (e.g. a story's) stays.
  if (!client) return
  if (!account || !BALANCE_NAMESPACES.includes(account.namespace)) {
    Object.assign(tokens, { key: undefined, status: 'idle', balances: [] })
    return
  }
  const key = accountKey(account.namespace, account.address, account.network.caipNetworkId)
  if (!options.force && options.forceUpdate === undefined && isFresh(tokens, key)) {
    // The send form may have been reset since (Done after a send): it gets the fresh balances again.
    host.store.send.setTokenBalances(tokens.balances)
    return
  }
  if (tokens.key !== key) Object.assign(tokens, { key, balances: [] })
  tokens.status = 'loading'
  const balances = await client.getBalance({
    address: account.address,
    chainId: account.network.caipNetworkId,
    forceUpdate: options.forceUpdate,
  })
  if (tokens.key !== key) return
  tokens.balances = balances
    .filter((balance) => balance.chainId === account.network.caipNetworkId)
    // An icon URL the schema found unsafe arrives as null; the state's type (SPEC §3) has a string.
    .map((balance) => ({ ...balance, iconUrl: balance.iconUrl ?? '' }))
  tokens.status = 'ready'
  tokens.loadedAt = Date.now()
  host.store.send.setTokenBalances(tokens.balances)
}
