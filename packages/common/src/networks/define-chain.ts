import type { Chain } from 'viem'
import { toCaipNetworkId } from '../caip.js'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetwork, CaipNetworkId, ChainNamespace, RpcUrls } from '../types.js'

/** What `defineChain` takes: a network whose namespace defaults to eip155 and whose CAIP-2 id is derived. */
export type ChainDefinition = Omit<CaipNetwork, 'chainNamespace' | 'caipNetworkId'> & {
  chainNamespace?: ChainNamespace | undefined
  /** Accepted for AppKit compatibility; must equal `chainNamespace:id`. */
  caipNetworkId?: CaipNetworkId | undefined
}

type NamespaceOf<definition extends ChainDefinition> = definition extends {
  chainNamespace: infer namespace extends ChainNamespace
}
  ? namespace
  : 'eip155'

/** The definition, every field kept, with its namespace, CAIP-2 id and `chainDefault` RPC URLs filled in. */
export type DefinedChain<definition extends ChainDefinition> = Omit<
  definition,
  'chainNamespace' | 'caipNetworkId' | 'rpcUrls'
> & {
  chainNamespace: NamespaceOf<definition>
  caipNetworkId: `${NamespaceOf<definition>}:${definition['id']}`
  rpcUrls: definition['rpcUrls'] & { chainDefault: RpcUrls }
}

/**
 * SPEC §3: a network is a viem-style chain plus `chainNamespace` (default 'eip155') and `caipNetworkId`
 * (`namespace:id`). `rpcUrls.chainDefault` keeps the chain's own RPC URLs, so they survive when `default` is
 * later replaced (custom RPC URLs). A `caipNetworkId` that disagrees with the namespace and id throws
 * InvalidCaipNetworkIdError rather than leaving two ids for one network.
 */
export function defineChain<const definition extends ChainDefinition>(
  definition: definition,
): DefinedChain<definition> {
  const chainNamespace = definition.chainNamespace ?? 'eip155'
  const caipNetworkId = toCaipNetworkId(chainNamespace, definition.id)
  if (definition.caipNetworkId !== undefined && definition.caipNetworkId !== caipNetworkId) {
    throw new InvalidCaipNetworkIdError(
      definition.caipNetworkId,
      `The network's namespace and id make "${caipNetworkId}".`,
    )
  }
  // The literal types are computed by DefinedChain; the runtime value is this spread (viem casts the same way).
  return {
    ...definition,
    chainNamespace,
    caipNetworkId,
    rpcUrls: {
      ...definition.rpcUrls,
      chainDefault: definition.rpcUrls.chainDefault ?? definition.rpcUrls.default,
    },
  } as never
}

/** A viem chain as a CaipNetwork in the eip155 namespace, keeping every viem field (formatters included). */
export function fromViemChain<const chain extends Chain>(chain: chain) {
  return defineChain({ ...chain, chainNamespace: 'eip155' })
}
