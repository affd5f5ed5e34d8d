import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { swapState } from './swap-state.js'
import { isNativeSwapToken, sameSwapToken } from './token-list.js'

/**
 * Reads what the account lets the pool take of the from-token (`/v1/convert/allowance`), so the form and the
 * preview know whether an approval comes first. The native coin is sent along with the swap: nothing to read.
 * Never throws; an answer for a token or account no longer in the form is dropped.
 */
export async function refreshSwapAllowance(host: AccountHost): Promise<void> {
  const state = swapState(host)
  const client = blockchainServices(host)
  if (!client) return
  const { from, key } = state
  const account = activeAccount(host)
  if (!from || !account || isNativeSwapToken(from)) {
    state.allowance = { status: 'idle' }
    return
  }
  const stale = () => state.key !== key || !sameSwapToken(state.from?.address, from.address)
  // The last value read for the token stays meanwhile: the review's steps do not flicker.
  const known = sameSwapToken(state.allowance.token, from.address) ? state.allowance.value : undefined
  state.allowance = { status: 'loading', token: from.address, value: known }
  try {
    const { allowance } = await client.fetchSwapAllowance({
      tokenAddress: from.address,
      userAddress: account.address,
    })
    if (stale()) return
    state.allowance = { status: 'ready', token: from.address, value: BigInt(allowance) }
  } catch {
    // Unknown: the swap reads it again before it decides (swapTokens), so nothing is lost.
    if (!stale()) state.allowance = { status: 'error', token: from.address }
  }
}
