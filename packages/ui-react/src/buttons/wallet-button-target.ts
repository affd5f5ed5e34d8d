import type { ChainNamespace } from '@gangway/common'
import type { Connector, ListedWallet, SocialProvider } from '@gangway/core'

const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]

/**
 * What a wallet button stands for: a social sign-in, one of this browser's connectors, a directory wallet this
 * page does not have (it pairs over WalletConnect), or nothing found (yet).
 */
export type WalletButtonTarget =
  | { kind: 'social'; provider: SocialProvider }
  | { kind: 'connector'; connector: Connector }
  | { kind: 'directory'; wallet: ListedWallet }
  | { kind: 'none' }

/** 'MetaMask', 'metamask' and 'meta-mask' name the same wallet. */
export function normalizeWalletName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/gu, '')
}

/** The names a host may give a connector by: its id, name, directory id, rdns or the rdns' last part. */
function namesOf(connector: Connector): string[] {
  const rdns = connector.info?.rdns
  return [connector.id, connector.name, connector.explorerId, rdns, rdns?.split('.').at(-1)]
    .filter((name): name is string => Boolean(name))
    .map(normalizeWalletName)
}

/** The per-namespace connector of a merged entry when a namespace is asked for; else the entry itself. */
function onNamespace(connector: Connector, namespace: ChainNamespace | undefined): Connector | undefined {
  if (!namespace) return connector
  if (connector.chain === namespace && !connector.connectors) return connector
  return connector.connectors?.find((member) => member.chain === namespace)
}

/**
 * Resolves a wallet button's `wallet` (AppKit's names: 'metamask', 'walletConnect', a wallet id or rdns, or a social
 * provider such as 'google') against the connectors this page has, then the directory wallet found for it (if
 * any). Connectors come and go (EIP-6963 announces late), so a button resolves again on every change.
 */
export function resolveWalletButtonTarget(
  wallet: string,
  connectors: readonly Connector[],
  namespace?: ChainNamespace,
  directoryWallet?: ListedWallet,
): WalletButtonTarget {
  const wanted = normalizeWalletName(wallet)
  if (!wanted) return { kind: 'none' }
  const social = SOCIAL_PROVIDERS.find((provider) => provider === wanted)
  if (social) return { kind: 'social', provider: social }
  for (const connector of connectors) {
    if (!namesOf(connector).includes(wanted)) continue
    const target = onNamespace(connector, namespace)
    if (target) return { kind: 'connector', connector: target }
  }
  // The browser's own wallet wins over its directory listing, even when it announces itself late.
  return directoryWallet ? { kind: 'directory', wallet: directoryWallet } : { kind: 'none' }
}
