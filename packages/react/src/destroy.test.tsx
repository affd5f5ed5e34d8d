import type { AppKitEvent, ChainAdapter } from '@gangway/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './index.js'
import { getDefaultInstance } from './instances.js'
import { mainnet, polygon } from './networks.js'

const options = { projectId: 'test', networks: [mainnet, polygon] as [typeof mainnet, typeof polygon] }
const modalHosts = () => document.querySelectorAll('[data-gangway-modal]')
const idle = () => new Promise((resolve) => setTimeout(resolve, 700))

/** The least of an eip155 adapter: it lists no wallet, or fails to, and says when it is destroyed. */
function fakeAdapter(syncConnectors: () => Promise<void> = async () => {}) {
  const destroy = vi.fn()
  const adapter = {
    namespace: 'eip155',
    adapterType: 'wagmi',
    networks: [],
    construct() {},
    syncConnectors,
    getProvider: () => undefined,
    destroy,
  } as unknown as ChainAdapter
  return { adapter, destroy }
}

afterEach(async () => {
  // Instances of other tests mount their modals when idle: let them, then start clean.
  await idle()
  document.body.replaceChildren()
  localStorage.clear()
})

describe('AppKit.destroy', () => {
  it('cancels the idle mount of the modal when it comes first', async () => {
    await idle()
    document.body.replaceChildren()
    const appKit = createAppKit(options)
    await appKit.destroy()
    await idle()
    expect(modalHosts()).toHaveLength(0)
  })

  it('unmounts an open modal, and opening the destroyed instance mounts nothing', async () => {
    await idle()
    document.body.replaceChildren()
    const appKit = createAppKit(options)
    await act(() => appKit.open())
    expect(modalHosts()).toHaveLength(1)
    await act(() => appKit.destroy())
    expect(modalHosts()).toHaveLength(0)
    await act(() => appKit.open())
    expect(modalHosts()).toHaveLength(0)
  })

  it("destroys the host's adapters, once however often it is called", async () => {
    const { adapter, destroy } = fakeAdapter()
    const appKit = createAppKit({ ...options, adapters: [adapter] })
    const first = appKit.destroy()
    expect(appKit.destroy()).toBe(first)
    await first
    expect(destroy).toHaveBeenCalledOnce()
  })

  it('stops being the default instance, so <appkit-button> shows nothing, unless a newer instance took over', async () => {
    const older = createAppKit(options)
    const newer = createAppKit(options)
    await older.destroy()
    expect(getDefaultInstance()).toBe(newer)
    const element = document.createElement('appkit-button')
    await act(async () => {
      document.body.append(element)
    })
    expect(element.textContent).toContain('Connect Wallet')
    await act(() => newer.destroy())
    expect(getDefaultInstance()).toBeUndefined()
    expect(element.textContent).toBe('')
    expect(customElements.get('appkit-button')).toBeDefined()
  })

  it('ends the subscriptions of the host', async () => {
    const appKit = createAppKit(options)
    const state = vi.fn()
    appKit.subscribeState(state)
    await appKit.destroy()
    state.mockClear()
    appKit.core.store.modal.state.open = true
    await Promise.resolve()
    expect(state).not.toHaveBeenCalled()
  })
})

describe('createAppKit: start-up errors', () => {
  it('reach the host as a rejected ready() and an error event, without debug', async () => {
    const failure = new Error('wallet discovery failed')
    const { adapter } = fakeAdapter(() => Promise.reject(failure))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const appKit = createAppKit({ ...options, adapters: [adapter] })
    const events: AppKitEvent['data'][] = []
    appKit.subscribeEvents((event) => events.push(event.data))
    await expect(appKit.ready()).rejects.toBe(failure)
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'error', event: 'INITIALIZE' }) as AppKitEvent['data'],
    )
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
    await appKit.destroy()
  })
})
