// The local EVM chains of the adapter test projects (globalSetup): anvils on free ports and the services' ERC-20.
// Imports sources, not packages: vitest loads global setups outside the `source` export condition, and a
// fresh checkout has no dist/ yet.
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { TestProject } from 'vitest/node'
// Loads vitest's types, so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest'
import { deployTokens } from './apps/services/src/chain/deploy-tokens.js'
import { DEFAULT_DEPLOYER_PRIVATE_KEY } from './apps/services/src/chain/tokens.js'
import { startAnvilsOnFreePorts } from './packages/testing/src/node.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Local anvils on free ports (8545/8546 may belong to a running sandbox): chains 1 and 137, plus a
     * second chain 1 whose balances differ, to tell which RPC the adapter reads from.
     */
    anvilChains: { chainId: number; rpcUrl: string }[]
    /** The services' GUSD ERC-20, deployed on the first chain 1 for the contract cases. */
    erc20Address: string
  }
}

export default async function setup(project: TestProject) {
  const anvils = await startAnvilsOnFreePorts([1, 137, 1])
  project.provide('anvilChains', anvils.chains)
  const [first] = anvils.chains
  const publicClient = createPublicClient({ transport: http(first!.rpcUrl) })
  const deployer = privateKeyToAccount(DEFAULT_DEPLOYER_PRIVATE_KEY)
  const tokens = await deployTokens(publicClient, { ...foundry, id: 1 }, first!.rpcUrl, deployer)
  project.provide('erc20Address', tokens.GUSD)
  return anvils.stop
}
