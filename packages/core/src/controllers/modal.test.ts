import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import type { AppKitOptions } from '../options.js'
import { createTimers } from '../utils/timers.js'
import { createChainController } from './chain.js'
import { createEventsController } from './events.js'
import { createModalController, resolveOpenView } from './modal.js'
import { createOptionsController } from './options.js'
import { createRouterController } from './router.js'

const closed = { isConnected: false, isMobile: false, hasAdapter: true, basic: false }

describe('resolveOpenView', () => {
  it("SPEC §2: opens to the caller's view when one is given", () => {
    expect(resolveOpenView({ ...closed, isConnected: true, view: 'Networks' })).toBe('Networks')
  })

  it('SPEC §2: opens to Account if an address is already connected', () => {
    expect(resolveOpenView({ ...closed, isConnected: true })).toBe('Account')
  })

  it('SPEC §2: otherwise opens to Connect', () => {
    expect(resolveOpenView(closed)).toBe('Connect')
  })

  it('SPEC §2: on mobile with no adapter available opens to AllWallets', () => {
    expect(resolveOpenView({ ...closed, isMobile: true, hasAdapter: false })).toBe('AllWallets')
  })

  it('SPEC §2: with no adapter on desktop opens to ConnectingWalletConnectBasic', () => {
    expect(resolveOpenView({ ...closed, hasAdapter: false })).toBe('ConnectingWalletConnectBasic')
  })

  it('SPEC §2: in wallet-connect basic mode opens to ConnectingWalletConnectBasic', () => {
    expect(resolveOpenView({ ...closed, basic: true })).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({ ...closed, basic: true, isMobile: true })).toBe('ConnectingWalletConnectBasic')
  })
})

function setup(overrides: Partial<AppKitOptions> = {}, onOpen?: () => void) {
  const options = createOptionsController({
    options: { projectId: 'p', networks: [testNetworks.mainnet], ...overrides },
  })
  const chain = createChainController({ options })
  chain.addNamespace('eip155', [testNetworks.mainnet])
  chain.setActiveCaipNetwork(testNetworks.mainnet)
  const events = createEventsController({ now: () => 0 })
  const timers = createTimers()
  let modal: ReturnType<typeof createModalController> | undefined
  const router = createRouterController({ closeModal: () => modal?.close() })
  modal = createModalController({
    router,
    chain,
    options,
    events,
    timers,
    isMobile: () => false,
    hasAdapter: () => true,
    onOpen,
  })
  const connect = () =>
    chain.setAccountState('eip155', { address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` })
  return { modal, router, chain, events, connect }
}

describe('createModalController', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('SPEC §2: opens to Connect when not connected and Account when connected, and reports MODAL_OPEN', async () => {
    const { modal, router, events, connect } = setup()
    await modal.open()
    expect(modal.state.open).toBe(true)
    expect(router.state.view).toBe('Connect')
    expect(events.state.last?.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    modal.close()
    connect()
    await modal.open()
    expect(router.state.view).toBe('Account')
  })

  it('tells onOpen each time it opens, not while it stays open (the directory prefetch hangs there)', async () => {
    const onOpen = vi.fn()
    const { modal } = setup({}, onOpen)
    await modal.open()
    await modal.open({ view: 'Networks' })
    expect(onOpen).toHaveBeenCalledTimes(1)
    modal.close()
    await modal.open()
    expect(onOpen).toHaveBeenCalledTimes(2)
  })

  it("opens to the caller's view with its arguments as router data", async () => {
    const { modal, router } = setup()
    await modal.open({ view: 'Networks', arguments: { from: 'host' } })
    expect(router.state.view).toBe('Networks')
    expect(router.state.data).toEqual({ from: 'host' })
  })

  it('SPEC §2: closing is refused in ApproveTransaction unless forced', async () => {
    const { modal } = setup()
    await modal.open({ view: 'ApproveTransaction' })
    modal.close()
    expect(modal.state.open).toBe(true)
    modal.close({ force: true })
    expect(modal.state.open).toBe(false)
  })

  it('reports MODAL_CLOSE only when the modal was open', async () => {
    const { modal, events } = setup()
    modal.close()
    expect(events.state.last).toBeUndefined()
    await modal.open()
    modal.close()
    expect(events.state.last?.data.event).toBe('MODAL_CLOSE')
  })

  /** Closing from another view goes back to Connect, and to Account once connected (SPEC §2, embedded). */
  async function expectCloseGoesHome({
    modal,
    router,
    connect,
  }: Pick<ReturnType<typeof setup>, 'modal' | 'router' | 'connect'>) {
    await modal.open({ view: 'Networks' })
    modal.close()
    expect(router.state.history).toEqual(['Connect'])
    connect()
    await modal.open({ view: 'Networks' })
    modal.close()
    expect(router.state.history).toEqual(['Account'])
  }

  it('SPEC §2: on close, an embedded modal returns to Account if connected, else Connect', async () => {
    const { modal, router, connect } = setup({ enableEmbedded: true })
    expect(modal.state.embedded).toBe(true)
    await expectCloseGoesHome({ modal, router, connect })
  })

  it('SPEC §2: an <appkit-modal> on the page returns to Account or Connect on close, without enableEmbedded', async () => {
    const { modal, router, connect } = setup()
    const remove = modal.addEmbedded()
    expect(modal.state.embeddedMounts).toBe(1)
    await expectCloseGoesHome({ modal, router, connect })
    remove()
    remove()
    expect(modal.state.embeddedMounts).toBe(0)
    // With no embedded modal left, closing leaves the router to the next open().
    await modal.open({ view: 'Networks' })
    modal.close()
    expect(router.state.history).toEqual(['Networks'])
  })

  it('SPEC §2: back closes the modal when one view is left', async () => {
    const { modal, router } = setup()
    await modal.open()
    router.goBack()
    expect(modal.state.open).toBe(false)
  })

  it('SPEC §2: the modal shakes for 500 ms as a warning', () => {
    const { modal } = setup()
    modal.shake()
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.state.shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    const { modal } = setup()
    modal.shake()
    vi.advanceTimersByTime(400)
    modal.shake()
    vi.advanceTimersByTime(400)
    expect(modal.state.shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(modal.state.shake).toBe(false)
  })
})
