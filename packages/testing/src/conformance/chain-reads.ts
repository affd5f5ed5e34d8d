import type { CaipNetwork } from '@gangway/common'
import { type Hex, createPublicClient, http } from 'viem'

/** Reads straight from the network's node, bypassing the adapter under test. */
export function chainReader(network: CaipNetwork) {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`Network ${network.caipNetworkId} has no RPC URL to check the chain with.`)
  const client = createPublicClient({ transport: http(rpcUrl) })
  return {
    getBalance: (address: Hex) => client.getBalance({ address }),
    waitForReceipt: (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 }),
  }
}

/** Every numeric `code` along an error's cause chain, outermost first. */
export function codesInCauseChain(error: unknown): number[] {
  const codes: number[] = []
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number') codes.push(code)
    current = cause
  }
  return codes
}
