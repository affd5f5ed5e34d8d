import { type CaipNetwork, mainnet, polygon } from '@gangway/common'
import type { AppKitCore, Connector } from '@gangway/core'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon]

/** Inline icons: stories load nothing from the network. */
export function icon(background: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${background}"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

export const WALLETS = {
  fox: {
    id: 'com.example.fox',
    name: 'Fox Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: icon('#f6851b', 'F'),
    info: { rdns: 'com.example.fox' },
  },
  rabbit: {
    id: 'com.example.rabbit',
    name: 'Rabbit Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: icon('#7084ff', 'R'),
    info: { rdns: 'com.example.rabbit' },
  },
  browser: { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
} satisfies Record<string, Connector>

export function announceWallets(
  core: AppKitCore,
  wallets: Connector[] = [WALLETS.fox, WALLETS.rabbit],
): void {
  core.store.connectors.setConnectors('eip155', wallets)
}

export function connectAccount(
  core: AppKitCore,
  account: { balance?: string; balanceSymbol?: string; balanceLoading?: boolean } = {},
): void {
  core.store.chain.setAccountState('eip155', {
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    status: 'connected',
    connectedWalletInfo: { name: WALLETS.fox.name, icon: WALLETS.fox.imageUrl, type: 'ANNOUNCED' },
    ...account,
  })
  core.store.connection.setStatus('connected')
}
