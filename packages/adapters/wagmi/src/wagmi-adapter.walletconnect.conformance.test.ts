// @vitest-environment node
import { createStorage } from '@wagmi/core'
import { localNetworks } from '../../../../test-support/evm-fixtures.js'
import { describeEvmWalletConnectConformance } from '../../../../test-support/evm-conformance.js'
import { WagmiAdapter } from './wagmi-adapter.js'

describeEvmWalletConnectConformance({
  name: 'WagmiAdapter (WalletConnect)',
  createAdapter: (storage) =>
    new WagmiAdapter({ networks: localNetworks(), projectId: 'test', storage: createStorage({ storage }) }),
})
