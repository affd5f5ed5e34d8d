import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from '../types.js'
import { clonePlain } from '../utils/clone.js'

/** SPEC §3 Send state: the send form. */
export interface SendControllerState {
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  networkBalanceInUSD?: string
  tokenBalances: TokenBalance[]
  loading: boolean
}

function initialSendState(): SendControllerState {
  return { tokenBalances: [], loading: false }
}

/**
 * SPEC §3 Send state: the send form (token, amount, receiver and what is known of them). It holds no
 * wallet; sending reads it. SPEC §4: the store resets it when the active network changes.
 */
export function createSendController() {
  const state = proxy<SendControllerState>(initialSendState())
  return {
    state,
    setToken(token: TokenBalance | undefined): void {
      state.token = token ? clonePlain(token) : undefined
    },
    /** The amount as the visitor typed it, in the token's units. */
    setTokenAmount(amount: string | undefined): void {
      state.sendTokenAmount = amount
    },
    /** A new receiver; the profile name and image of the previous one are dropped. */
    setReceiverAddress(address: string | undefined): void {
      state.receiverAddress = address
      // A profile belongs to the address it was looked up for.
      state.receiverProfileName = undefined
      state.receiverProfileImage = undefined
    },
    /** What a name lookup found for the current receiver. */
    setReceiverProfile(profile: { name?: string | undefined; image?: string | undefined }): void {
      state.receiverProfileName = profile.name
      state.receiverProfileImage = profile.image
    },
    setNetworkBalanceInUSD(value: string | undefined): void {
      state.networkBalanceInUSD = value
    },
    setTokenBalances(balances: readonly TokenBalance[]): void {
      state.tokenBalances = balances.map((balance) => clonePlain(balance))
    },
    setLoading(loading: boolean): void {
      state.loading = loading
    },
    /** Back to an empty form (SPEC §4: on every change of the active network). */
    reset(): void {
      const initial = initialSendState()
      for (const key of Object.keys(state) as (keyof SendControllerState)[]) {
        if (!(key in initial)) delete state[key]
      }
      Object.assign(state, initial)
    },
  }
}

// Derived from the factory, so the type cannot drift from what it returns.
export interface SendController extends ReturnType<typeof createSendController> {}
