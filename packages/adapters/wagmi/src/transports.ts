import type { CaipNetwork } from '@gangway/common'
import type { AdapterContext } from '@gangway/core'
import { type HttpTransportConfig, http, type Transport } from 'viem'
import { inTurn } from './in-turn-transport.js'

/** `customRpcUrls` as createAppKit takes it: RPC URLs by CAIP-2 network id, each with an optional viem http config. */
export type CustomRpcUrls = NonNullable<AdapterContext['customRpcUrls']>

export interface TransportSources {
  /** The host's custom RPC URLs for the network: honoured first, never replaced. */
  customRpcUrls?: CustomRpcUrls
  /** The host's own transports, by chain id. */
  transports?: Record<number, Transport>
}

/**
 * The transport for one network: its custom RPC URLs (with fallback between them), else the host's
 * transport, else the network's default RPC URL.
 */
export function resolveTransport(network: CaipNetwork, sources: TransportSources): Transport {
  const custom = sources.customRpcUrls?.[network.caipNetworkId]
  if (custom?.length) {
    const transports = custom.map(({ url, config }) => http(url, config as HttpTransportConfig | undefined))
    return transports.length === 1 ? (transports[0] as Transport) : inTurn(transports)
  }
  const hostTransport = sources.transports?.[Number(network.id)]
  if (hostTransport) return hostTransport
  return http(network.rpcUrls.default.http[0])
}

/**
 * A transport that picks its real transport only when wagmi first builds the chain's client, so custom RPC
 * URLs handed over later by createAppKit (through construct) still apply.
 */
export function lazyTransport(resolve: () => Transport): Transport {
  return (parameters) => resolve()(parameters)
}
