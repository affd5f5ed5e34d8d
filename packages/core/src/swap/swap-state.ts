import type { ChainNamespace } from '@gangway/common'
import { proxy, subscribe } from 'valtio/vanilla'
import type { LoadStatus } from '../account/account-data.js'
import type { Store } from '../create-store.js'

/** SPEC §9: the swap slippage tolerance, in percent. */
export const DEFAULT_SWAP_SLIPPAGE = 1

/** SPEC §5: swaps, like activity, are served for eip155 only. */
export const SWAP_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** The native coin's address in swap token ids (`eip155:{id}:0xeeee…`), as the swap API spells it. */
export const NATIVE_SWAP_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** One token the swap service trades on the active network. Names and symbols are untrusted text. */
export interface SwapToken {
  /** CAIP-10 id, the native coin as `eip155:{id}:0xeeee…`. */
  address: string
  name: string
  symbol: string
  decimals: number
  logoUri?: string | undefined
}

/** Why a swap cannot go on; the views word each one from their catalogue. */
export type SwapErrorReason =
  /** SPEC §8 'Network not supported for Swaps' (also eip155 only, SPEC §5). */
  | 'network-unsupported'
  | 'tokens-failed'
  /** No readable amount, or a token missing (the form should not have offered the swap). */
  | 'invalid-amount'
  | 'quote-failed'
  /** The pool would give nothing for the amount (or there is no quote at all). */
  | 'no-liquidity'
  | 'insufficient-balance'
  /** The visitor declined a wallet request (4001). */
  | 'rejected'
  | 'approval-failed'
  /** The price moved beyond the slippage tolerance: the pool refused the minimum out. */
  | 'slippage-exceeded'
  /** The swap was mined and reverted. */
  | 'swap-reverted'
  | 'swap-failed'

export interface SwapErrorInfo {
  reason: SwapErrorReason
  /** Core's English words, for logs and events; the views use their catalogue. */
  message: string
}

export interface SwapQuoteState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** What the quote is for (tokens and amount); an answer for another form is stale. */
  key?: string | undefined
  /** In the to-token's base units. */
  toAmount?: bigint | undefined
  /** Percent the trade moves the price, the fee left out. */
  priceImpact?: number | undefined
  /** The pool's fee, in the from-token's base units. */
  fee?: bigint | undefined
}

/** Where `swapTokens` is: each wallet request and each wait for a block, then the end. */
export type SwapExecutionStatus =
  | 'idle'
  /** The allowance is read: whether an approval comes first is not known yet. */
  | 'preparing'
  | 'approve-wallet'
  | 'approve-mining'
  | 'swap-wallet'
  | 'swap-mining'
  | 'success'
  | 'failed'

export interface SwapExecutionState {
  status: SwapExecutionStatus
  /** This swap needed an approval first, so the preview lists that step. */
  approval: boolean
  approveHash?: string | undefined
  hash?: string | undefined
  explorerUrl?: string | undefined
  /** What was swapped, in token units: the result shows it after the form is emptied. */
  summary?: { fromAmount: string; fromSymbol: string; toAmount: string; toSymbol: string } | undefined
  error?: SwapErrorInfo | undefined
  /** The step that failed. */
  failedStep?: 'approve' | 'swap' | undefined
}

/** The Swap views' state: plain data, one instance's, for one account and network. */
export interface SwapState {
  /** The account and network the state belongs to; another one active resets it. */
  key?: string | undefined
  tokens: { status: LoadStatus; list: SwapToken[] }
  /** USD prices by lower-case token id, where known. */
  prices: Record<string, number>
  /** The network's standard gas price, in wei. */
  gasPrice?: bigint | undefined
  /** Gas of the swap: a fixed estimate until a built transaction gives the node's. */
  gas: bigint
  from?: SwapToken | undefined
  to?: SwapToken | undefined
  /** As typed, in the from-token's units. */
  fromAmount: string
  /** Percent (SPEC §9). */
  slippage: number
  quote: SwapQuoteState
  /** What the owner let the pool take of `token`, in its base units. */
  allowance: { status: LoadStatus; token?: string | undefined; value?: bigint | undefined }
  /** What stops the form besides its inputs: the network, the token list, the quote. */
  error?: SwapErrorInfo | undefined
  execution: SwapExecutionState
}

/**
 * Gas of a swap through a constant-product pool, for the fee shown before a transaction is built (the local pool's
 * swaps use about 75,000, native or token in), rounded up.
 */
export const SWAP_GAS_ESTIMATE = 80_000n

export function initialSwapState(): SwapState {
  return {
    tokens: { status: 'idle', list: [] },
    prices: {},
    gas: SWAP_GAS_ESTIMATE,
    fromAmount: '',
    slippage: DEFAULT_SWAP_SLIPPAGE,
    quote: { status: 'idle' },
    allowance: { status: 'idle' },
    execution: { status: 'idle', approval: false },
  }
}

/** What a host may open Swap with (`open({ view: 'Swap', arguments })`): tokens by symbol, id or contract. */
export interface SwapPreset {
  fromToken?: string | undefined
  toToken?: string | undefined
  /** In the from-token's units. */
  amount?: string | undefined
}

/** The Swap views: while one of them shows in the open modal, the visitor is still in the same swap. */
export const SWAP_VIEWS: readonly string[] = ['Swap', 'SwapSelectToken', 'SwapPreview']

/** What runs beside the state (not data): the pending debounce, the quote in flight, the visit to Swap. */
interface SwapRuntime {
  timer?: ReturnType<typeof setTimeout> | undefined
  controller?: AbortController | undefined
  /** Bumped by every new input: an answer to an older one is dropped. */
  sequence: number
  /** The visitor is in the Swap views (OPEN_SWAP was sent for this visit). */
  visiting: boolean
  /** The host's arguments of this visit, applied once the tokens are in. */
  preset?: SwapPreset | undefined
}

const states = new WeakMap<Store, SwapState>()
const runtimes = new WeakMap<SwapState, SwapRuntime>()

export function swapRuntime(state: SwapState): SwapRuntime {
  let runtime = runtimes.get(state)
  if (!runtime) {
    runtime = { sequence: 0, visiting: false }
    runtimes.set(state, runtime)
  }
  return runtime
}

/** Stops the pending quote: its timer, and the request in flight (aborted, and its answer dropped). */
export function stopSwapQuote(state: SwapState): number {
  const runtime = swapRuntime(state)
  if (runtime.timer !== undefined) clearTimeout(runtime.timer)
  runtime.controller?.abort()
  runtime.timer = undefined
  runtime.controller = undefined
  runtime.sequence += 1
  return runtime.sequence
}

/** The active account and network, as the key the state belongs to. */
export function swapAccountKey(store: Store): string | undefined {
  const namespace = store.chain.state.activeChain
  const chainState = namespace ? store.chain.state.chains[namespace] : undefined
  const address = chainState?.accountState.address
  const network = chainState?.activeCaipNetwork
  return namespace && address && network ? `${namespace}|${address}|${network.caipNetworkId}` : undefined
}

/** Back to the start, for another account or network (SPEC §4, as the send form). */
export function resetSwapState(state: SwapState): void {
  stopSwapQuote(state)
  const slippage = state.slippage
  const initial = initialSwapState()
  for (const key of Object.keys(state) as (keyof SwapState)[]) {
    if (!(key in initial)) delete state[key]
  }
  // The visitor's tolerance is a preference, not a part of the form.
  Object.assign(state, initial, { slippage })
}

/**
 * The instance's swap state (created on first use, so an app that never opens Swap pays nothing). A token of one
 * network means nothing on another: when the active account or network changes, the state starts over.
 */
export function swapState({ store }: { store: Store }): SwapState {
  let state = states.get(store)
  if (!state) {
    const created = proxy(initialSwapState())
    state = created
    states.set(store, created)
    subscribe(store.chain.state, () => {
      if (created.key !== undefined && swapAccountKey(store) !== created.key) resetSwapState(created)
    })
    // A visit ends when the modal closes or shows another view; the next one is a new visit (OPEN_SWAP).
    const endVisit = () => {
      if (!store.modal.state.open || !SWAP_VIEWS.includes(store.router.state.view)) {
        swapRuntime(created).visiting = false
      }
    }
    subscribe(store.router.state, endVisit)
    subscribe(store.modal.state, endVisit)
  }
  return state
}
