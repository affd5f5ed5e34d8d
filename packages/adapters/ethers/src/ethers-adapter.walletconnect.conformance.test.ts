// @vitest-environment node
import { BrowserProvider } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEvmWalletConnectConformance } from '../../../../test-support/evm-conformance.js'
import { EthersAdapter } from './ethers-adapter.js'

const { pageLoad } = describeEvmWalletConnectConformance({
  name: 'EthersAdapter (WalletConnect)',
  createAdapter: (storage) => new EthersAdapter({ storage }),
})

describe("EthersAdapter's WalletConnect provider in ethers' BrowserProvider", () => {
  it('a signer from new BrowserProvider(walletProvider) signs through the session; viem verifies it', async () => {
    const env = await pageLoad()
    try {
      await env.adapter.syncConnectors()
      await env.wallet.beforeConnect?.()
      const { address } = await env.adapter.connect({ id: 'walletConnect', chainId: 1 })
      const walletProvider = env.adapter.getProvider()
      if (!walletProvider) throw new Error('connected, yet no provider')
      const signer = await new BrowserProvider(walletProvider).getSigner()
      expect(signer.address.toLowerCase()).toBe(address.toLowerCase())

      const message = 'Gangway ✓ ethers v6 over WalletConnect'
      const signature = await signer.signMessage(message)
      expect(await verifyMessage({ address: address as Hex, message, signature: signature as Hex })).toBe(
        true,
      )
    } finally {
      await env.teardown()
    }
  })
})
