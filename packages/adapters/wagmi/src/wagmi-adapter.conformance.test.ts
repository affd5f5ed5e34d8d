import { defineChain } from '@gangway/common'
import { announceWallet, createTestWallet } from '@gangway/testing'
import {
  announcedWalletDriver,
  createEventRecorder,
  describeAdapterConformance,
  evmConformanceChain,
} from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import type { Hex } from 'viem'
import { beforeAll, inject } from 'vitest'
import { fundedKey, localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { WagmiAdapter } from './wagmi-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
/** Configured nowhere: switching to it must fail with 'Network not found'. */
const optimism = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const erc20Address = inject('erc20Address')
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})

describeAdapterConformance({
  name: 'WagmiAdapter (EIP-6963)',
  setup({ storage, walletChains }) {
    const walletKnows = walletChains === 'all' ? [mainnet, polygon] : [mainnet]
    const wallet = createTestWallet({
      chains: walletKnows.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
      privateKey,
      storage,
    })
    const stopAnnouncing = announceWallet(wallet)
    const adapter = new WagmiAdapter({ networks, projectId: 'test', storage: createStorage({ storage }) })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    return {
      adapter,
      events: recorder.events,
      wallet: announcedWalletDriver(wallet),
      chain: evmConformanceChain(networks[0], { erc20Address }),
      networks,
      unknownNetwork: optimism,
      teardown: stopAnnouncing,
    }
  },
})
