import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@gangway/common'
import type { UniversalProviderConfigOverride } from '@gangway/core'

export type { UniversalProviderConfigOverride }

/** One namespace as WalletConnect proposes it (SPEC §3 Namespace: methods, events, chains, rpcMap). */
export interface NamespaceProposal {
  methods: string[]
  events: string[]
  chains: CaipNetworkId[]
  /** Chain reference (the part after the colon) → our own RPC URL; never the hosted defaults. */
  rpcMap: Record<string, string>
  defaultChain?: CaipNetworkId
}

export type NamespaceProposals = Partial<Record<ChainNamespace, NamespaceProposal>>

/** The requests each namespace's wallets are asked to support: signing, sending and switching. */
export const DEFAULT_METHODS: Record<ChainNamespace, string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'eth_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
}

export const DEFAULT_EVENTS: Record<ChainNamespace, string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  polkadot: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged', 'chainChanged', 'accountsChanged'],
  cosmos: ['chainChanged', 'accountsChanged'],
}

type CustomRpcUrls = Partial<Record<CaipNetworkId, { url: string }[]>>

/** The RPC a network is read through: the host's custom URL first, then the network's own. */
export function rpcUrlOf(network: CaipNetwork, customRpcUrls: CustomRpcUrls = {}): string | undefined {
  return customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
}

/**
 * The namespaces a pairing proposes, built from the configured networks: every namespace with a network gets
 * its methods, events, chains and an rpcMap from our RPC URLs. The override replaces what it names.
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  {
    customRpcUrls,
    override = {},
    defaultNetwork,
  }: {
    customRpcUrls?: CustomRpcUrls | undefined
    override?: UniversalProviderConfigOverride | undefined
    defaultNetwork?: CaipNetwork | undefined
  } = {},
): NamespaceProposals {
  const proposals: NamespaceProposals = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const proposal = proposals[namespace] ?? {
      methods: override.methods?.[namespace] ?? DEFAULT_METHODS[namespace],
      events: override.events?.[namespace] ?? DEFAULT_EVENTS[namespace],
      chains: [],
      rpcMap: {},
    }
    proposals[namespace] = proposal
    proposal.chains.push(network.caipNetworkId)
    const rpcUrl = override.rpcMap?.[network.caipNetworkId] ?? rpcUrlOf(network, customRpcUrls)
    if (rpcUrl) proposal.rpcMap[String(network.id)] = rpcUrl
  }
  for (const [namespace, chains] of Object.entries(override.chains ?? {})) {
    const proposal = proposals[namespace as ChainNamespace]
    if (proposal && chains) proposal.chains = [...chains]
  }
  const preferred = override.defaultChain ?? defaultNetwork?.caipNetworkId
  if (preferred) {
    const proposal = proposals[preferred.split(':')[0] as ChainNamespace]
    if (proposal?.chains.includes(preferred)) proposal.defaultChain = preferred
  }
  return proposals
}
