// Imports the launcher's sources, not the package: vitest loads global setups outside the `source`
// export condition, and a fresh checkout has no dist/ yet (as apps/services does).
import type { TestProject } from 'vitest/node'
import { startAnvilsOnFreePorts } from '../../packages/testing/src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One local anvil (chain 31337) on a free port, for the transaction-filling tests. */
    frameAnvil: { chainId: number; rpcUrl: string }
  }
}

export default async function setup(project: TestProject) {
  const anvils = await startAnvilsOnFreePorts([31337])
  project.provide('frameAnvil', anvils.chains[0]!)
  return anvils.stop
}
