import type { Nft, Transaction } from '@gangway/api'
import { CACHE_TTL } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { Store } from '../create-store.js'
import type { TokenBalance } from '../types.js'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** What the Account view's tabs show: plain data, one entry per tab, each for one account and network. */
export interface AccountDataState {
  tokens: {
    key?: string | undefined
    status: LoadStatus
    loadedAt?: number | undefined
    balances: TokenBalance[]
  }
  nfts: { key?: string | undefined; status: LoadStatus; loadedAt?: number | undefined; items: Nft[] }
  activity: {
    key?: string | undefined
    status: LoadStatus
    loadedAt?: number | undefined
    transactions: Transaction[]
    /** The cursor of the next page; null once the last page is in. */
    next: string | null
    loadingMore: boolean
  }
}

function initialAccountData(): AccountDataState {
  return {
    tokens: { status: 'idle', balances: [] },
    nfts: { status: 'idle', items: [] },
    activity: { status: 'idle', transactions: [], next: null, loadingMore: false },
  }
}

const states = new WeakMap<Store, AccountDataState>()

/** The instance's account data (created on first use, so an app that never opens Account pays nothing). */
export function accountData({ store }: { store: Store }): AccountDataState {
  let state = states.get(store)
  if (!state) {
    state = proxy(initialAccountData())
    states.set(store, state)
  }
  return state
}

/** How long what a tab read stays fresh: a tab shown again meanwhile reads nothing (SPEC §9, balances 30 s). */
export const ACCOUNT_DATA_TTL = CACHE_TTL.portfolioBalance

/** Options of the tabs' reads. */
export interface RefreshOptions {
  /** Read even though what is shown is fresh (e.g. after a send). */
  force?: boolean | undefined
  /**
   * A read ahead of the visitor (the Account view asks for activity before its tab shows): a failure sets the
   * error state without a toast; the tab, once shown, reads again and tells.
   */
  quiet?: boolean | undefined
}

/**
 * Whether `part` already holds a fresh read for `key`, or one is under way, so asking again can be skipped
 * (the view and its tab both ask when they show).
 */
export function isFresh(
  part: { key?: string | undefined; status: LoadStatus; loadedAt?: number | undefined },
  key: string,
) {
  if (part.key !== key) return false
  if (part.status === 'loading') return true
  return (
    part.status === 'ready' && part.loadedAt !== undefined && Date.now() - part.loadedAt < ACCOUNT_DATA_TTL
  )
}

/** The account and network a tab's data belongs to: data read for another is stale. */
export function accountKey(namespace: string, address: string, caipNetworkId: string): string {
  return `${namespace}|${address}|${caipNetworkId}`
}
