import { createStorage } from '@wagmi/core'
import { localNetworks } from '../../../../test-support/evm-fixtures.js'
import { describeEvmWalletConformance } from '../../../../test-support/evm-conformance.js'
import { WagmiAdapter } from './wagmi-adapter.js'

describeEvmWalletConformance({
  name: 'WagmiAdapter (EIP-6963)',
  reach: 'announced',
  createAdapter: (storage) =>
    new WagmiAdapter({ networks: localNetworks(), projectId: 'test', storage: createStorage({ storage }) }),
})
