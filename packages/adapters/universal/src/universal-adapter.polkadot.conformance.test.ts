import { defineChain, polkadot } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { describeAdapterConformance } from '@gangway/testing/conformance'
import { labAccounts, verifyPolkadotMessage } from '@gangway/testing/walletconnect'
import { afterAll, beforeAll } from 'vitest'
import { seededConformanceChain, seedNativeBalance } from '../../../../test-support/seeded-chain.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { UniversalAdapter } from './universal-adapter.js'

/** Configured nowhere: switching to it must fail with 'Network not found'. */
const kusama = defineChain({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const NO_NODE = 'no Polkadot node runs here: balances are seeded, nothing can be sent'
let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  await seedNativeBalance(services.url, polkadot, labAccounts().polkadot[0].address, '12.5')
})
afterAll(() => services?.stop())

describeAdapterConformance({
  name: 'UniversalAdapter polkadot (WalletConnect)',
  skip: {
    'switch-network': 'one Polkadot network is configured: the relay chain',
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
    'event-chain-changed': 'one Polkadot network is configured: the relay chain',
    'send-native': NO_NODE,
    'send-rejected': NO_NODE,
    'estimate-gas': 'Polkadot has no EVM gas',
    'write-contract': 'Polkadot has no contract ABI here',
  },
  async setup({ storage }) {
    const networks = [polkadot] as const
    const env = await walletConnectEnvironment({
      services,
      namespace: 'polkadot',
      networks,
      storage,
      adapter: new UniversalAdapter({ namespace: 'polkadot' }),
    })
    const chain = seededConformanceChain(services.url, polkadot, async (args) => verifyPolkadotMessage(args))
    return { ...env, chain, networks, unknownNetwork: kusama }
  },
})
