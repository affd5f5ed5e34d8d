import type { BlockchainClient } from '@gangway/api/blockchain'
import { type CaipNetwork, ERROR_MESSAGES, formatUnits, GangwayError } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import { accountData } from '../account/account-data.js'
import { fetchActivity } from '../account/fetch-activity.js'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { type AccountHost, activeAccount } from '../account/host.js'
import { blockchainServices } from '../account/services.js'
import { rpcUrlsOf } from '../adapter-kit/rpc.js'
import { parseSendAmount } from '../rules/send-form.js'
import { transactionExplorerUrl } from '../utils/explorer.js'
import { refreshSwapAllowance } from './swap-allowance.js'
import { SwapError, toSwapError } from './swap-error.js'
import { type SwapEventTrade, sendSwapEvent } from './swap-events.js'
import {
  SWAP_NAMESPACES,
  type SwapExecutionState,
  type SwapState,
  type SwapToken,
  stopSwapQuote,
  swapState,
} from './swap-state.js'
import { balanceOfSwapToken, balanceUnits, isNativeSwapToken } from './token-list.js'
import { waitForReceipt } from './wait-for-receipt.js'

export interface SwapResult {
  hash: string
  /** The explorer page of the swap, when the network has an explorer. */
  explorerUrl?: string | undefined
  /** What the swap was built to give, in the to-token's base units (at least the minimum, or it reverts). */
  toAmount: bigint
}

/** Everything a swap needs, read and checked before the wallet is asked anything. */
interface Trade {
  state: SwapState
  key: string | undefined
  client: BlockchainClient
  adapter: ChainAdapter
  address: string
  network: CaipNetwork
  rpcUrls: string[]
  from: SwapToken
  to: SwapToken
  amount: bigint
}

const RUNNING: readonly SwapExecutionState['status'][] = [
  'preparing',
  'approve-wallet',
  'approve-mining',
  'swap-wallet',
  'swap-mining',
]

function readTrade(host: AccountHost): Trade {
  const state = swapState(host)
  if (RUNNING.includes(state.execution.status)) {
    throw new GangwayError('A swap is under way', { details: 'Wait for it to finish before another.' })
  }
  const account = activeAccount(host)
  if (!account) throw new GangwayError(ERROR_MESSAGES.addressNotFound)
  if (!SWAP_NAMESPACES.includes(account.namespace)) throw new SwapError('network-unsupported')
  const adapter = host.adapters.get(account.namespace)
  if (!adapter) throw new GangwayError(ERROR_MESSAGES.chainAdapterNotFound)
  const client = blockchainServices(host)
  if (!client) throw new GangwayError(ERROR_MESSAGES.notSupported, { details: 'No blockchain API is set.' })
  const { from, to } = state
  const parsed = from && parseSendAmount(state.fromAmount, from.decimals)
  if (!from || !to || !parsed?.ok) throw new SwapError('invalid-amount')
  const tokens = accountData(host).tokens
  // Balances not read yet are no reason to refuse: the wallet and the pool check them too.
  if (tokens.status === 'ready') {
    const balance = balanceUnits(balanceOfSwapToken(from, tokens.balances), from.decimals)
    if (parsed.value > balance) {
      throw new SwapError('insufficient-balance', {
        details: `${formatUnits(parsed.value, from.decimals)} ${from.symbol} is more than the balance.`,
      })
    }
  }
  return {
    state,
    key: state.key,
    client,
    adapter,
    address: account.address,
    network: account.network,
    rpcUrls: rpcUrlsOf(account.network, host.store.options.state.customRpcUrls),
    from: { ...from },
    to: { ...to },
    amount: parsed.value,
  }
}

/** A transaction the services built, sent by the wallet; resolves once it is mined, with its hash. */
async function sendBuilt(
  trade: Trade,
  tx: { to: string; data: string; value?: string | undefined },
  onSent: (hash: string) => void,
): Promise<{ hash: string; status: 'success' | 'reverted' }> {
  const { hash } = await trade.adapter.sendTransaction({
    address: trade.address,
    to: tx.to,
    // The services send decimal strings; a hex quantity reads too.
    value: BigInt(tx.value ?? 0),
    data: tx.data as `0x${string}`,
    caipNetwork: trade.network,
  })
  onSent(hash)
  const { status } = await waitForReceipt(trade.rpcUrls, hash)
  return { hash, status }
}

/** Whether the pool may not yet take `amount` of the from-token: read now, not from the form's last read. */
async function needsApproval({ client, from, address, amount }: Trade): Promise<boolean> {
  if (isNativeSwapToken(from)) return false
  const { allowance } = await client.fetchSwapAllowance({ tokenAddress: from.address, userAddress: address })
  return BigInt(allowance) < amount
}

/** A base-unit amount of a built swap's answer (its loose fields), or undefined. */
function builtUnits(built: Record<string, unknown>, field: string): bigint | undefined {
  const value = built[field]
  return typeof value === 'string' && /^\d+$/u.test(value) ? BigInt(value) : undefined
}

/** After a swap, what shows the account is read again past its caches, and the form is emptied. */
function afterSwap(host: AccountHost, trade: Trade): void {
  void fetchTokenBalances(host, { forceUpdate: trade.from.address })
  void host.updateNativeBalance?.('eip155')
  void fetchActivity(host, { force: true })
  void refreshSwapAllowance(host)
  stopSwapQuote(trade.state)
  trade.state.fromAmount = ''
  trade.state.quote = { status: 'idle' }
}

/**
 * Swaps what the form holds (SPEC §7 convert calls): when the pool may not take enough of the from-token, the
 * wallet first sends the approval the services build (`/build-approve`) and the swap waits for its block; then
 * the wallet sends the swap built with the slippage tolerance (`/build-transaction`), and its block is awaited.
 * `swapState(core).execution` tells each step ("Approve … in your wallet", "Swap in your wallet", mining, the
 * end). Afterwards balances and activity are read again. Sends OPEN_SWAP's siblings: INITIATE_SWAP,
 * SWAP_SUCCESS, SWAP_APPROVAL_ERROR, SWAP_ERROR. Throws a SwapError (or the SPEC §8 error of a missing part).
 */
export async function swapTokens(host: AccountHost): Promise<SwapResult> {
  let trade: Trade
  try {
    trade = readTrade(host)
  } catch (error) {
    // A swap under way keeps its steps; any other refusal is this attempt's failure, for the preview to tell.
    const state = swapState(host)
    if (!RUNNING.includes(state.execution.status)) {
      const failure = toSwapError(error, 'swap-failed').toInfo()
      state.execution = { status: 'failed', approval: false, error: failure, failedStep: 'swap' }
    }
    throw error
  }
  const { state, key, client, from, to, amount, address, network } = trade
  const fromAmount = formatUnits(amount, from.decimals)
  const quoted = state.quote.status === 'ready' ? state.quote.toAmount : undefined
  const event: SwapEventTrade = {
    swapFromToken: from.symbol,
    swapToToken: to.symbol,
    swapFromAmount: fromAmount,
    swapToAmount: quoted === undefined ? '' : formatUnits(quoted, to.decimals),
  }
  // A step of a swap for another account or network (switched meanwhile) is no longer shown.
  const show = (patch: Partial<SwapExecutionState>) => {
    if (state.key === key) Object.assign(state.execution, patch)
  }
  state.execution = {
    status: 'preparing',
    approval: false,
    summary: { fromAmount, fromSymbol: from.symbol, toAmount: event.swapToAmount, toSymbol: to.symbol },
  }
  sendSwapEvent(host, 'INITIATE_SWAP', event)
  let approving = false
  try {
    if (await needsApproval(trade)) {
      approving = true
      show({ approval: true, status: 'approve-wallet' })
      const approve = await client.generateApproveCalldata({
        userAddress: address,
        from: from.address,
        to: to.address,
      })
      const approved = await sendBuilt(trade, approve.tx, (hash) =>
        show({ status: 'approve-mining', approveHash: hash }),
      )
      if (approved.status !== 'success')
        throw new SwapError('approval-failed', { details: `${approved.hash} reverted.` })
      approving = false
      void refreshSwapAllowance(host)
    }
    show({ status: 'swap-wallet' })
    const built = await client.generateSwapCalldata({
      amount: amount.toString(),
      from: from.address,
      to: to.address,
      userAddress: address,
      eip155: { slippage: state.slippage },
    })
    // The node's estimate of this swap: the fee shown from now on (the next form's too).
    const gas = built.tx.gas === undefined ? undefined : String(built.tx.gas)
    if (gas && /^\d+$/u.test(gas)) state.gas = BigInt(gas)
    const toAmount = builtUnits(built, 'toAmount') ?? quoted ?? 0n
    event.swapToAmount = formatUnits(toAmount, to.decimals)
    const explorer = (hash: string) => transactionExplorerUrl(network, hash)
    const swapped = await sendBuilt(trade, built.tx, (hash) =>
      show({ status: 'swap-mining', hash, explorerUrl: explorer(hash) }),
    )
    if (swapped.status !== 'success') {
      throw new SwapError('swap-reverted', { details: `${swapped.hash} reverted.` })
    }
    show({
      status: 'success',
      summary: { fromAmount, fromSymbol: from.symbol, toAmount: event.swapToAmount, toSymbol: to.symbol },
    })
    afterSwap(host, trade)
    sendSwapEvent(host, 'SWAP_SUCCESS', event)
    return { hash: swapped.hash, explorerUrl: explorer(swapped.hash), toAmount }
  } catch (error) {
    const failure = toSwapError(error, approving ? 'approval-failed' : 'swap-failed')
    show({ status: 'failed', error: failure.toInfo(), failedStep: approving ? 'approve' : 'swap' })
    sendSwapEvent(host, approving ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR', {
      ...event,
      message: failure.shortMessage,
    })
    throw failure
  }
}
