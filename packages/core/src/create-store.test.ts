import { describe, expect, it } from 'vitest'
import { createStore } from './create-store.js'
import { createMapStorage, testNetworks } from './test/fixtures.js'

const options = { projectId: 'p', networks: [testNetworks.mainnet] } as const satisfies Parameters<
  typeof createStore
>[0]

describe('createStore', () => {
  it('wires every controller of one instance', () => {
    const store = createStore({ ...options, networks: [...options.networks] })
    expect(Object.keys(store).sort()).toEqual(
      [
        'alert',
        'chain',
        'connection',
        'connectors',
        'directory',
        'events',
        'modal',
        'options',
        'router',
        'send',
        'siwx',
        'snack',
        'storage',
        'theme',
        'walletConnect',
      ].sort(),
    )
    expect(store.theme.state.themeMode).toBe('dark')
  })

  it('SPEC §2: the router closes the modal on back with one view left', async () => {
    const store = createStore({ ...options, networks: [...options.networks] }, { hasAdapter: () => true })
    await store.modal.open()
    store.router.goBack()
    expect(store.modal.state.open).toBe(false)
  })

  it('stores keys in the given backend, and in memory without one', () => {
    const backend = createMapStorage()
    createStore(
      { ...options, networks: [...options.networks] },
      { storage: backend },
    ).storage.setActiveNamespace('eip155')
    expect(backend.values.get('@appkit/active_namespace')).toBe('"eip155"')
    const serverStore = createStore({ ...options, networks: [...options.networks] })
    serverStore.storage.setActiveNamespace('solana')
    expect(serverStore.storage.getActiveNamespace()).toBe('solana')
  })

  it('two stores do not share state', async () => {
    const a = createStore({ ...options, networks: [...options.networks] }, { hasAdapter: () => true })
    const b = createStore({ ...options, networks: [...options.networks] }, { hasAdapter: () => true })
    await a.modal.open({ view: 'Networks' })
    a.theme.setThemeVariables({ '--w3m-accent': 'red' })
    expect(b.modal.state.open).toBe(false)
    expect(b.router.state.view).toBe('Connect')
    expect(b.theme.state.themeVariables).toEqual({})
  })
})
