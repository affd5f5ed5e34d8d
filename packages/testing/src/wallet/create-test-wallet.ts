import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createAuthorization, createMemoryStorage } from './authorization.js'
import { createChainRegistry } from './chains.js'
import { createProviderEmitter } from './emitter.js'
import { userRejected } from './errors.js'
import { TEST_WALLET_ICON } from './icon.js'
import { createTestWalletProvider } from './provider.js'
import type { TestWallet, TestWalletOptions } from './types.js'

/** anvil's first funded account (public, well-known: never use it outside local chains). */
export const ANVIL_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * A browser-extension-like wallet for tests: a real EIP-1193 provider over a viem local account,
 * signing locally and talking to real chain nodes. Approvals are automatic unless `rejectNextRequest()`.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const {
    chains: chainList,
    privateKey = ANVIL_PRIVATE_KEY,
    initialChainId,
    storage = createMemoryStorage(),
    name = 'Test Wallet',
    rdns = 'dev.gangway.testwallet',
    icon = TEST_WALLET_ICON,
  } = options

  let account = privateKeyToAccount(privateKey)
  const chains = createChainRegistry(chainList, initialChainId)
  const authorization = createAuthorization(storage, rdns)
  const emitter = createProviderEmitter()
  let rejectNext = false

  const provider = createTestWalletProvider({
    account: () => account,
    chains,
    authorization,
    emitter,
    approve() {
      if (!rejectNext) return
      rejectNext = false
      throw userRejected()
    },
  })

  return {
    provider,
    info: { uuid: globalThis.crypto.randomUUID(), name, icon, rdns },
    get account() {
      return account
    },
    rejectNextRequest() {
      rejectNext = true
    },
    addChain: chains.add,
    switchAccount(nextPrivateKey) {
      account = privateKeyToAccount(nextPrivateKey)
      // Sites see the new account only when they are authorised, as with an extension.
      if (authorization.isGranted()) emitter.emit('accountsChanged', [account.address])
    },
    switchChain(id) {
      if (chains.select(id)) emitter.emit('chainChanged', chains.currentHex())
    },
    disconnectSite() {
      if (!authorization.isGranted()) return
      authorization.revoke()
      emitter.emit('accountsChanged', [])
    },
  }
}
