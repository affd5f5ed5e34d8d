// The local Solana chains of the adapter test projects (globalSetup): two litesvm chains on free ports, one for
// solanaLocalnet and one standing in for devnet, so switching networks moves between real nodes.
// Imports sources, not packages: vitest loads global setups outside the `source` export condition, and a
// fresh checkout has no dist/ yet.
import type { TestProject } from 'vitest/node'
// The ProvidedContext augmentation for `solanaChains` lives with its reader.
import type {} from './test-support/solana-fixtures.js'
import { startSolanaChain } from './packages/testing/src/node/solana/start-solana-chain.js'

export default async function setup(project: TestProject) {
  const [localnet, devnet] = await Promise.all([
    startSolanaChain(),
    // Devnet's genesis hash, so the stand-in answers as the cluster whose id it carries.
    startSolanaChain({ genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' }),
  ])
  project.provide('solanaChains', {
    localnet: { rpcUrl: localnet.rpcUrl, wsUrl: localnet.wsUrl },
    devnet: { rpcUrl: devnet.rpcUrl, wsUrl: devnet.wsUrl },
  })
  return async () => {
    await Promise.all([localnet.stop(), devnet.stop()])
  }
}
