import type { CaipNetwork } from '@gangway/common'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { localChains, localNetworks } from '../../../../test-support/evm-fixtures.js'
import { createAppKitCore } from '../appkit-core.js'
import type { AppKitCore } from '../instance.js'
import type { AppKitOptions } from '../options.js'
import { createMapStorage } from './fixtures.js'
import { ViemTestAdapter } from './viem-test-adapter.js'

/**
 * The account features' test environment: the core project's anvils (chains 1 and 137), the services a test
 * file starts on them, a test wallet the file announces, and a core instance with the viem test adapter.
 * `@gangway/services` and `@gangway/testing` are imported by the test files themselves (layering).
 */

/**
 * anvil's account 0 (its public default mnemonic): every services instance mints it GUSD, GWT and collection
 * ids 1, 3 and 5 at start. The shared anvils leave its nonce to these tests, which may race each other for it.
 */
export const HOLDER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** What `startServices` gets as `chains`: the project's anvils for chains 1 and 137. */
export function servicesChains(): { chainId: number; rpcUrl: string }[] {
  const { mainnet, polygon } = localChains()
  return [mainnet, polygon].map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
}

/** What `createTestWallet` gets as `chains`. */
export function walletChains(): { id: number; rpcUrl: string }[] {
  return servicesChains().map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl }))
}

export function rpcUrlOf(chainId: 1 | 137): string {
  const { mainnet, polygon } = localChains()
  return chainId === 1 ? mainnet.rpcUrl : polygon.rpcUrl
}

export function chainClient(chainId: 1 | 137): PublicClient {
  return createPublicClient({ transport: http(rpcUrlOf(chainId)), pollingInterval: 50 }) as PublicClient
}

/**
 * The page the test wallets announce themselves in (EIP-6963). The services need node (the relay's `ws` has no
 * browser build), and node has no window: an EventTarget stands in for it, the one thing discovery uses.
 */
export function installPageWindow(): EventTarget {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  return page
}

let wallets = 0
/**
 * A distinct rdns and name per test wallet: wallets announced in one window never stand for each other, and
 * the modal's list keeps wallets of one name as one entry.
 */
export function uniqueWallet(): { rdns: string; name: string } {
  wallets += 1
  return { rdns: `dev.gangway.account-test.${process.pid}.${wallets}`, name: `Test Wallet ${wallets}` }
}

const NONCE_ATTEMPTS = 10

/** Sends from `privateKey` on `chainId` and waits for success; a lost nonce race is tried again. */
export async function sendAs(
  privateKey: Hex,
  chainId: 1 | 137,
  write: (wallet: WalletClient & { account: ReturnType<typeof privateKeyToAccount> }) => Promise<Hash>,
): Promise<Hash> {
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, transport: http(rpcUrlOf(chainId)) })
  for (let attempt = 1; ; attempt++) {
    try {
      const hash = await write(wallet)
      const receipt = await chainClient(chainId).waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} failed`)
      return hash
    } catch (error) {
      const nonceRace = error instanceof Error && /nonce|already known|replacement/i.test(error.message)
      if (!nonceRace || attempt >= NONCE_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt))
    }
  }
}

/** Moves `amount` base units of an ERC-20 from the holder to `to`. */
export function giveTokens(chainId: 1 | 137, token: Address, to: Address, amount: bigint): Promise<Hash> {
  return sendAs(HOLDER_KEY, chainId, (wallet) =>
    wallet.writeContract({
      chain: null,
      account: wallet.account,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
}

/** Moves collection token `id` (one of the holder's: 1, 3 or 5) from the holder to `to`. */
export function giveCollectionToken(chainId: 1 | 137, collection: Address, to: Address, id: bigint) {
  return sendAs(HOLDER_KEY, chainId, (wallet) =>
    wallet.writeContract({
      chain: null,
      account: wallet.account,
      address: collection,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [wallet.account.address, to, id],
    }),
  )
}

export function erc20Balance(chainId: 1 | 137, token: Address, owner: Address): Promise<bigint> {
  return chainClient(chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * A core instance on the local networks with the viem test adapter, the services at `servicesUrl` as its
 * blockchain API, and page environment as setup-core's.
 */
export function createAccountCore(
  servicesUrl: string,
  options: { networks?: CaipNetwork[]; options?: Partial<AppKitOptions> } = {},
): { core: AppKitCore; adapter: ViemTestAdapter } {
  const adapter = new ViemTestAdapter()
  const networks = options.networks ?? localNetworks()
  const core = createAppKitCore(
    {
      projectId: 'test-project',
      networks: networks as [CaipNetwork, ...CaipNetwork[]],
      adapters: [adapter],
      services: { blockchainApiUrl: servicesUrl },
      ...options.options,
    },
    { storage: createMapStorage(), isMobile: () => false, pageOrigin: () => undefined },
  )
  return { core, adapter }
}

/** Connects the announced wallet `rdns` through `core.connect`, as the Connect view does. */
export async function connectWallet(core: AppKitCore, rdns: string): Promise<Address> {
  await core.ready()
  const connector = core.store.connectors.state.connectors.find((item) => item.id === rdns)
  if (!connector) throw new Error(`The wallet ${rdns} was not discovered.`)
  await core.connect(connector)
  const address = core.getAddress('eip155')
  if (core.store.connection.state.status !== 'connected' || !address) {
    throw new Error(`Connecting ${rdns} failed: ${core.store.connection.state.error ?? 'no address'}`)
  }
  return address as Address
}

/** The query every blockchain-service call carries (SPEC §7), for requests a test makes itself. */
export const SERVICE_QUERY = { projectId: 'test-project', st: 'appkit', sv: 'account-test-0.0.0' } as const

export function serviceUrl(servicesUrl: string, path: string): string {
  const url = new URL(path, servicesUrl)
  for (const [key, value] of Object.entries(SERVICE_QUERY)) url.searchParams.set(key, value)
  return url.href
}

/**
 * Registers `name` for the key's address straight at the services, as another app would have: the key signs
 * the registration message and the services check it. Independent of the code under test.
 */
export async function registerNameAtServices(
  servicesUrl: string,
  privateKey: Hex,
  name: string,
): Promise<void> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(serviceUrl(servicesUrl, '/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  if (!response.ok) throw new Error(`Registering ${name} failed: ${response.status} ${await response.text()}`)
}

/** A fresh name label, so no two tests of a file share a name. */
export function uniqueLabel(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`
}
