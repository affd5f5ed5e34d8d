// @vitest-environment node
import { providers } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvmWalletConnectConformance } from '../../../../test-support/evm-conformance.js'
import { Ethers5Adapter } from './ethers5-adapter.js'

const { pageLoad } = describeEvmWalletConnectConformance({
  name: 'Ethers5Adapter (WalletConnect)',
  createAdapter: (storage) => new Ethers5Adapter({ storage }),
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
