// @vitest-environment node
import { type RunningServices, startServices } from '@gangway/services'
import { describeAdapterConformance, evmConformanceChain } from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import type { Hex } from 'viem'
import { afterAll, beforeAll, inject } from 'vitest'
import {
  fundedKey,
  localChains,
  localNetworks,
  unconfiguredNetwork,
} from '../../../../test-support/evm-fixtures.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { WagmiAdapter } from './wagmi-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
let services: RunningServices
let privateKeys: readonly [Hex, Hex]

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  const rpcUrls = [mainnet.rpcUrl, polygon.rpcUrl]
  privateKeys = [(await fundedKey(rpcUrls)).privateKey, (await fundedKey(rpcUrls)).privateKey]
})
afterAll(() => services?.stop())

describeAdapterConformance({
  name: 'WagmiAdapter (WalletConnect)',
  skip: {
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
  },
  async setup({ storage }) {
    const env = await walletConnectEnvironment({
      services,
      namespace: 'eip155',
      networks,
      storage,
      evm: {
        chains: [
          { id: 1, rpcUrl: mainnet.rpcUrl },
          { id: 137, rpcUrl: polygon.rpcUrl },
        ],
        privateKeys,
      },
      adapter: new WagmiAdapter({ networks, projectId: 'test', storage: createStorage({ storage }) }),
    })
    return {
      ...env,
      chain: evmConformanceChain(networks[0], { erc20Address: inject('erc20Address') }),
      networks,
      unknownNetwork: unconfiguredNetwork,
    }
  },
})
