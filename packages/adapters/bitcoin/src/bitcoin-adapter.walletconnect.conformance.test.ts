import { bitcoin, bitcoinTestnet } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import {
  bitcoinConformanceChain,
  describeAdapterConformance,
  seedBitcoinUtxos,
} from '@gangway/testing/conformance'
import { labAccounts } from '@gangway/testing/walletconnect'
import { afterAll, beforeAll } from 'vitest'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { BitcoinAdapter } from './bitcoin-adapter.js'

// The lab wallet's bip122 key is the default seed's: this file's services (and so its UTXO ledger) are its own.
let services: RunningServices

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  await seedBitcoinUtxos(services.url, bitcoin.caipNetworkId, labAccounts().bip122[0].address, 500_000)
})
afterAll(() => services?.stop())

describeAdapterConformance({
  name: 'BitcoinAdapter (WalletConnect)',
  skip: {
    'switch-network': "the lab wallet's address is a mainnet one and the local ledger serves mainnet only",
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
    'event-chain-changed': 'one Bitcoin network is configured: the local ledger serves mainnet only',
    'estimate-gas': 'Bitcoin has no gas (fees are per virtual byte)',
    'write-contract': 'Bitcoin has no contract ABI',
  },
  async setup({ storage }) {
    const networks = [bitcoin] as const
    const env = await walletConnectEnvironment({
      services,
      namespace: 'bip122',
      networks,
      storage,
      adapter: new BitcoinAdapter({ storage }),
    })
    return {
      ...env,
      chain: bitcoinConformanceChain(services.url, bitcoin.caipNetworkId),
      networks,
      unknownNetwork: bitcoinTestnet,
    }
  },
})
