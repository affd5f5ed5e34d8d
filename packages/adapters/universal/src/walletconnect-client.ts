import type { CaipAddress, CaipNetwork, CaipNetworkId } from '@gangway/common'
import type { Metadata, WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '@gangway/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { WalletConnectDestroyedError } from './errors.js'
import { buildNamespaces, type UniversalProviderConfigOverride } from './namespaces.js'
import { type SdkSession, toWalletConnectSession } from './session.js'

export interface WalletConnectClientOptions {
  projectId: string
  networks: readonly CaipNetwork[]
  metadata?: Metadata | undefined
  /** WalletConnect relay; the SDK's public relay when absent. */
  relayUrl?: string | undefined
  /** Verify service base (`…/v3`); the SDK's hosted one when absent. */
  verifyUrl?: string | undefined
  customRpcUrls?: Partial<Record<CaipNetworkId, { url: string }[]>> | undefined
  universalProviderConfigOverride?: UniversalProviderConfigOverride | undefined
  defaultNetwork?: CaipNetwork | undefined
  /** A provider the host made itself (`universalProvider` option): used as given. */
  universalProvider?: UniversalProvider | undefined
  /** Separates two instances' stored sessions on one page. */
  customStoragePrefix?: string | undefined
  /** Where the SDK keeps its session (IndexedDB in a browser by default); a server or a test passes its own. */
  storage?: UniversalProviderOptions['storage'] | undefined
}

type UniversalProviderOptions = Parameters<typeof UniversalProvider.init>[0]

type Provider = UniversalProvider

/**
 * The instance's one WalletConnect client over `@walletconnect/universal-provider` (2.21.8). The SDK is
 * imported the first time a pairing starts or a stored session is restored, so a plain page load never
 * downloads it. Telemetry is off and the RPC map is ours, so the SDK talks only to the relay (and the verify
 * service) it is given.
 */
export function createWalletConnectClient(options: WalletConnectClientOptions): WalletConnectClient {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let loading: Promise<Provider> | undefined
  let session: WalletConnectSession | undefined
  let ending: Promise<void> | undefined
  let destroyed = false
  // What listenTo added to the provider, removed on destroy.
  let unlisten: (() => void) | undefined
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }

  function load(): Promise<Provider> {
    if (destroyed) return Promise.reject(new WalletConnectDestroyedError())
    loading ??= initProvider(options).then((provider) => {
      unlisten = listenTo(provider)
      return provider
    })
    // A failed load (the chunk or the relay) may be tried again on the next pairing.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  function listenTo(provider: Provider): () => void {
    const onEvent = ({ params }: { params: { event: { name: string; data: unknown }; chainId: string } }) => {
      const { name, data } = params.event
      if (name === 'accountsChanged' && Array.isArray(data)) {
        emit({ type: 'accountsChanged', accounts: toCaipAccounts(data, params.chainId) })
      } else if (name === 'chainChanged') {
        emit({ type: 'chainChanged', caipNetworkId: toCaipNetworkId(data, params.chainId) })
      }
    }
    const onUpdate = () => {
      if (!provider.session) return
      session = toWalletConnectSession(provider.session as unknown as SdkSession)
      emit({ type: 'accountsChanged', accounts: session.accounts })
    }
    const ended = () => {
      if (!session) return
      session = undefined
      emit({ type: 'disconnect' })
    }
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

  return {
    async connect({ onUri }) {
      const provider = await load()
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
        session = toWalletConnectSession(approved as unknown as SdkSession)
        return session
      } finally {
        provider.removeListener('display_uri', showUri)
      }
    },
    async restore() {
      const provider = await load()
      session = provider.session
        ? toWalletConnectSession(provider.session as unknown as SdkSession)
        : undefined
      return session
    },
    getSession: () => session,
    async prepare() {
      const provider = await load()
      // The SDK opens its relay socket lazily, on the first pairing: open it now instead.
      await provider.client.core.relayer.transportOpen()
    },
    disconnect() {
      // Every namespace's adapter asks at once; the wallet must hear one session delete, not one per namespace.
      if (!loading || !session) return ending ?? Promise.resolve()
      session = undefined
      const provider = loading
      ending = provider
        .then((loaded) => (loaded.session ? loaded.disconnect() : undefined))
        .finally(() => {
          ending = undefined
          // The session spans namespaces: every adapter on it hears that it ended, not only the caller.
          emit({ type: 'disconnect' })
        })
      return ending
    },
    getProvider: load,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async destroy() {
      if (destroyed) return
      destroyed = true
      listeners.clear()
      session = undefined
      const pending = loading
      loading = undefined
      const provider = await pending?.catch(() => undefined)
      if (!provider) return
      unlisten?.()
      unlisten = undefined
      // A provider the host made is the host's to close; only the one made here is ours.
      if (options.universalProvider) return
      // Loaded with the SDK (initProvider): a page that never paired never downloads it.
      const { releaseSdkProvider } = await import('./sdk-lifecycle.js')
      await releaseSdkProvider(provider)
    },
  }
}

async function initProvider(options: WalletConnectClientOptions): Promise<Provider> {
  if (options.universalProvider) return options.universalProvider
  const [{ UniversalProvider }, { initSdkProvider }] = await Promise.all([
    import('@walletconnect/universal-provider'),
    import('./sdk-lifecycle.js'),
  ])
  const init = () =>
    UniversalProvider.init({
      projectId: options.projectId,
      telemetryEnabled: false,
      logger: 'error',
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.metadata ? { metadata: options.metadata } : {}),
    })
  const provider = await initSdkProvider(init, options.customStoragePrefix ?? '')
  // The SDK has no option for the verify service: its dapp side reads this instance property.
  if (options.verifyUrl) {
    ;(provider.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = options.verifyUrl
  }
  return provider
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
