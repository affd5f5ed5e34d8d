import type { CaipNetwork } from '@gangway/common'
import { proxy } from 'valtio/vanilla'
import type { Connector, ListedWallet, RouterView } from '../types.js'
import { clonePlain } from '../utils/clone.js'
import { toStateConnector } from '../utils/state-connector.js'

export interface RouterData {
  connector?: Connector
  network?: CaipNetwork
  /** The directory or custom wallet the Downloads view offers. */
  wallet?: ListedWallet
  [key: string]: unknown
}

export interface RouterControllerState {
  view: RouterView
  history: RouterView[]
  data?: RouterData
}

/** The modal's view history (SPEC §2). `closeModal` is how back leaves the modal. */
export function createRouterController(deps: { closeModal: () => void }) {
  const state = proxy<RouterControllerState>({ view: 'Connect', history: ['Connect'] })

  function toStateData(data: RouterData | undefined): RouterData | undefined {
    if (!data) return undefined
    const { connector, ...rest } = data
    const copy: RouterData = clonePlain(rest)
    if (connector) copy.connector = toStateConnector(connector)
    return copy
  }

  return {
    state,
    push(view: RouterView, data?: RouterData): void {
      if (view === state.view) return
      state.history.push(view)
      state.view = view
      state.data = toStateData(data)
    },
    replace(view: RouterView, data?: RouterData): void {
      if (state.history.at(-1) === view) return
      if (state.history.length === 0) state.history.push(view)
      else state.history[state.history.length - 1] = view
      state.view = view
      state.data = toStateData(data)
    },
    reset(view: RouterView, data?: RouterData): void {
      state.history = [view]
      state.view = view
      state.data = toStateData(data)
    },
    /** Pops the history; closes the modal when one view is left or UnsupportedChain is in the history. */
    goBack(): void {
      if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
        deps.closeModal()
        return
      }
      state.history.pop()
      state.view = state.history.at(-1) ?? 'Connect'
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface RouterController extends ReturnType<typeof createRouterController> {}
