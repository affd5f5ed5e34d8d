// @vitest-environment node
import { type RunningServices, startServices } from '@gangway/services'
import { createMemoryStorage } from '@gangway/testing'
import { describeAdapterConformance, evmConformanceChain } from '@gangway/testing/conformance'
import { providers } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  fundedKey,
  localChains,
  localNetworks,
  unconfiguredNetwork,
} from '../../../../test-support/evm-fixtures.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { Ethers5Adapter } from './ethers5-adapter.js'

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

/** One page load over WalletConnect: the adapter on a fresh client, the lab wallet over the local relay. */
function pageLoad(storage = createMemoryStorage()) {
  return walletConnectEnvironment({
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
    adapter: new Ethers5Adapter({ storage }),
  })
}

describeAdapterConformance({
  name: 'Ethers5Adapter (WalletConnect)',
  skip: {
    'switch-network-add': 'a WalletConnect session approves its chains up front; there is nothing to add',
  },
  async setup({ storage }) {
    const env = await pageLoad(storage)
    return {
      ...env,
      chain: evmConformanceChain(networks[0], { erc20Address: inject('erc20Address') }),
      networks,
      unknownNetwork: unconfiguredNetwork,
    }
  },
})

describe("Ethers5Adapter's WalletConnect provider in ethers' Web3Provider", () => {
  it('a signer from new providers.Web3Provider(walletProvider) signs through the session; viem verifies it', async () => {
    const env = await pageLoad()
    try {
      await env.adapter.syncConnectors()
      await env.wallet.beforeConnect?.()
      const { address } = await env.adapter.connect({ id: 'walletConnect', chainId: 1 })
      const walletProvider = env.adapter.getProvider()
      if (!walletProvider) throw new Error('connected, yet no provider')
      const signer = new providers.Web3Provider(walletProvider).getSigner()
      expect((await signer.getAddress()).toLowerCase()).toBe(address.toLowerCase())

      const message = 'Gangway ✓ ethers v5 over WalletConnect'
      const signature = await signer.signMessage(message)
      expect(await verifyMessage({ address: address as Hex, message, signature: signature as Hex })).toBe(
        true,
      )
    } finally {
      await env.teardown()
    }
  })
})
