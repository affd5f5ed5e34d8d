// Imports the launcher's sources, not the package: vitest loads global setups outside the `source`
// export condition, and a fresh checkout has no dist/ yet.
import { getFreePorts, startAnvilChains } from '../../packages/testing/src/node.js'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Fresh anvils for chains 1 and 137 on free ports, shared by this project's test files. */
    servicesChains: { chainId: number; rpcUrl: string }[]
  }
}

export default async function setup(project: TestProject) {
  const [port1, port137] = await getFreePorts(2)
  const chains = await startAnvilChains([
    { chainId: 1, port: port1! },
    { chainId: 137, port: port137! },
  ])
  project.provide(
    'servicesChains',
    chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  )
  return async () => {
    await Promise.all(chains.map((chain) => chain.stop()))
  }
}
