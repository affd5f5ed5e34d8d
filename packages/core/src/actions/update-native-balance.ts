import type { CaipNetwork, ChainNamespace } from '@gangway/common'
import type { ChainAdapter } from '../adapter.js'
import type { CoreContext } from './context.js'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Reads the native balance of a namespace's address on its active network into the account state. While it
 * runs `balanceLoading` is true; a failure leaves the balance undefined. An answer that arrives after the
 * address or network changed is dropped. Never throws.
 */
export async function updateNativeBalance(ctx: CoreContext, namespace?: ChainNamespace): Promise<void> {
  const { chain } = ctx.store
  const target = namespace ?? chain.state.activeChain
  if (!target) return
  const adapter = ctx.adapters.get(target)
  const chainState = chain.state.chains[target]
  const address = chainState?.accountState.address
  const network = chainState?.activeCaipNetwork
  if (!adapter || !address || !network) return
  const key = `${target}|${address}|${network.caipNetworkId}`
  const running = ctx.balanceReads.get(key)
  if (running) return running
  const read = readBalance(ctx, target, adapter, address, network).finally(() => ctx.balanceReads.delete(key))
  ctx.balanceReads.set(key, read)
  return read
}

async function readBalance(
  ctx: CoreContext,
  target: ChainNamespace,
  adapter: ChainAdapter,
  address: string,
  network: CaipNetwork,
): Promise<void> {
  const { chain } = ctx.store
  const request = (ctx.balanceRequests.get(target) ?? 0) + 1
  ctx.balanceRequests.set(target, request)
  // A newer request owns the result; an answer for an address or network that has changed since is dropped.
  const finish = (patch: { balance?: string | undefined; balanceSymbol?: string | undefined }) => {
    if (ctx.balanceRequests.get(target) !== request) return
    const now = chain.state.chains[target]
    const isCurrent =
      now?.accountState.address === address && now.activeCaipNetwork?.caipNetworkId === network.caipNetworkId
    chain.setAccountState(target, isCurrent ? { ...patch, balanceLoading: false } : { balanceLoading: false })
  }

  chain.setAccountState(target, { balanceLoading: true })
  try {
    // The address shows first: an adapter's read is not free (wagmi builds its RPC client on the first
    // one), and nothing on screen should wait for it.
    await nextTask()
    const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: network })
    finish({ balance, balanceSymbol: symbol })
  } catch {
    // The balance is optional to everything else; the UI shows it as unknown.
    finish({ balance: undefined, balanceSymbol: undefined })
  }
}
