import { providers } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeEthersAdapterSuite } from '../../../../test-support/ethers-adapter-suite.js'
import { encodeFunctionData } from './encode-function-data.js'
import { Ethers5Adapter } from './ethers5-adapter.js'

// ethers v5 works in BigNumber; the adapter hands bigint in and out all the same (the suite checks it).
const { connected, networks } = describeEthersAdapterSuite({
  name: 'Ethers5Adapter',
  adapterType: 'ethers5',
  library: 'ethers v5',
  create: (options) => new Ethers5Adapter(options),
  encodeFunctionData,
  messages: {
    tooManyDecimals: 'fractional component exceeds decimals',
    unknownFunction: 'no matching function',
  },
})

describe("Ethers5Adapter's provider in ethers' Web3Provider (what a host does with useAppKitProvider)", () => {
  it('a signer from new providers.Web3Provider(walletProvider) signs as the connected account; viem verifies it', async () => {
    const { adapter, wallet } = await connected()
    const walletProvider = adapter.getProvider()
    if (!walletProvider) throw new Error('connected, yet no provider')
    const signer = new providers.Web3Provider(walletProvider).getSigner()
    expect(await signer.getAddress()).toBe(wallet.account.address)

    const message = 'Gangway ✓ ethers v5'
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
    expect((await new providers.Web3Provider(walletProvider).getNetwork()).chainId).toBe(137)
  })
})
