// The WalletConnect conformance run both Solana-speaking adapters share (SolanaAdapter, UniversalAdapter solana):
// the lab wallet over the local relay, on two local litesvm chains, with a seed no other test file spends from.
import { type CaipNetwork, solana } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import type { WalletStorage } from '@gangway/testing'
import {
  type ConformanceAdapter,
  type ConformanceCase,
  describeAdapterConformance,
  solanaConformanceChain,
} from '@gangway/testing/conformance'
import { afterAll, beforeAll } from 'vitest'
import {
  fundedLabSolanaSeed,
  labSolanaChains,
  localSolanaChains,
  localSolanaNetworks,
} from './solana-fixtures.js'
import { walletConnectEnvironment } from './walletconnect-conformance.js'

export function describeSolanaWalletConnectConformance(options: {
  name: string
  /** The adapter of one page load; `networks` are solanaLocalnet and devnet, each on its own local chain. */
  createAdapter(args: { networks: CaipNetwork[]; storage: WalletStorage }): ConformanceAdapter
  /** Skips beyond the ones every Solana WalletConnect run has. */
  skip?: Partial<Record<ConformanceCase, string>>
}) {
  const { localnet, devnet } = localSolanaChains()
  const networks = localSolanaNetworks()
  let services: RunningServices | undefined
  let seed: string

  beforeAll(async () => {
    services = await startServices({ port: 0, mode: 'test', log: () => {} })
    seed = await fundedLabSolanaSeed([localnet.rpcUrl, devnet.rpcUrl])
  })
  afterAll(() => services?.stop())

  describeAdapterConformance({
    name: options.name,
    skip: {
      'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
      'estimate-gas': 'Solana has no EVM gas: a transaction pays a fee per signature',
      'write-contract': 'Solana has no contract ABI: programs take instructions',
      ...options.skip,
    },
    async setup({ storage }) {
      if (!services) throw new Error('The services start before the first page load.')
      const env = await walletConnectEnvironment({
        services,
        namespace: 'solana',
        networks,
        storage,
        solana: { chains: labSolanaChains(networks), seed },
        adapter: options.createAdapter({ networks: [...networks], storage }),
      })
      return { ...env, chain: solanaConformanceChain(localnet.rpcUrl), networks, unknownNetwork: solana }
    },
  })
}
