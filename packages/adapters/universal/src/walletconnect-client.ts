import type { WalletConnectClient, WalletConnectEvent, WalletConnectSession } from '@gangway/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { WalletConnectClientOptions } from './client-options.js'
import { WalletConnectDestroyedError } from '@gangway/core/start'

export type { WalletConnectClientOptions }

/** The provider with the code that drives it (sdk-session.ts), which arrives with it. */
interface Loaded {
  provider: UniversalProvider
  sdk: typeof import('./sdk-session.js')
}

/**
 * The instance's one WalletConnect client over `@walletconnect/universal-provider` (2.21.8). Only this state
 * is made at start-up: the SDK, and what builds proposals and reads sessions, are imported the first time a
 * pairing starts or a stored session is restored, so a plain page load never downloads them.
 */
export function createWalletConnectClient(options: WalletConnectClientOptions): WalletConnectClient {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let loading: Promise<Loaded> | undefined
  let session: WalletConnectSession | undefined
  let ending: Promise<void> | undefined
  let destroyed = false
  // What listenTo added to the provider, removed on destroy.
  let unlisten: (() => void) | undefined
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }

  function load(): Promise<Loaded> {
    if (destroyed) return Promise.reject(new WalletConnectDestroyedError())
    loading ??= provide(options).then(({ provider, sdk }) => {
      unlisten = sdk.listenTo(provider, {
        accountsChanged: (accounts) => emit({ type: 'accountsChanged', accounts }),
        chainChanged: (caipNetworkId) => emit({ type: 'chainChanged', caipNetworkId }),
        sessionUpdated: (updated) => {
          session = updated
          emit({ type: 'accountsChanged', accounts: updated.accounts })
        },
        ended: () => {
          if (!session) return
          session = undefined
          emit({ type: 'disconnect' })
        },
      })
      return { provider, sdk }
    })
    // A failed load (the chunk or the relay) may be tried again on the next pairing.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  return {
    async connect({ onUri }) {
      const { provider, sdk } = await load()
      session = await sdk.pair(provider, options, onUri)
      return session
    },
    async restore() {
      const { provider, sdk } = await load()
      session = sdk.sessionOf(provider)
      return session
    },
    getSession: () => session,
    async prepare() {
      const { provider } = await load()
      // The SDK opens its relay socket lazily, on the first pairing: open it now instead.
      await provider.client.core.relayer.transportOpen()
    },
    disconnect() {
      // Every namespace's adapter asks at once; the wallet must hear one session delete, not one per namespace.
      if (!loading || !session) return ending ?? Promise.resolve()
      session = undefined
      ending = loading
        .then(({ provider }) => (provider.session ? provider.disconnect() : undefined))
        .finally(() => {
          ending = undefined
          // The session spans namespaces: every adapter on it hears that it ended, not only the caller.
          emit({ type: 'disconnect' })
        })
      return ending
    },
    getProvider: async () => (await load()).provider,
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
      const loaded = await pending?.catch(() => undefined)
      if (!loaded) return
      unlisten?.()
      unlisten = undefined
      // A provider the host made is the host's to close; only the one made here is ours.
      if (options.universalProvider) return
      await loaded.sdk.releaseSdkProvider(loaded.provider)
    },
  }
}

/**
 * The host's own provider (`universalProvider` option) or a new one. The SDK's download starts alongside
 * sdk-session.js's, not after it: the first pairing waits for one round trip, not two.
 */
async function provide(options: WalletConnectClientOptions): Promise<Loaded> {
  if (options.universalProvider) {
    return { provider: options.universalProvider, sdk: await import('./sdk-session.js') }
  }
  const [sdk, { UniversalProvider }] = await Promise.all([
    import('./sdk-session.js'),
    import('@walletconnect/universal-provider'),
  ])
  return { provider: await sdk.initProvider(options, UniversalProvider), sdk }
}
