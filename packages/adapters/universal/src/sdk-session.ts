import type { CaipAddress } from '@gangway/common'
import type { WalletConnectSession } from '@gangway/core'
import { KeyValueStorage } from '@walletconnect/keyvaluestorage'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { WalletConnectClientOptions } from './client-options.js'
import { buildNamespaces } from './namespaces.js'
import { initSdkProvider } from './sdk-lifecycle.js'
import { type SdkSession, toWalletConnectSession } from './session.js'

// What the client runs only once the SDK is wanted (a pairing, a restore): loaded with it, never at start-up.
export { releaseSdkProvider } from './sdk-lifecycle.js'

/**
 * The page's one WalletConnect storage. Left to itself, the SDK opens a connection to its browser database for
 * every client and never closes it, so each instance a page creates and destroys would leave one behind
 * (e2e/lifecycle.spec.ts). Only in a browser: elsewhere the SDK's default (memory) stays.
 */
let pageStorage: KeyValueStorage | undefined
function sharedBrowserStorage(): KeyValueStorage | undefined {
  if (typeof globalThis.indexedDB === 'undefined') return undefined
  pageStorage ??= new KeyValueStorage()
  return pageStorage
}

/** What the provider reports, translated into the session's terms. */
export interface SessionEvents {
  accountsChanged(accounts: CaipAddress[]): void
  chainChanged(caipNetworkId: string): void
  sessionUpdated(session: WalletConnectSession): void
  ended(): void
}

/** The SDK's provider class, imported by the client alongside this module so neither waits for the other. */
export type SdkProviderClass = typeof import('@walletconnect/universal-provider').UniversalProvider

/**
 * A new provider of the SDK's (2.21.8). Telemetry is off and the RPC map is ours, so the SDK talks only to the
 * relay (and the verify service) it is given.
 */
export async function initProvider(
  options: WalletConnectClientOptions,
  UniversalProvider: SdkProviderClass,
): Promise<UniversalProvider> {
  const storage = options.storage ?? sharedBrowserStorage()
  const init = () =>
    UniversalProvider.init({
      projectId: options.projectId,
      telemetryEnabled: false,
      logger: 'error',
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
      ...(storage ? { storage } : {}),
      ...(options.metadata ? { metadata: options.metadata } : {}),
    })
  const provider = await initSdkProvider(init, options.customStoragePrefix ?? '')
  // The SDK has no option for the verify service: its dapp side reads this instance property.
  if (options.verifyUrl) {
    ;(provider.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = options.verifyUrl
  }
  return provider
}

/** Listens to the provider's session events; returns what removes the listeners. */
export function listenTo(provider: UniversalProvider, events: SessionEvents): () => void {
  const onEvent = ({ params }: { params: { event: { name: string; data: unknown }; chainId: string } }) => {
    const { name, data } = params.event
    if (name === 'accountsChanged' && Array.isArray(data)) {
      events.accountsChanged(toCaipAccounts(data, params.chainId))
    } else if (name === 'chainChanged') {
      events.chainChanged(toCaipNetworkId(data, params.chainId))
    }
  }
  const onUpdate = () => {
    const session = sessionOf(provider)
    if (session) events.sessionUpdated(session)
  }
  const ended = () => events.ended()
  const subscriptions: [string, (...args: never[]) => void][] = [
    ['session_event', onEvent],
    ['session_update', onUpdate],
    ['session_delete', ended],
    ['disconnect', ended],
  ]
  for (const [event, listener] of subscriptions) provider.on(event, listener)
  return () => {
    for (const [event, listener] of subscriptions) provider.removeListener(event, listener)
  }
}

/** Proposes the configured namespaces to a wallet, showing the pairing URI, and returns the approved session. */
export async function pair(
  provider: UniversalProvider,
  options: WalletConnectClientOptions,
  onUri: (uri: string) => void,
): Promise<WalletConnectSession> {
  const showUri = (uri: string) => onUri(uri)
  provider.on('display_uri', showUri)
  try {
    const namespaces = buildNamespaces(options.networks, {
      customRpcUrls: options.customRpcUrls,
      override: options.universalProviderConfigOverride,
      defaultNetwork: options.defaultNetwork,
    })
    const approved = await provider.connect({ optionalNamespaces: namespaces })
    if (!approved) throw new Error('The wallet approved no session.')
    return toWalletConnectSession(approved as unknown as SdkSession)
  } finally {
    provider.removeListener('display_uri', showUri)
  }
}

/** The provider's stored or current session, as core knows it. */
export function sessionOf(provider: UniversalProvider): WalletConnectSession | undefined {
  return provider.session ? toWalletConnectSession(provider.session as unknown as SdkSession) : undefined
}

/** accountsChanged data may be CAIP-10 accounts or bare addresses of the event's chain. */
function toCaipAccounts(data: unknown[], chainId: string): CaipAddress[] {
  return data
    .filter((value): value is string => typeof value === 'string')
    .map((value) => (value.split(':').length === 3 ? value : `${chainId}:${value}`) as CaipAddress)
}

/** chainChanged data may be a CAIP-2 id, a decimal or a hex chain id of the event's namespace. */
function toCaipNetworkId(data: unknown, chainId: string): string {
  const namespace = chainId.split(':')[0]
  if (typeof data === 'string' && data.includes(':')) return data
  if (typeof data === 'number') return `${namespace}:${data}`
  if (typeof data === 'string' && /^0x[0-9a-f]+$/iu.test(data))
    return `${namespace}:${Number.parseInt(data, 16)}`
  return typeof data === 'string' && data ? `${namespace}:${data}` : chainId
}
