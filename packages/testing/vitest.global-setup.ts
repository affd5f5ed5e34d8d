import type { TestProject } from 'vitest/node'
import { startAnvilsOnFreePorts } from './src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Local anvils for chains 1 and 137 on free ports (8545/8546 may belong to a running sandbox). */
    anvilChains: { chainId: number; rpcUrl: string }[]
  }
}

export default async function setup(project: TestProject) {
  const anvils = await startAnvilsOnFreePorts([1, 137])
  project.provide('anvilChains', anvils.chains)
  return anvils.stop
}
