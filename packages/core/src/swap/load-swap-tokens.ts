import type { ConvertToken } from '@gangway/api'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { scheduleSwapQuote } from './quote-swap.js'
import { refreshSwapAllowance } from './swap-allowance.js'
import { SwapError, toSwapError } from './swap-error.js'
import {
  resetSwapState,
  SWAP_NAMESPACES,
  type SwapState,
  type SwapToken,
  swapAccountKey,
  swapRuntime,
  swapState,
} from './swap-state.js'
import { findSwapToken, isNativeSwapToken } from './token-list.js'

/** The service's token, keeping only what the views use (and the icon only when the schema found it safe). */
function toSwapToken(token: ConvertToken): SwapToken {
  return {
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoUri: token.logoUri ?? undefined,
  }
}

/** The most tokens one price request may name (`/v1/fungible/price`). */
const PRICE_BATCH = 100

/**
 * USD prices of the pool's tokens (for the amounts' values and the fee), by id. The answer names tokens by
 * symbol, so they are matched by it. A failure leaves values unknown, which the views show as such.
 */
async function loadSwapPrices(host: AccountHost, state: SwapState, key: string | undefined): Promise<void> {
  const client = blockchainServices(host)
  const tokens = state.tokens.list.slice(0, PRICE_BATCH)
  if (!client || tokens.length === 0) return
  try {
    const { fungibles } = await client.fetchTokenPrice({ addresses: tokens.map((token) => token.address) })
    if (state.key !== key) return
    for (const token of tokens) {
      const price = fungibles.find((fungible) => fungible.symbol === token.symbol)?.price
      if (price !== undefined && price > 0) state.prices[token.address.toLowerCase()] = price
    }
  } catch {
    // Values stay unknown: the swap does not need them.
  }
}

/** The host's arguments of this visit, once the tokens are in: tokens by symbol or id, and the amount. */
function applyPreset(state: SwapState): boolean {
  const runtime = swapRuntime(state)
  const preset = runtime.preset
  if (!preset || state.tokens.status !== 'ready') return false
  runtime.preset = undefined
  const from = findSwapToken(state.tokens.list, preset.fromToken) ?? state.from
  const to = findSwapToken(state.tokens.list, preset.toToken) ?? state.to
  state.from = from
  state.to = to && to.address !== from?.address ? to : undefined
  if (preset.amount !== undefined) state.fromAmount = preset.amount
  return true
}

/**
 * Reads the tokens the swap service trades on the active network (`/v1/convert/tokens`) and its gas price, then
 * puts the native coin on the from side unless a token is there, and the host's arguments of this visit. The
 * account's balances ("your tokens") are read too, from their 30 s cache when fresh. SPEC §5: swaps are eip155
 * only, and the services say which eip155 networks ('Network not supported for Swaps'). Never throws.
 */
export async function loadSwapTokens(host: AccountHost): Promise<void> {
  const state = swapState(host)
  const client = blockchainServices(host)
  const account = activeAccount(host)
  // Without the services there is nothing to read; what the state holds (e.g. a story's) stays.
  if (!client || !account) return
  const key = swapAccountKey(host.store)
  if (state.key !== key) resetSwapState(state)
  state.key = key
  if (state.tokens.status === 'ready' || state.tokens.status === 'loading') {
    if (applyPreset(state)) {
      void refreshSwapAllowance(host)
      scheduleSwapQuote(host, 0)
    }
    return
  }
  if (!SWAP_NAMESPACES.includes(account.namespace)) {
    state.tokens.status = 'error'
    state.error = new SwapError('network-unsupported', {
      details: `Swaps are available on ${SWAP_NAMESPACES.join(', ')}, not on ${account.namespace}.`,
    }).toInfo()
    return
  }
  state.tokens.status = 'loading'
  state.error = undefined
  void fetchTokenBalances(host)
  const chainId = account.network.caipNetworkId
  const [tokens, gasPrice] = await Promise.allSettled([
    client.fetchSwapTokens({ chainId }),
    client.fetchGasPrice({ chainId }),
  ])
  if (state.key !== key) return
  // Without a gas price the fee is unknown; the swap itself does not need it.
  if (gasPrice.status === 'fulfilled' && gasPrice.value.standard !== undefined) {
    state.gasPrice = BigInt(gasPrice.value.standard)
  }
  if (tokens.status === 'rejected') {
    state.tokens.status = 'error'
    state.error = toSwapError(tokens.reason, 'tokens-failed').toInfo()
    return
  }
  state.tokens = { status: 'ready', list: tokens.value.tokens.map(toSwapToken) }
  state.from ??= state.tokens.list.find(isNativeSwapToken)
  applyPreset(state)
  void loadSwapPrices(host, state, key)
  void refreshSwapAllowance(host)
  scheduleSwapQuote(host, 0)
}
