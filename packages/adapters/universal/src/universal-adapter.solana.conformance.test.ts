import { solana } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { describeAdapterConformance, solanaConformanceChain } from '@gangway/testing/conformance'
import { afterAll, beforeAll } from 'vitest'
import {
  fundedLabSolanaSeed,
  labSolanaChains,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { UniversalAdapter } from './universal-adapter.js'

const { localnet, devnet } = localSolanaChains()
/** solanaLocalnet and devnet, each on its own local litesvm chain. */
const networks = localSolanaNetworks()
let services: RunningServices
let seed: string

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  seed = await fundedLabSolanaSeed([localnet.rpcUrl, devnet.rpcUrl])
})
afterAll(() => services?.stop())

const SENDS_EIP155_ONLY =
  'UniversalAdapter sends on eip155 only: a Solana transfer is a transaction built with a chain library, which is what @gangway/adapter-solana does'

describeAdapterConformance({
  name: 'UniversalAdapter solana (WalletConnect)',
  skip: {
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
    'send-native': SENDS_EIP155_ONLY,
    'send-rejected': SENDS_EIP155_ONLY,
    'estimate-gas': 'Solana has no EVM gas: a transaction pays a fee per signature',
    'write-contract': 'Solana has no contract ABI: programs take instructions',
  },
  async setup({ storage }) {
    const env = await walletConnectEnvironment({
      services,
      namespace: 'solana',
      networks,
      storage,
      solana: { chains: labSolanaChains(networks), seed },
      adapter: new UniversalAdapter({ namespace: 'solana' }),
    })
    return { ...env, chain: solanaConformanceChain(localnet.rpcUrl), networks, unknownNetwork: solana }
  },
})
