import { announceWallet, createTestWallet } from '@gangway/testing'
import {
  announcedWalletDriver,
  createEventRecorder,
  describeAdapterConformance,
  evmConformanceChain,
} from '@gangway/testing/conformance'
import type { Hex } from 'viem'
import { beforeAll, inject } from 'vitest'
import {
  fundedKey,
  localChains,
  localNetworks,
  unconfiguredNetwork,
} from '../../../../test-support/evm-fixtures.js'
import { EthersAdapter } from './ethers-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
const erc20Address = inject('erc20Address')
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})

describeAdapterConformance({
  name: 'EthersAdapter (EIP-6963)',
  setup({ storage, walletChains }) {
    const walletKnows = walletChains === 'all' ? [mainnet, polygon] : [mainnet]
    const wallet = createTestWallet({
      chains: walletKnows.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
      privateKey,
      storage,
    })
    const stopAnnouncing = announceWallet(wallet)
    const adapter = new EthersAdapter({ storage })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    return {
      adapter,
      events: recorder.events,
      wallet: announcedWalletDriver(wallet),
      chain: evmConformanceChain(networks[0], { erc20Address }),
      networks,
      unknownNetwork: unconfiguredNetwork,
      teardown: stopAnnouncing,
    }
  },
})
