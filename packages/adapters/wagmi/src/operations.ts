// What the adapter does for the visitor: connect, reconnect, disconnect, switch network, read a balance, sign and
// send. Core calls these only once the instance is ready, so they load while it gets ready (`syncConnectors`), not
// with the page (docs/start-up.md).
import type { CaipNetwork } from '@gangway/common'
import type { BalanceResult, ConnectParams, SendTransactionParams, WalletConnectEvent } from '@gangway/core'
import { requireNetwork } from '@gangway/core/adapter-kit/networks'
import {
  type Config,
  type Connector,
  connect,
  disconnect,
  getClient,
  getConnection,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { type Address, type EIP1193Provider, formatUnits, hexToBigInt, numberToHex, stringToHex } from 'viem'
import { WagmiConnectorNotFoundError } from './errors.js'
import { WagmiChainNotConfiguredError, WagmiNotConnectedError } from './operation-errors.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '@gangway/core/start'

export { adoptMissedAnnouncements } from './adopt-announcements.js'

/** wagmi's connector with this id, if the config has one. */
function findConnector(config: Config, id: string): Connector | undefined {
  return config.connectors.find((connector) => connector.id === id)
}

/** A wallet wagmi connected: its connector, account and chain. */
export interface WagmiConnection {
  connector: Connector
  address: Address
  chainId: number
}

export async function connectWallet(
  config: Config,
  { id, chainId }: ConnectParams,
): Promise<WagmiConnection> {
  const connector = findConnector(config, id)
  if (!connector) throw new WagmiConnectorNotFoundError(id)
  const current = getConnection(config)
  if (current.status === 'connected' && current.connector.uid === connector.uid) {
    return { connector, address: current.address, chainId: current.chainId }
  }
  const { accounts, chainId: connectedChainId } = await connect(config, {
    connector,
    ...(chainId !== undefined ? { chainId: Number(chainId) } : {}),
  })
  return { connector, address: accounts[0], chainId: connectedChainId }
}

export async function reconnectWallet(config: Config, id: string): Promise<WagmiConnection | undefined> {
  const connector = findConnector(config, id)
  if (!connector) return undefined
  const connections = await reconnect(config, { connectors: [connector] })
  const connection = connections.find((c) => c.connector.uid === connector.uid)
  if (!connection) return undefined
  return { connector, address: connection.accounts[0], chainId: connection.chainId }
}

export async function disconnectWallet(config: Config): Promise<void> {
  await disconnect(config)
}

export async function switchNetwork(config: Config, caipNetwork: CaipNetwork): Promise<void> {
  requireNetwork(
    config.chains.find((chain) => chain.id === Number(caipNetwork.id)),
    caipNetwork,
  )
  await switchChain(config, { chainId: Number(caipNetwork.id) })
}

/** The viem client of a configured network, over its transport; 'Network not found' for any other. */
export function clientOf(config: Config, caipNetwork: CaipNetwork) {
  const client = getClient(config, { chainId: Number(caipNetwork.id) })
  if (!client) throw new WagmiChainNotConfiguredError(caipNetwork.caipNetworkId)
  return client
}

export async function getBalance(
  config: Config,
  { address, caipNetwork }: { address: string; caipNetwork: CaipNetwork },
): Promise<BalanceResult> {
  // eth_getBalance itself: wagmi's and viem's getBalance read through multicall3 when batching, and a
  // chain may not have it deployed (a local node, a new network) even when its definition lists it.
  const client = clientOf(config, caipNetwork)
  const value = hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] }),
  )
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatUnits(value, decimals), symbol }
}

async function connectedProvider(config: Config): Promise<EIP1193Provider> {
  const connection = getConnection(config)
  if (connection.status !== 'connected') throw new WagmiNotConnectedError()
  return (await connection.connector.getProvider()) as EIP1193Provider
}

export async function signMessage(
  config: Config,
  { message, address }: { message: string; address: string },
): Promise<{ signature: string }> {
  // personal_sign straight to the connector's provider: wagmi's signMessage builds a viem wallet client, whose
  // actions bring viem's whole transaction path (7 kB gzip) into every host's start-up.
  const provider = await connectedProvider(config)
  const signature = await provider.request({
    method: 'personal_sign',
    params: [stringToHex(message), address as Address],
  })
  return { signature }
}

export async function sendTransaction(
  config: Config,
  { address, to, value, data, caipNetwork }: SendTransactionParams,
): Promise<{ hash: string }> {
  const connection = getConnection(config)
  if (connection.status !== 'connected') throw new WagmiNotConnectedError()
  if (caipNetwork && Number(caipNetwork.id) !== connection.chainId) await switchNetwork(config, caipNetwork)
  // The wallet fills in gas, fees and nonce, as it does for any dapp; preparing them here would ship
  // viem's whole transaction-preparation path (gas estimation, signature recovery) to every host.
  const provider = await connectedProvider(config)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      { from: address as Address, to: to as Address, value: numberToHex(value), ...(data ? { data } : {}) },
    ],
  })
  return { hash }
}

/** The wallet changed the shared session: wagmi hears it through the WalletConnect connector, if that is connected. */
export function forwardWalletConnectEvent(config: Config, event: WalletConnectEvent): void {
  const connector = findConnector(config, WALLET_CONNECT_CONNECTOR_ID)
  if (!connector || getConnection(config).connector?.uid !== connector.uid) return
  if (event.type === 'disconnect') connector.onDisconnect()
  else if (event.type === 'chainChanged') {
    const [namespace, chainId] = event.caipNetworkId.split(':')
    if (namespace === 'eip155') connector.onChainChanged(String(chainId))
  } else {
    const addresses = event.accounts.flatMap((account) => {
      const [namespace, , address] = account.split(':')
      return namespace === 'eip155' && address ? [address] : []
    })
    if (addresses.length > 0) connector.onAccountsChanged([...new Set(addresses)])
  }
}
