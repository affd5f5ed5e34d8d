import type { CaipNetwork } from '@gangway/common'
import { type Address, createPublicClient, erc20Abi, type Hex, http, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ConformanceChain, ConformanceContract } from './types.js'

/** Checks on an EVM network, read straight from its node with viem, bypassing the adapter under test. */
export function evmConformanceChain(
  network: CaipNetwork,
  options: { erc20Address?: string } = {},
): ConformanceChain {
  const client = evmClient(network)
  return {
    balanceOf: (address) => client.getBalance({ address: address as Address }),
    verifyMessage: ({ address, message, signature }) =>
      verifyMessage({ address: address as Address, message, signature: signature as Hex }),
    newRecipient: () => privateKeyToAccount(generatePrivateKey()).address,
    async confirm(hash) {
      const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted.`)
    },
    sendValue: 123_456_789n,
    ...(options.erc20Address ? { contract: erc20Contract(network, options.erc20Address) } : {}),
  }
}

/** An ERC-20 deployed on the network: the suite approves a spender and reads the allowance back. */
function erc20Contract(network: CaipNetwork, address: string): ConformanceContract {
  const client = evmClient(network)
  return {
    address,
    abi: erc20Abi,
    allowance: (owner, spender) =>
      client.readContract({
        address: address as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner as Address, spender as Address],
      }),
  }
}

function evmClient(network: CaipNetwork) {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`Network ${network.caipNetworkId} has no RPC URL to check the chain with.`)
  return createPublicClient({ transport: http(rpcUrl) })
}
