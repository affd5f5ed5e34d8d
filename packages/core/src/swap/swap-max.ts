import { formatUnits, GangwayError } from '@gangway/common'
import { accountData } from '../account/account-data.js'
import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { setSwapAmount } from './swap-form.js'
import { swapState } from './swap-state.js'
import { balanceOfSwapToken, balanceUnits, isNativeSwapToken } from './token-list.js'

/**
 * What the fee held back from a native "Max" is worth in swaps: gas prices move between the click and the block,
 * and a wallet refuses a transaction whose value and fee exceed the balance.
 */
const FEE_HEADROOM = 2n

/** The network's standard gas price, read once into the state (`/v1/convert/gas-price`). */
async function gasPrice(host: AccountHost): Promise<bigint | undefined> {
  const state = swapState(host)
  if (state.gasPrice !== undefined) return state.gasPrice
  const account = activeAccount(host)
  const client = blockchainServices(host)
  if (!account || !client) return undefined
  const { standard } = await client.fetchGasPrice({ chainId: account.network.caipNetworkId })
  if (standard === undefined) return undefined
  state.gasPrice = BigInt(standard)
  return state.gasPrice
}

/**
 * "Max": the whole balance of the from-token; of the native coin, less twice the swap's network fee, so the swap
 * can still pay for itself. Returns the amount put into the form (nothing when the account holds none). Throws
 * when the fee of a native swap cannot be read, leaving the form as it was.
 */
export async function setSwapMax(host: AccountHost): Promise<string | undefined> {
  const state = swapState(host)
  const from = state.from
  if (!from) return undefined
  const balance = balanceUnits(balanceOfSwapToken(from, accountData(host).tokens.balances), from.decimals)
  let max = balance
  if (isNativeSwapToken(from)) {
    const price = await gasPrice(host)
    if (price === undefined)
      throw new GangwayError('Network fee unknown', { details: 'No gas price for the network.' })
    const fee = state.gas * price * FEE_HEADROOM
    max = balance > fee ? balance - fee : 0n
  }
  if (max <= 0n) return undefined
  // The form may have moved on meanwhile (another token picked): the max of one token is not another's.
  if (state.from?.address !== from.address) return undefined
  const amount = formatUnits(max, from.decimals)
  setSwapAmount(host, amount)
  return amount
}
