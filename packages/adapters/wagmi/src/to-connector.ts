import type { Connector } from '@gangway/core'
import { AUTH_CONNECTOR_ID } from '@gangway/core/start'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'

/** An EIP-6963 announcement as wagmi's discovery store keeps it. */
export type AnnouncedProvider = ReturnType<NonNullable<Config['_internal']['mipd']>['getProviders']>[number]

/** The generic injected entry's name in the modal (SPEC §5 'Browser Wallet'). */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/**
 * A wagmi connector as the modal lists it: EIP-6963 wallets are ANNOUNCED (with their icon and rdns),
 * wagmi's plain `injected()` is the generic INJECTED 'Browser Wallet', anything the host added is EXTERNAL
 * (WALLET_CONNECT for a walletConnect connector).
 */
export function toConnector(connector: WagmiConnector, announced?: AnnouncedProvider): Connector {
  if (announced) {
    const { name, icon, rdns } = announced.info
    return {
      id: connector.id,
      name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: icon,
      info: { rdns, name, icon },
      provider: announced.provider,
    }
  }
  if (connector.type === 'injected' && connector.id === 'injected') {
    return { id: connector.id, name: BROWSER_WALLET_NAME, type: 'INJECTED', chain: 'eip155' }
  }
  if (connector.id === AUTH_CONNECTOR_ID) {
    return { id: connector.id, name: connector.name, type: 'AUTH', chain: 'eip155' }
  }
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL',
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
  }
}
