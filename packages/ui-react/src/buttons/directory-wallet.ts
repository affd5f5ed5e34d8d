import type { ChainNamespace } from '@gangway/common'
import type { AppKitCore, ListedWallet } from '@gangway/core'
import { normalizeWalletName } from './wallet-button-target.js'

// Loaded when a wallet button for a wallet this page does not have asks the directory (on idle or intent): the
// page's first download holds none of it, and the directory's own code loads with its first request.

/** What the directory's name search understands: an rdns by its longest part ('io.metamask' → 'metamask'). */
export function directoryQuery(wallet: string): string {
  const text = wallet.trim()
  if (!text.includes('.')) return text
  return text.split('.').reduce((longest, part) => (part.length > longest.length ? part : longest), '')
}

/** The names a directory wallet goes by: id, name with and without 'Wallet', rdns and the rdns' last part. */
function namesOf(wallet: ListedWallet): string[] {
  const name = normalizeWalletName(wallet.name)
  const rdns = wallet.rdns ?? undefined
  return [wallet.id, name, name.replace(/wallet$/u, ''), rdns, rdns?.split('.').at(-1)]
    .filter((each): each is string => Boolean(each))
    .map(normalizeWalletName)
}

/** The answer a button's `wallet` names exactly: a search for 'rain' also answers wallets that are not Rainbow. */
export function pickListedWallet(
  wallet: string,
  candidates: readonly ListedWallet[],
): ListedWallet | undefined {
  const wanted = normalizeWalletName(wallet)
  return wanted ? candidates.find((candidate) => namesOf(candidate).includes(wanted)) : undefined
}

const lookups = new WeakMap<AppKitCore, Map<string, Promise<ListedWallet | undefined>>>()

/**
 * The directory wallet a button names, asked once per instance, name and namespace however many buttons show it.
 * A failed request is forgotten, so the next intent asks again.
 */
export function findDirectoryWallet(
  core: AppKitCore,
  wallet: string,
  namespace: ChainNamespace | undefined,
): Promise<ListedWallet | undefined> {
  let byName = lookups.get(core)
  if (!byName) {
    byName = new Map()
    lookups.set(core, byName)
  }
  const key = `${namespace ?? ''}\n${wallet}`
  const known = byName.get(key)
  if (known) return known
  const lookup = core.store.directory
    .findWallets(directoryQuery(wallet), namespace)
    .then((candidates) => pickListedWallet(wallet, candidates))
  byName.set(key, lookup)
  lookup.catch(() => byName.delete(key))
  return lookup
}
