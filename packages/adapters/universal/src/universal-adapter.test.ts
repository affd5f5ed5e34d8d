import { defineChain, GangwayError } from '@gangway/common'
import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { UniversalAdapter } from './universal-adapter.js'

const ethereum = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('UniversalAdapter.writeContract', () => {
  // No WalletConnect client is constructed: reaching the wallet would fail with another error than this one.
  it('refuses a method the ABI lacks with a GangwayError, before asking the wallet', async () => {
    const adapter = new UniversalAdapter({ namespace: 'eip155', networks: [ethereum] })
    const error = await adapter
      .writeContract({
        address: '0x1111111111111111111111111111111111111111',
        contractAddress: '0x2222222222222222222222222222222222222222',
        abi: erc20Abi,
        method: 'mint',
        args: [1n],
        caipNetwork: ethereum,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GangwayError)
    expect((error as GangwayError).message).toContain('mint')
  })
})
