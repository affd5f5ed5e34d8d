import type { AccountHost } from '../account/host.js'

export type SwapEventName =
  | 'OPEN_SWAP'
  | 'INITIATE_SWAP'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'

/** What a swap event says of the trade (API.md, AppKit's property names). */
export interface SwapEventTrade {
  swapFromToken: string
  swapToToken: string
  swapFromAmount: string
  swapToAmount: string
}

/**
 * Sends a swap event (API.md Events) through the instance's events, with the network and whether the active
 * account is a smart account, as AppKit's do; errors carry the short message.
 */
export function sendSwapEvent(
  { store }: AccountHost,
  event: SwapEventName,
  properties: Partial<SwapEventTrade> & { message?: string } = {},
): void {
  const namespace = store.chain.state.activeChain
  const chainState = namespace ? store.chain.state.chains[namespace] : undefined
  const address = chainState?.accountState.address
  const isSmartAccount =
    chainState?.accountState.allAccounts.some(
      (account) => account.address === address && account.type === 'smartAccount',
    ) ?? false
  store.events.send({
    // AppKit tracks the failures too; 'error' is its telemetry of the modal's own faults.
    type: 'track',
    event,
    ...(address && { address }),
    properties: { isSmartAccount, network: chainState?.activeCaipNetwork?.caipNetworkId, ...properties },
  })
}
