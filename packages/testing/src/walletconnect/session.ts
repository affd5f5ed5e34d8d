import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { LAB_NAMESPACES } from './keys.js'
import type { LabKeyring, LabNamespace, RequestedNamespace } from './types.js'

export const isLabNamespace = (value: string): value is LabNamespace =>
  (LAB_NAMESPACES as readonly string[]).includes(value)

/**
 * Required and optional namespaces as one map keyed by namespace. A key may name a chain itself
 * (`eip155:1`, CAIP-25's inline form); its chain joins the namespace's list.
 */
export function mergeRequestedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
): Record<string, RequestedNamespace> {
  const merged: Record<string, RequestedNamespace> = {}
  for (const [key, requested] of [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]) {
    const [namespace = key] = key.split(':')
    const chains = key.includes(':') ? [key] : (requested.chains ?? [])
    const entry = merged[namespace] ?? { chains: [], methods: [], events: [] }
    merged[namespace] = {
      chains: union(entry.chains, chains),
      methods: union(entry.methods, requested.methods),
      events: union(entry.events, requested.events),
    }
  }
  return merged
}

const union = (a: string[], b: readonly string[]) => [...new Set([...a, ...b])]

/**
 * The session's namespaces: every requested namespace the wallet has keys for, with the selected account
 * on each requested chain and exactly the requested methods and events. Namespaces it lacks are left out.
 */
export function approvedNamespaces(
  requested: Record<string, RequestedNamespace>,
  keys: LabKeyring,
  selected: Record<LabNamespace, number>,
): SessionTypes.Namespaces {
  const namespaces: SessionTypes.Namespaces = {}
  for (const [namespace, { chains, methods, events }] of Object.entries(requested)) {
    if (!isLabNamespace(namespace) || chains.length === 0) continue
    const address = keys[namespace][selected[namespace]]!.address
    namespaces[namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods,
      events,
    }
  }
  return namespaces
}

/** The namespace with one more chain (and the selected account on it). */
export function withChain(
  namespace: SessionTypes.Namespace,
  chain: string,
  address: string,
): SessionTypes.Namespace {
  return {
    ...namespace,
    chains: [...(namespace.chains ?? []), chain],
    accounts: [...namespace.accounts, `${chain}:${address}`],
  }
}

/** The namespace with `address` as its only account, on each of its chains. */
export function withAccount(namespace: SessionTypes.Namespace, address: string): SessionTypes.Namespace {
  return { ...namespace, accounts: (namespace.chains ?? []).map((chain) => `${chain}:${address}`) }
}
