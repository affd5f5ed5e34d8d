import { describe, expect, it } from 'vitest'

// A cold import transforms the package's whole module graph: seconds on a loaded 2-core CI machine.
const COLD_IMPORT_MS = 60_000

describe('@gangway/core entry', () => {
  it('imports with no window or document defined (server-side)', { timeout: COLD_IMPORT_MS }, async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const core = await import('./index.js')
    expect(typeof core.createAppKitCore).toBe('function')
  })

  it('exports the instance, the store, every controller factory, the rules and the storage', async () => {
    const core = await import('./index.js')
    for (const name of [
      'createAppKitCore',
      'createStore',
      'createOptionsController',
      'createChainController',
      'createConnectorsController',
      'createConnectionController',
      'createRouterController',
      'createModalController',
      'createThemeController',
      'createAlertController',
      'createSnackController',
      'createSendController',
      'createEventsController',
      'createStorage',
      'mergeConnectors',
      'resolveOpenView',
      'shouldShowUnsupportedChain',
      'getConnectMethodsOrder',
      'createDirectoryController',
      'orderWallets',
      'isExcludedWallet',
      'isListingInNamespaces',
      'selectedNamespaces',
      'isOriginAllowed',
      'isSafeUrl',
    ]) {
      expect(core, name).toHaveProperty(name, expect.any(Function))
    }
  })

  it('creates a working instance on a server, with sessions kept in memory', async () => {
    const { createAppKitCore } = await import('./index.js')
    const { testNetworks } = await import('./test/fixtures.js')
    const instance = createAppKitCore({ projectId: 'p', networks: [testNetworks.mainnet] })
    await instance.ready()
    expect(instance.getState()).toMatchObject({ initialized: true, open: false })
    instance.destroy()
  })
})
