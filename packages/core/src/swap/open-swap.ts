import type { AccountHost } from '../account/host.js'
import { loadSwapTokens } from './load-swap-tokens.js'
import { scheduleSwapQuote } from './quote-swap.js'
import { sendSwapEvent } from './swap-events.js'
import { clearSwapOutcome } from './swap-form.js'
import { type SwapPreset, swapRuntime, swapState } from './swap-state.js'

/** The host's `arguments` as a preset: only text fields count (they come from the host's code, untyped). */
function readPreset(value: unknown): SwapPreset | undefined {
  if (!value || typeof value !== 'object') return undefined
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : undefined)
  const { fromToken, toToken, amount } = value as Record<string, unknown>
  const preset = { fromToken: text(fromToken), toToken: text(toToken), amount: text(amount) }
  return Object.values(preset).some((field) => field !== undefined) ? preset : undefined
}

/**
 * The Swap view shows. The first time in a visit (the modal opened on it, or the visitor came from another view)
 * it sends OPEN_SWAP and takes the host's `arguments` of `open({ view: 'Swap', arguments: { fromToken, toToken,
 * amount } })`; coming back from the token list or the preview is the same visit, so the form stays as the visitor
 * left it. Then the tokens are read (see loadSwapTokens). Never throws.
 */
export async function openSwap(host: AccountHost, args?: unknown): Promise<void> {
  const state = swapState(host)
  const runtime = swapRuntime(state)
  if (!runtime.visiting) {
    runtime.visiting = true
    runtime.preset = readPreset(args)
    // A finished swap is behind the visitor; one still running keeps its steps.
    clearSwapOutcome(host)
    sendSwapEvent(host, 'OPEN_SWAP')
    // A quote from an earlier visit may be old: the form is quoted again.
    if (state.tokens.status === 'ready' && !runtime.preset) scheduleSwapQuote(host, 0)
  }
  await loadSwapTokens(host)
}
