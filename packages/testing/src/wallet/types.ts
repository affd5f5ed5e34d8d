import type { Hex, PrivateKeyAccount } from 'viem'

/** A chain the test wallet knows: its id and the RPC it signs for and forwards to. */
export interface TestWalletChain {
  id: number
  rpcUrl: string
  name?: string
}

/** The part of the DOM Storage API the wallet needs to remember which sites it authorised. */
export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface TestWalletOptions {
  chains: TestWalletChain[]
  /** Defaults to anvil's first funded account. */
  privateKey?: Hex
  /** Defaults to the first chain. */
  initialChainId?: number
  /** Where the authorisation survives a page reload; defaults to memory (forgotten with the wallet). */
  storage?: WalletStorage
  name?: string
  rdns?: string
  icon?: string
}

/** EIP-6963 provider info. */
export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface RequestArguments {
  method: string
  params?: unknown
}

export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** An EIP-1193 provider. */
export interface TestWalletProvider {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEvent, listener: (...args: never[]) => void): TestWalletProvider
  removeListener(event: ProviderEvent, listener: (...args: never[]) => void): TestWalletProvider
}

export interface TestWallet {
  provider: TestWalletProvider
  info: TestWalletInfo
  /** The viem local account that signs. */
  account: PrivateKeyAccount
  /** The next request that needs the user's approval fails with code 4001, as if the user clicked Reject. */
  rejectNextRequest(): void
  /** Teach the wallet a chain without asking the user (as if added in the wallet's settings). */
  addChain(chain: TestWalletChain): void
  /** The user picks another account in the wallet: authorised sites get `accountsChanged`. */
  switchAccount(privateKey: Hex): void
  /** The user picks another known chain in the wallet: sites get `chainChanged` (4902 for an unknown one). */
  switchChain(chainId: number): void
  /** The user disconnects the site in the wallet: `accountsChanged([])`, as when permissions are revoked. */
  disconnectSite(): void
}
