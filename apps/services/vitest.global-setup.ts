// Imports the launcher's sources, not the package: vitest loads global setups outside the `source`
// export condition, and a fresh checkout has no dist/ yet.
import type { TestProject } from 'vitest/node'
import { startAnvilsOnFreePorts } from '../../packages/testing/src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Fresh anvils for chains 1 and 137 on free ports, shared by this project's test files. */
    servicesChains: { chainId: number; rpcUrl: string }[]
  }
}

export default async function setup(project: TestProject) {
  const anvils = await startAnvilsOnFreePorts([1, 137])
  project.provide('servicesChains', anvils.chains)
  return anvils.stop
}
