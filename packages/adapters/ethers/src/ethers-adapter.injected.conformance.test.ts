import { createTestWallet, type TestWallet } from '@gangway/testing'
import {
  announcedWalletDriver,
  type ConformanceWallet,
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
const page = window as { ethereum?: unknown }
let privateKey: Hex

beforeAll(async () => {
  ;({ privateKey } = await fundedKey([mainnet.rpcUrl, polygon.rpcUrl]))
})

/**
 * The test wallet as the legacy injected `window.ethereum` (no EIP-6963 announcement): the adapter lists it
 * as the INJECTED 'Browser Wallet' under AppKit's connector id 'injected'. The user acts as with an announced one.
 */
function injectedWalletDriver(wallet: TestWallet): ConformanceWallet {
  const user = announcedWalletDriver(wallet)
  return {
    connector: { name: 'Browser Wallet', type: 'INJECTED', id: 'injected' },
    get address() {
      return user.address
    },
    provider: wallet.provider,
    rejectNextRequest: user.rejectNextRequest,
    changeAccount: user.changeAccount,
    switchChain: user.switchChain,
    disconnect: user.disconnect,
    currentChainId: user.currentChainId,
  }
}

describeAdapterConformance({
  name: 'EthersAdapter (injected window.ethereum)',
  setup({ storage, walletChains }) {
    const walletKnows = walletChains === 'all' ? [mainnet, polygon] : [mainnet]
    const wallet = createTestWallet({
      chains: walletKnows.map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl })),
      privateKey,
      storage,
    })
    page.ethereum = wallet.provider
    const adapter = new EthersAdapter({ storage })
    const recorder = createEventRecorder()
    adapter.construct({ projectId: 'test', networks, events: recorder.sink })
    return {
      adapter,
      events: recorder.events,
      wallet: injectedWalletDriver(wallet),
      chain: evmConformanceChain(networks[0], { erc20Address }),
      networks,
      unknownNetwork: unconfiguredNetwork,
      teardown: () => {
        delete page.ethereum
      },
    }
  },
})
