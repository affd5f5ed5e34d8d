// Imports the launcher's sources, not the package: vitest loads global setups outside the `source`
// export condition, and a fresh checkout has no dist/ yet.
import type { TestProject } from 'vitest/node'
import { startAnvilsOnFreePorts } from '../../packages/testing/src/node.js'
import { startSolanaChain } from '../../packages/testing/src/node/solana/start-solana-chain.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Fresh anvils for chains 1 and 137 on free ports, shared by this project's test files. */
    servicesChains: { chainId: number; rpcUrl: string }[]
    /** A litesvm chain on a free port (`solanaLocalnet`'s genesis), for the Solana balance routes. */
    servicesSolanaRpcUrl: string
  }
}

export default async function setup(project: TestProject) {
  const [anvils, solana] = await Promise.all([startAnvilsOnFreePorts([1, 137]), startSolanaChain()])
  project.provide('servicesChains', anvils.chains)
  project.provide('servicesSolanaRpcUrl', solana.rpcUrl)
  return async () => {
    await Promise.all([anvils.stop(), solana.stop()])
  }
}
