import { cosmosHub, defineChain, osmosis } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { describeAdapterConformance } from '@gangway/testing/conformance'
import { labAccounts, verifyCosmosMessage } from '@gangway/testing/walletconnect'
import { afterAll, beforeAll } from 'vitest'
import { seededConformanceChain, seedNativeBalance } from '../../../../test-support/seeded-chain.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { UniversalAdapter } from './universal-adapter.js'

/** Configured nowhere: switching to it must fail with 'Network not found'. */
const juno = defineChain({
  id: 'juno-1',
  name: 'Juno',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Juno', symbol: 'JUNO', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const NO_NODE = 'no Cosmos node runs here: balances are seeded, nothing can be sent'
let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  const [account] = labAccounts().cosmos
  await seedNativeBalance(services.url, cosmosHub, account.address, '12.5')
  await seedNativeBalance(services.url, osmosis, account.address, '3')
})
afterAll(() => services?.stop())

describeAdapterConformance({
  name: 'UniversalAdapter cosmos (WalletConnect)',
  skip: {
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
    'send-native': NO_NODE,
    'send-rejected': NO_NODE,
    'estimate-gas': 'Cosmos has no EVM gas',
    'write-contract': 'Cosmos has no contract ABI here',
  },
  async setup({ storage }) {
    const networks = [cosmosHub, osmosis] as const
    const env = await walletConnectEnvironment({
      services,
      namespace: 'cosmos',
      networks,
      storage,
      adapter: new UniversalAdapter({ namespace: 'cosmos' }),
    })
    const chain = seededConformanceChain(services.url, cosmosHub, async (args) => verifyCosmosMessage(args))
    return { ...env, chain, networks, unknownNetwork: juno }
  },
})
