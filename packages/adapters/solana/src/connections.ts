import { type CaipNetwork, type CaipNetworkId, ERROR_MESSAGES, GangwayError } from '@gangway/common'
import type { Commitment, Connection, ConnectionConfig } from '@solana/web3.js'

export type Web3 = typeof import('@solana/web3.js')

let web3: Promise<Web3> | undefined

/** @solana/web3.js, imported the first time a wallet connects or the chain is read: never on page load. */
export function loadWeb3(): Promise<Web3> {
  web3 ??= import('@solana/web3.js')
  web3.catch(() => {
    web3 = undefined
  })
  return web3
}

type CustomRpcUrls = Partial<Record<CaipNetworkId, { url: string }[]>>

/** The RPC a network is read and sent through: the host's custom URL first, then the network's own. */
export function rpcUrlOf(network: CaipNetwork, customRpcUrls: CustomRpcUrls = {}): string {
  const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
  if (!url) {
    throw new GangwayError(ERROR_MESSAGES.notSupported, {
      details: `${network.caipNetworkId} has no RPC URL.`,
    })
  }
  return url
}

/** One web3.js Connection per RPC URL, made with the adapter's connection settings ('confirmed' by default). */
export function createConnections(settings: Commitment | ConnectionConfig = 'confirmed') {
  const connections = new Map<string, Connection>()
  return async (url: string): Promise<Connection> => {
    const { Connection } = await loadWeb3()
    let connection = connections.get(url)
    if (!connection) {
      connection = new Connection(url, settings)
      connections.set(url, connection)
    }
    return connection
  }
}
