import type { ChainNamespace } from '@gangway/common'

/** SPEC §4 namespace filters: a namespace set to false is hidden; one not named is shown. */
export type NamespaceFilter = Readonly<Partial<Record<ChainNamespace, boolean>>>

/** The namespaces of `namespaces` the filter shows, in their order. */
export function selectedNamespaces(
  namespaces: readonly ChainNamespace[],
  filter: NamespaceFilter,
): ChainNamespace[] {
  return namespaces.filter((namespace) => filter[namespace] !== false)
}

/**
 * Whether a directory listing is shown under the namespace filter: with every namespace on, always (the
 * directory was asked for the configured networks already); otherwise when one of its chains (CAIP-2
 * `namespace:reference`) is on a namespace that is configured and on.
 */
export function isListingInNamespaces(
  listing: { readonly chains: readonly string[] },
  configured: readonly ChainNamespace[],
  filter: NamespaceFilter,
): boolean {
  const selected = selectedNamespaces(configured, filter)
  if (selected.length === configured.length) return true
  return listing.chains.some((chain) => selected.some((namespace) => chain.startsWith(`${namespace}:`)))
}
