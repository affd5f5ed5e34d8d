import { type CaipNetwork, defineChain } from '@gangway/common'
import { createTestClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'

/** The anvils the global setup started: chain 1, chain 137, and a second chain 1 with other balances. */
export function localChains() {
  const [mainnet, polygon, mainnetMirror] = inject('anvilChains')
  if (!mainnet || !polygon || !mainnetMirror) throw new Error('The anvil global setup did not run.')
  return { mainnet, polygon, mainnetMirror }
}

export function localNetworks(): [CaipNetwork, CaipNetwork] {
  const { mainnet, polygon } = localChains()
  return [
    defineChain({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [mainnet.rpcUrl] } },
    }),
    defineChain({
      id: 137,
      name: 'Polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      rpcUrls: { default: { http: [polygon.rpcUrl] } },
    }),
  ]
}

export async function setBalance(rpcUrl: string, address: `0x${string}`, ether: string) {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: parseEther(ether),
  })
}

/**
 * A fresh account funded on the given chains: each test file spends from its own key, so files running
 * in parallel never race for a nonce or change each other's balances.
 */
export async function fundedKey(rpcUrls: string[], ether = '100') {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await Promise.all(rpcUrls.map((rpcUrl) => setBalance(rpcUrl, address, ether)))
  return { privateKey, address }
}

/** An EVM network configured nowhere: switching to it must fail with 'Network not found' (SPEC §5). */
export const unconfiguredNetwork = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
