import { proxy } from 'valtio/vanilla'
import type { SendController } from '../store-types.js'
import type { SendControllerState, TokenBalance } from '../types.js'
import { clonePlain } from '../utils/clone.js'

function initialSendState(): SendControllerState {
  return { tokenBalances: [], loading: false }
}

/**
 * SPEC §3 Send state: the send form (token, amount, receiver and what is known of them). It holds no
 * wallet; sending reads it. SPEC §4: the store resets it when the active network changes.
 */
export function createSendController(): SendController {
  const state = proxy<SendControllerState>(initialSendState())
  return {
    state,
    setToken(token: TokenBalance | undefined) {
      state.token = token ? clonePlain(token) : undefined
    },
    setTokenAmount(amount) {
      state.sendTokenAmount = amount
    },
    setReceiverAddress(address) {
      state.receiverAddress = address
      // A profile belongs to the address it was looked up for.
      state.receiverProfileName = undefined
      state.receiverProfileImage = undefined
    },
    setReceiverProfile({ name, image }) {
      state.receiverProfileName = name
      state.receiverProfileImage = image
    },
    setNetworkBalanceInUSD(value) {
      state.networkBalanceInUSD = value
    },
    setTokenBalances(balances) {
      state.tokenBalances = balances.map((balance) => clonePlain(balance))
    },
    setLoading(loading) {
      state.loading = loading
    },
    reset() {
      const initial = initialSendState()
      for (const key of Object.keys(state) as (keyof SendControllerState)[]) {
        if (!(key in initial)) delete state[key]
      }
      Object.assign(state, initial)
    },
  }
}
