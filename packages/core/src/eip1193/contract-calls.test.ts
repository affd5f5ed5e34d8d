import { defineChain, ProviderRpcError } from '@gangway/common'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedKey, localChains } from '../../../../test-support/evm-fixtures.js'
import { estimateGas } from './contract-calls.js'

const { mainnet } = localChains()
const network = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [mainnet.rpcUrl] } },
})
const recipient = () => privateKeyToAccount(generatePrivateKey()).address
let address: Address

beforeAll(async () => {
  ;({ address } = await fundedKey([mainnet.rpcUrl]))
})

describe('estimateGas', () => {
  it("eth_estimateGas on the network's node: a plain transfer costs 21000", async () => {
    const { gas } = await estimateGas([mainnet.rpcUrl], {
      address,
      to: recipient(),
      value: 1n,
      caipNetwork: network,
    })
    expect(gas).toBe(21_000n)
  })

  it('a contract call costs more, and needs no wallet', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient(), 1n] })
    const { gas } = await estimateGas([mainnet.rpcUrl], {
      address,
      to: inject('erc20Address'),
      data,
      caipNetwork: network,
    })
    expect(gas).toBeGreaterThan(21_000n)
  })

  it("a call that would revert fails with the node's answer", async () => {
    // A transfer of a token the sender does not hold.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient(), 1n] })
    const error = await estimateGas([mainnet.rpcUrl], {
      address,
      to: inject('erc20Address'),
      data,
      caipNetwork: network,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).shortMessage).toMatch(/revert/i)
  })
})
