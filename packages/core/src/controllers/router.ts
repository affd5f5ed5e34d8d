import { proxy } from 'valtio/vanilla'
import type { RouterController } from '../store-types.js'
import type { RouterControllerState, RouterData } from '../types.js'
import { clonePlain } from '../utils/clone.js'
import { toStateConnector } from '../utils/state-connector.js'

/** The modal's view history (SPEC §2). `closeModal` is how back leaves the modal. */
export function createRouterController(deps: { closeModal: () => void }): RouterController {
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
    push(view, data) {
      if (view === state.view) return
      state.history.push(view)
      state.view = view
      state.data = toStateData(data)
    },
    replace(view, data) {
      if (state.history.at(-1) === view) return
      if (state.history.length === 0) state.history.push(view)
      else state.history[state.history.length - 1] = view
      state.view = view
      state.data = toStateData(data)
    },
    reset(view, data) {
      state.history = [view]
      state.view = view
      state.data = toStateData(data)
    },
    goBack() {
      if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
        deps.closeModal()
        return
      }
      state.history.pop()
      state.view = state.history.at(-1) ?? 'Connect'
    },
  }
}
