import type { Connector } from '../types.js'

/** What the order reads of a connector; snapshots fit. */
export interface OrderableConnector {
  readonly id: string
  readonly name: string
  readonly type: Connector['type']
  readonly explorerId?: string | undefined
  readonly info?: { readonly rdns?: string | undefined } | undefined
  readonly connectors?: readonly OrderableConnector[] | undefined
}

/** Announced (EIP-6963) and injected wallets run in this browser; a merged entry if any part does. */
export function isInstalledConnector(connector: OrderableConnector): boolean {
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return true
  return connector.type === 'MULTI_CHAIN' && (connector.connectors ?? []).some(isInstalledConnector)
}

/** The WalletConnect entry: one chain's connector, or the MULTI_CHAIN entry merging them across chains. */
export function isWalletConnectConnector(connector: OrderableConnector): boolean {
  if (connector.type === 'WALLET_CONNECT') return true
  const parts = connector.connectors ?? []
  return connector.type === 'MULTI_CHAIN' && parts.length > 0 && parts.every(isWalletConnectConnector)
}
