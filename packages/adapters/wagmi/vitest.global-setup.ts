// Imports the launcher's sources, not the package: vitest loads global setups outside the `source`
// export condition, and a fresh checkout has no dist/ yet.
import type { TestProject } from 'vitest/node'
// Loads vitest's types, so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest'
import { startAnvilsOnFreePorts } from '../../testing/src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Local anvils on free ports (8545/8546 may belong to a running sandbox): chains 1 and 137, plus a
     * second chain 1 whose balances differ, to tell which RPC the adapter reads from.
     */
    anvilChains: { chainId: number; rpcUrl: string }[]
  }
}

export default async function setup(project: TestProject) {
  const anvils = await startAnvilsOnFreePorts([1, 137, 1])
  project.provide('anvilChains', anvils.chains)
  return anvils.stop
}
