import { type ChainNamespace, TIMING } from '@gangway/common/start'
import { proxy } from 'valtio/vanilla'
import type { RouterView } from '../types.js'
import type { Timers } from '../utils/timers.js'
import type { ChainController } from './chain.js'
import type { EventsController } from './events.js'
import type { OptionsController } from './options.js'
import type { RouterController } from './router.js'

export interface ModalControllerState {
  open: boolean
  loading: boolean
  /** True for 500 ms after shake() (SPEC §2). */
  shake: boolean
  embedded: boolean
  /**
   * How many embedded modals (`<appkit-modal>`) the page holds now. While there is one, it is the modal: open()
   * shows its view there, and the overlay stays hidden, so no view shows twice.
   */
  embeddedMounts: number
}

export interface OpenOptions {
  view?: RouterView
  namespace?: ChainNamespace
  arguments?: Record<string, unknown>
}

export interface OpenViewInput {
  /** The view the caller asked for, if any. */
  view?: RouterView | undefined
  isConnected: boolean
  isMobile: boolean
  hasAdapter: boolean
  /** Wallet-connect basic mode (`options.basic`). */
  basic: boolean
}

/** SPEC §2 opening rules, in order: the caller's view, Account, AllWallets, ConnectingWalletConnectBasic, Connect. */
export function resolveOpenView({
  view,
  isConnected,
  isMobile,
  hasAdapter,
  basic,
}: OpenViewInput): RouterView {
  if (view) return view
  if (isConnected) return 'Account'
  if (!hasAdapter && isMobile) return 'AllWallets'
  if (!hasAdapter || basic) return 'ConnectingWalletConnectBasic'
  return 'Connect'
}

export interface ModalDeps {
  router: Pick<RouterController, 'state' | 'reset'>
  chain: Pick<ChainController, 'state' | 'setActiveNamespace'>
  options: Pick<OptionsController, 'state'>
  events: Pick<EventsController, 'send'>
  timers: Timers
  isMobile: () => boolean
  hasAdapter: () => boolean
  /** Whether closing must be refused on the current view (SPEC §2: a required sign-in); the modal shakes. */
  closeBlocked?: (() => boolean) | undefined
  /** Called each time the modal opens; the directory's prefetch (once per instance) hangs here. */
  onOpen?: (() => void) | undefined
}

export function createModalController(deps: ModalDeps) {
  const state = proxy<ModalControllerState>({
    open: false,
    loading: false,
    shake: false,
    embedded: deps.options.state.enableEmbedded ?? false,
    embeddedMounts: 0,
  })
  let stopShake: (() => void) | undefined

  const isConnected = () => Boolean(deps.chain.state.activeCaipAddress)

  function shake(): void {
    stopShake?.()
    state.shake = true
    stopShake = deps.timers.after(TIMING.modalShake, () => {
      state.shake = false
      stopShake = undefined
    })
  }

  return {
    state,
    /** Opens to the view SPEC §2 chooses (or the one asked for). */
    async open(options: OpenOptions = {}): Promise<void> {
      if (options.namespace && deps.chain.state.chains[options.namespace]) {
        deps.chain.setActiveNamespace(options.namespace)
      }
      const view = resolveOpenView({
        view: options.view,
        isConnected: isConnected(),
        isMobile: deps.isMobile(),
        hasAdapter: deps.hasAdapter(),
        basic: deps.options.state.basic ?? false,
      })
      deps.router.reset(view, options.arguments)
      const wasOpen = state.open
      state.open = true
      if (!wasOpen) {
        deps.onOpen?.()
        deps.events.send({ type: 'track', event: 'MODAL_OPEN', properties: { connected: isConnected() } })
      }
    },
    /** Refused in ApproveTransaction unless forced; an embedded modal returns to Account/Connect. */
    close(options: { force?: boolean } = {}): void {
      const { force = false } = options
      if (!force && deps.router.state.view === 'ApproveTransaction') return
      if (!force && deps.closeBlocked?.()) {
        shake()
        return
      }
      const wasOpen = state.open
      state.open = false
      // An embedded modal stays on the page, so it goes back to where a visitor starts.
      if (state.embedded || state.embeddedMounts > 0) deps.router.reset(isConnected() ? 'Account' : 'Connect')
      if (wasOpen) {
        deps.events.send({ type: 'track', event: 'MODAL_CLOSE', properties: { connected: isConnected() } })
      }
    },
    /** 500 ms warning shake. */
    shake,
    /** Counts an embedded modal on the page until the returned function runs (once; later calls do nothing). */
    addEmbedded(): () => void {
      state.embeddedMounts += 1
      let removed = false
      return () => {
        if (removed) return
        removed = true
        state.embeddedMounts -= 1
      }
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface ModalController extends ReturnType<typeof createModalController> {}
