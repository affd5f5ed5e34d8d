import { numberToHex } from 'viem'
import { unrecognizedChain } from './errors.js'
import type { TestWalletChain } from './types.js'

/** The wallet's known chains and which one is selected. */
export function createChainRegistry(chains: TestWalletChain[], initialChainId = chains[0]?.id) {
  const known = new Map(chains.map((chain) => [chain.id, chain]))
  if (initialChainId === undefined || !known.has(initialChainId)) {
    throw new Error(`The test wallet needs its initial chain among its chains (got ${initialChainId}).`)
  }
  let currentId = initialChainId

  return {
    current: () => known.get(currentId)!,
    currentHex: () => numberToHex(currentId),
    has: (id: number) => known.has(id),
    add: (chain: TestWalletChain) => void known.set(chain.id, chain),
    /** Select a known chain; returns whether the selection changed. */
    select(id: number): boolean {
      if (!known.has(id)) throw unrecognizedChain(numberToHex(id))
      if (id === currentId) return false
      currentId = id
      return true
    },
  }
}

export type ChainRegistry = ReturnType<typeof createChainRegistry>
