import {
  defineChain,
  GangwayError,
  isUserRejection,
  toGangwayError,
  UserRejectedRequestError,
} from '@gangway/common'
import { createMemoryStorage, createTestWallet, type TestWallet } from '@gangway/testing'
import { describe, expect, it, vi } from 'vitest'
import {
  createEip1193Wallet,
  readAccounts,
  requestAccounts,
  requestWallet,
  revokePermissions,
} from './eip1193-connection.js'
import type { Eip1193Provider, WalletWatchers } from './types.js'

// Access, chains and events are the wallet's own business: no node is contacted here.
const polygon = defineChain({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9137'] } },
})

function testWallet(ids = [1, 137], storage = createMemoryStorage()) {
  return createTestWallet({ chains: ids.map((id) => ({ id, rpcUrl: `http://127.0.0.1:9${id}` })), storage })
}

function recordingWatchers() {
  const seen: [string, unknown][] = []
  const watchers: WalletWatchers = {
    accountsChanged: (accounts) => seen.push(['accountsChanged', accounts]),
    chainChanged: (chainId) => seen.push(['chainChanged', chainId]),
    disconnect: () => seen.push(['disconnect', undefined]),
  }
  return { seen, watchers }
}

/**
 * The test wallet's provider plus an event the test wallet never emits by itself: EIP-1193 `disconnect`,
 * with the error the wallet would give.
 */
function withDisconnectEvent(wallet: TestWallet) {
  const listeners = new Set<(error: unknown) => void>()
  const provider: Eip1193Provider = {
    request: (args) => wallet.provider.request(args as never),
    on(event, listener) {
      if (event === 'disconnect') listeners.add(listener as (error: unknown) => void)
      else wallet.provider.on(event as never, listener)
    },
    removeListener(event, listener) {
      if (event === 'disconnect') listeners.delete(listener as (error: unknown) => void)
      else wallet.provider.removeListener(event as never, listener)
    },
  }
  const emitDisconnect = (error: unknown) => {
    for (const listener of listeners) listener(error)
  }
  return { provider, emitDisconnect, listeners }
}

describe('EIP-1193 requests', () => {
  it('eth_accounts is empty until the user grants access with eth_requestAccounts', async () => {
    const wallet = testWallet()
    expect(await readAccounts(wallet.provider)).toEqual([])
    expect(await requestAccounts(wallet.provider)).toEqual([wallet.account.address])
    expect(await readAccounts(wallet.provider)).toEqual([wallet.account.address])
  })

  it('SPEC §8 4001: whatever the wallet throws comes back a GangwayError; a rejection is a UserRejectedRequestError', async () => {
    const wallet = testWallet()
    wallet.rejectNextRequest()
    const error = await requestAccounts(wallet.provider).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as GangwayError).code).toBe(4001)
    expect(isUserRejection(error)).toBe(true)
    expect(toGangwayError(error)).toBe(error)
    const unauthorised = await requestWallet(wallet.provider, {
      method: 'personal_sign',
      params: ['0x', '0x'],
    }).catch((caught: unknown) => caught)
    expect(unauthorised).toBeInstanceOf(GangwayError)
    expect((unauthorised as GangwayError).code).toBe(4100)
  })

  it('wallet_revokePermissions ends access; a wallet without it answers false, not an error', async () => {
    const wallet = testWallet()
    await requestAccounts(wallet.provider)
    expect(await revokePermissions(wallet.provider)).toBe(true)
    expect(await readAccounts(wallet.provider)).toEqual([])
    const withoutRevoke: Eip1193Provider = {
      request: async () => Promise.reject({ code: 4200, message: 'Unsupported' }),
    }
    expect(await revokePermissions(withoutRevoke)).toBe(false)
  })
})

describe('an EIP-1193 wallet', () => {
  it('connect asks for access and answers the account and chain', async () => {
    const wallet = testWallet()
    const evm = createEip1193Wallet('dev.gangway.testwallet', wallet.provider)
    expect(await evm.connect(undefined)).toEqual({ address: wallet.account.address, chainId: 1 })
    expect(evm.connectorId).toBe('dev.gangway.testwallet')
    expect(evm.provider()).toBe(wallet.provider)
  })

  it('connect on another network moves the wallet there, adding the chain when the wallet lacks it', async () => {
    const wallet = testWallet([1])
    const evm = createEip1193Wallet('injected', wallet.provider)
    expect(await evm.connect(polygon)).toEqual({ address: wallet.account.address, chainId: 137 })
  })

  it('a user who grants access but declines the chain is connected on the chain the wallet is on', async () => {
    const wallet = testWallet()
    const evm = createEip1193Wallet('injected', wallet.provider)
    await requestAccounts(wallet.provider)
    wallet.rejectNextRequest()
    expect(await evm.connect(polygon)).toEqual({ address: wallet.account.address, chainId: 1 })
  })

  it('restore answers the session the wallet still grants, without a prompt; nothing once access is revoked', async () => {
    const storage = createMemoryStorage()
    const before = createEip1193Wallet('injected', testWallet([1, 137], storage).provider)
    await before.connect(undefined)

    // A reload: the wallet keeps the grant in its storage; a prompt now would be rejected.
    const reloaded = testWallet([1, 137], storage)
    reloaded.rejectNextRequest()
    const evm = createEip1193Wallet('injected', reloaded.provider)
    expect(await evm.restore()).toEqual({ address: reloaded.account.address, chainId: 1 })

    await evm.disconnect()
    expect(await evm.restore()).toBeUndefined()
  })

  it("watch hears the wallet's events, parsed; stopping removes every listener", async () => {
    const wallet = testWallet()
    const evm = createEip1193Wallet('injected', wallet.provider)
    await evm.connect(undefined)
    const { seen, watchers } = recordingWatchers()
    const stop = evm.watch(watchers)

    wallet.switchChain(137)
    const other = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
    wallet.switchAccount(other)
    wallet.disconnectSite()
    expect(seen).toEqual([
      ['chainChanged', 137],
      ['accountsChanged', [wallet.account.address]],
      ['accountsChanged', []],
    ])

    stop()
    wallet.switchChain(1)
    expect(seen).toHaveLength(3)
  })

  it("EIP-1193 disconnect is reported, except MetaMask's 1013 (it lost its node, not the site)", async () => {
    const wallet = testWallet()
    const { provider, emitDisconnect, listeners } = withDisconnectEvent(wallet)
    const evm = createEip1193Wallet('injected', provider)
    const disconnect = vi.fn()
    const stop = evm.watch({ accountsChanged: () => {}, chainChanged: () => {}, disconnect })

    emitDisconnect({ code: 1013, message: 'Try again later' })
    expect(disconnect).not.toHaveBeenCalled()
    emitDisconnect({ code: 4900, message: 'Disconnected' })
    expect(disconnect).toHaveBeenCalledOnce()
    stop()
    expect(listeners.size).toBe(0)
  })

  it('works with a provider that has no events at all', async () => {
    const wallet = testWallet()
    const bare: Eip1193Provider = { request: (args) => wallet.provider.request(args as never) }
    const evm = createEip1193Wallet('injected', bare)
    expect((await evm.connect(undefined)).chainId).toBe(1)
    const stop = evm.watch(recordingWatchers().watchers)
    expect(stop).not.toThrow()
  })
})
