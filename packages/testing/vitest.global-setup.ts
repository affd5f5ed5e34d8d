import type { TestProject } from 'vitest/node'
import { getFreePorts, startAnvilChains } from './src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Local anvils for chains 1 and 137 on free ports (8545/8546 may belong to a running sandbox). */
    anvilChains: { chainId: number; rpcUrl: string }[]
  }
}

export default async function setup(project: TestProject) {
  const [port1, port137] = await getFreePorts(2)
  const chains = await startAnvilChains([
    { chainId: 1, port: port1! },
    { chainId: 137, port: port137! },
  ])
  project.provide(
    'anvilChains',
    chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  )
  return async () => {
    await Promise.all(chains.map((chain) => chain.stop()))
  }
}
