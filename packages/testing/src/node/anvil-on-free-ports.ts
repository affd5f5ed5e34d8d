import { startAnvilChains } from './anvil.js'
import { getFreePorts } from './free-port.js'

export interface RunningAnvils {
  chains: { chainId: number; rpcUrl: string }[]
  stop(): Promise<void>
}

/**
 * One anvil per chain id, each on a free port (8545/8546 may belong to a running sandbox), as a test
 * suite's global setup wants them: the chains to hand to the tests, and one stop for all.
 */
export async function startAnvilsOnFreePorts(chainIds: number[]): Promise<RunningAnvils> {
  const ports = await getFreePorts(chainIds.length)
  const anvils = await startAnvilChains(chainIds.map((chainId, index) => ({ chainId, port: ports[index]! })))
  return {
    chains: anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    stop: async () => {
      await Promise.all(anvils.map((anvil) => anvil.stop()))
    },
  }
}
