import { AUTH_CONNECTOR_ID, type AuthClient } from '../auth/types.js'
import type { Connector } from '../types.js'
import { AUTH_CONNECTOR_NAME, createAuthWallet } from './auth-wallet.js'
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectClient } from '../walletconnect/client.js'
import { discoverEip6963Providers } from './discover-eip6963.js'
import { createEip1193Wallet } from './eip1193-connection.js'
import type { Eip1193Provider, Eip6963ProviderDetail, EventHost, EvmWallet } from './types.js'
import { createWalletConnectWallet } from './walletconnect-wallet.js'

/** The legacy injected `window.ethereum`, AppKit's connector id for it. */
export const INJECTED_CONNECTOR_ID = 'injected'
/** The generic injected entry's name in the modal (SPEC §5 'Browser Wallet'). */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

export interface EvmConnectorsOptions {
  /** The instance's WalletConnect client; read on every call, since construct() may replace it. */
  walletConnect(): WalletConnectClient | undefined
  /** The instance's embedded wallet (e-mail and social sign-in), when it has one; read on every call. */
  auth?(): AuthClient | undefined
  rpcUrlOf(chainId: number): string | undefined
  /** Called with the whole list whenever a wallet announces itself. */
  onChange(connectors: Connector[]): void
  /** Where EIP-6963 events and `ethereum` live; `window` by default, none on a server. */
  window?: (EventHost & { ethereum?: unknown }) | undefined
}

export interface EvmConnectors {
  /** Every connector as the modal lists it: the injected one, the announced ones, WalletConnect. */
  list(): Connector[]
  /** The wallet behind a connector id, if it is there now. */
  wallet(id: string): EvmWallet | undefined
  /** Like `wallet`, but gives an announced wallet `timeoutMs` to announce itself (a reload's race). */
  whenAvailable(id: string, timeoutMs: number): Promise<EvmWallet | undefined>
  stop(): void
}

/** `window.ethereum` when it is an EIP-1193 provider; undefined on a server or without an extension. */
export function findInjectedProvider(scope: object | undefined): Eip1193Provider | undefined {
  const candidate = (scope as { ethereum?: { request?: unknown } } | undefined)?.ethereum
  return typeof candidate?.request === 'function' ? (candidate as Eip1193Provider) : undefined
}

/** An announced wallet as the modal lists it: ANNOUNCED, under its rdns, with its icon. */
export function toAnnouncedConnector({ info, provider }: Eip6963ProviderDetail): Connector {
  const { name, icon, rdns } = info
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: icon,
    info: { rdns, name, icon },
    provider,
  }
}

/**
 * The EVM wallets an EIP-1193 adapter offers: EIP-6963 announcements (discovered from the moment this is
 * created), the legacy injected provider when the page has one, and the instance's WalletConnect session.
 * A wallet object is kept per connector as long as its provider stays the same, so listeners added to it
 * can be removed from it.
 */
export function createEvmConnectors(options: EvmConnectorsOptions): EvmConnectors {
  const host = 'window' in options ? options.window : globalThis.window
  const discovery = discoverEip6963Providers(host)
  const wallets = new Map<string, { source: unknown; wallet: EvmWallet }>()
  discovery.subscribe(() => options.onChange(list()))

  function cached(id: string, source: unknown, create: () => EvmWallet): EvmWallet {
    const known = wallets.get(id)
    if (known && known.source === source) return known.wallet
    const wallet = create()
    wallets.set(id, { source, wallet })
    return wallet
  }

  function list(): Connector[] {
    const injected: Connector[] = findInjectedProvider(host)
      ? [{ id: INJECTED_CONNECTOR_ID, name: BROWSER_WALLET_NAME, type: 'INJECTED', chain: 'eip155' }]
      : []
    const walletConnect: Connector[] = options.walletConnect()
      ? [{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }]
      : []
    const auth: Connector[] = options.auth?.()
      ? [{ id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, type: 'AUTH', chain: 'eip155' }]
      : []
    return [...injected, ...discovery.providers().map(toAnnouncedConnector), ...walletConnect, ...auth]
  }

  function wallet(id: string): EvmWallet | undefined {
    if (id === AUTH_CONNECTOR_ID) {
      const auth = options.auth?.()
      return auth ? cached(id, auth, () => createAuthWallet(auth)) : undefined
    }
    if (id === WALLET_CONNECT_CONNECTOR_ID) {
      const client = options.walletConnect()
      if (!client) return undefined
      return cached(id, client, () => createWalletConnectWallet({ client, rpcUrlOf: options.rpcUrlOf }))
    }
    const provider =
      id === INJECTED_CONNECTOR_ID
        ? findInjectedProvider(host)
        : discovery.providers().find((detail) => detail.info.rdns === id)?.provider
    return provider ? cached(id, provider, () => createEip1193Wallet(id, provider)) : undefined
  }

  return {
    list,
    wallet,
    async whenAvailable(id, timeoutMs) {
      const now = wallet(id)
      if (
        now ||
        id === WALLET_CONNECT_CONNECTOR_ID ||
        id === INJECTED_CONNECTOR_ID ||
        id === AUTH_CONNECTOR_ID
      )
        return now
      return (await discovery.whenAnnounced(id, timeoutMs)) ? wallet(id) : undefined
    },
    stop: () => discovery.stop(),
  }
}
