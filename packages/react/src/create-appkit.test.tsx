import { act, render, screen } from '@testing-library/react'
import type { ChainAdapter } from '@gangway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, polygon } from './networks.js'
import {
  AppKitButton,
  AppKitNotCreatedError,
  AppKitProvider,
  createAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitTheme,
} from './index.js'

const options = { projectId: 'test', networks: [mainnet, polygon] as [typeof mainnet, typeof polygon] }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The least of an eip155 adapter: it lists no wallet, and says when it is asked to. */
function listingAdapter(syncConnectors: () => Promise<void>): ChainAdapter {
  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    networks: [],
    construct() {},
    syncConnectors,
    getProvider: () => undefined,
  } as unknown as ChainAdapter
}

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

describe('createAppKit', () => {
  it('gives each instance its own state', () => {
    const first = createAppKit(options)
    const second = createAppKit(options)
    first.setThemeMode('light')
    expect(first.getThemeMode()).toBe('light')
    expect(second.getThemeMode()).toBe('dark')
    first.core.store.chain.setAccountState('eip155', { address, status: 'connected' })
    expect(first.getAddress()).toBe(address)
    expect(second.getAddress()).toBeUndefined()
  })

  it('mounts the modal in a shadow root at the first open when that comes before the page is idle', async () => {
    const appKit = createAppKit(options)
    expect(document.querySelector('[data-gangway-modal]')).toBeNull()
    await act(() => appKit.open())
    const hosts = document.querySelectorAll('[data-gangway-modal]')
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.shadowRoot).toBeTruthy()
    await expect.poll(() => hosts[0]?.shadowRoot?.querySelector('[role="dialog"]')).toBeTruthy()
  })

  it('prepares the closed modal once the page is idle, once', async () => {
    // Instances from earlier tests prepare their own modals when idle: let them, then start clean.
    await new Promise((resolve) => setTimeout(resolve, 500))
    document.body.replaceChildren()
    createAppKit(options)
    await expect
      .poll(() => document.querySelectorAll('[data-gangway-modal]').length, { timeout: 3_000 })
      .toBe(1)
    const host = document.querySelector('[data-gangway-modal]')
    expect(host?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(document.querySelectorAll('[data-gangway-modal]')).toHaveLength(1)
  })

  it('appends no modal to the body with disableAppend or enableEmbedded: the host places <appkit-modal>', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    document.body.replaceChildren()
    const placedByHost = createAppKit({ ...options, disableAppend: true })
    const embedded = createAppKit({ ...options, enableEmbedded: true })
    createAppKit(options)
    // Opening mounts an appended modal at once; these two have none to mount.
    await act(() => placedByHost.open())
    await act(() => embedded.open())
    expect(document.querySelectorAll('[data-gangway-modal]')).toHaveLength(0)
    // Once the page is idle only the third instance, which appends, has its modal in the body.
    await expect
      .poll(() => document.querySelectorAll('[data-gangway-modal]').length, { timeout: 3_000 })
      .toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(document.querySelectorAll('[data-gangway-modal]')).toHaveLength(1)
    await Promise.all([placedByHost.destroy(), embedded.destroy()])
  })

  it("starts the restore once the page has painted, so the host's first render does not wait for it", async () => {
    const syncConnectors = vi.fn(async () => {})
    const appKit = createAppKit({ ...options, adapters: [listingAdapter(syncConnectors)] })
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
    expect(syncConnectors).not.toHaveBeenCalled()
    await expect.poll(() => syncConnectors.mock.calls.length).toBe(1)
    await appKit.ready()
    expect(appKit.getState().initialized).toBe(true)
    await appKit.destroy()
  })

  it('starts it at once for a host that calls ready(), and never for one destroyed before the paint', async () => {
    const eager = vi.fn(async () => {})
    const asked = createAppKit({ ...options, adapters: [listingAdapter(eager)] })
    void asked.ready()
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
    expect(eager).toHaveBeenCalledOnce()
    const never = vi.fn(async () => {})
    const destroyed = createAppKit({ ...options, adapters: [listingAdapter(never)] })
    await destroyed.destroy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(never).not.toHaveBeenCalled()
    await asked.destroy()
  })

  it('fetches nothing until the modal opens or prefetch() is called', async () => {
    const appKit = createAppKit({ ...options, services: { apiUrl: 'https://directory.gangway.test' } })
    await appKit.ready()
    expect(appKit.core.store.directory.state.prefetched).toBe(false)
    let prefetched = 0
    appKit.core.store.directory.prefetch = async () => {
      prefetched += 1
    }
    await appKit.prefetch()
    expect(prefetched).toBe(1)
  })

  it('defines <appkit-button> so AppKit snippets render the connect button', async () => {
    createAppKit(options)
    const element = document.createElement('appkit-button')
    await act(async () => {
      document.body.append(element)
    })
    expect(element.textContent).toContain('Connect Wallet')
    expect(customElements.get('w3m-button')).toBeDefined()
  })
})

function Account() {
  const { isConnected, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { themeMode } = useAppKitTheme()
  return (
    <p>
      {status} {String(isConnected)} {caipNetworkId} {themeMode}
    </p>
  )
}

function Address() {
  const { address: current } = useAppKitAccount()
  return <p>address: {current ?? 'none'}</p>
}

function Broken() {
  useAppKitAccount()
  return null
}

describe('hooks', () => {
  it('use the instance of the nearest AppKitProvider', async () => {
    render(
      <AppKitProvider {...options} themeMode="light">
        <Account />
        <AppKitButton />
      </AppKitProvider>,
    )
    expect(await screen.findByText('disconnected false eip155:1 light')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('follow account changes of the instance', async () => {
    const appKit = createAppKit(options)
    render(<Address />)
    expect(screen.getByText('address: none')).toBeTruthy()
    await act(async () => {
      appKit.core.store.chain.setAccountState('eip155', { address, status: 'connected' })
    })
    expect(await screen.findByText(`address: ${address}`)).toBeTruthy()
  })

  it('explain what is missing when no instance exists', async () => {
    const { setDefaultInstance } = await import('./instances.js')
    setDefaultInstance(undefined)
    expect(() => render(<Broken />)).toThrow(AppKitNotCreatedError)
  })
})
