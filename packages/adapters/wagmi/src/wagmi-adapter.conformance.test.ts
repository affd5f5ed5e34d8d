import { announceWallet, createTestWallet } from '@gangway/testing'
import { createEventRecorder, describeAdapterConformance } from '@gangway/testing/conformance'
import { createStorage } from '@wagmi/core'
import type { Hex } from 'viem'
import { beforeAll } from 'vitest'
import { fundedKey, localChains, localNetworks } from './test/fixtures.js'
import { WagmiAdapter } from './wagmi-adapter.js'

const { mainnet, polygon } = localChains()
const networks = localNetworks()
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})

describeAdapterConformance({
  name: 'WagmiAdapter',
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
    return { adapter, events: recorder.events, wallet, networks, teardown: stopAnnouncing }
  },
})
