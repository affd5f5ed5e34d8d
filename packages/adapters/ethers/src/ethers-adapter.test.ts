import { BrowserProvider } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEthersAdapterSuite } from '../../../../test-support/ethers-adapter-suite.js'
import { encodeFunctionData } from './encode-function-data.js'
import { EthersAdapter } from './ethers-adapter.js'

const { connected, networks } = describeEthersAdapterSuite({
  name: 'EthersAdapter',
  adapterType: 'ethers',
  library: 'ethers v6',
  create: (options) => new EthersAdapter(options),
  encodeFunctionData,
  messages: { tooManyDecimals: 'too many decimals for format', unknownFunction: 'unknown function' },
})

describe("EthersAdapter's provider in ethers' BrowserProvider (what a host does with useAppKitProvider)", () => {
  it('a signer from new BrowserProvider(walletProvider) signs as the connected account; viem verifies it', async () => {
    const { adapter, wallet } = await connected()
    const walletProvider = adapter.getProvider()
    if (!walletProvider) throw new Error('connected, yet no provider')
    const signer = await new BrowserProvider(walletProvider).getSigner()
    expect(signer.address).toBe(wallet.account.address)

    const message = 'Gangway ✓ ethers v6'
    const signature = await signer.signMessage(message)
    expect(
      await verifyMessage({ address: wallet.account.address, message, signature: signature as Hex }),
    ).toBe(true)
  })

  it('sees the network the adapter switched the wallet to', async () => {
    const { adapter } = await connected()
    await adapter.switchNetwork({ caipNetwork: networks[1] })
    const walletProvider = adapter.getProvider()
    if (!walletProvider) throw new Error('connected, yet no provider')
    expect((await new BrowserProvider(walletProvider).getNetwork()).chainId).toBe(137n)
  })
})
