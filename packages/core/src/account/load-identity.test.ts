import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppKitCore } from '../instance.js'
import {
  connectWallet,
  createAccountCore,
  installPageWindow,
  registerNameAtServices,
  servicesChains,
  uniqueLabel,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { loadIdentity } from './load-identity.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

/** A core (with the services, unless told otherwise) and an announced wallet of `privateKey`, not connected. */
function setup(privateKey: Hex, services: 'on' | 'off' = 'on') {
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, services === 'off' ? { options: { services: {} } } : {})
  cleanups.push(() => core.destroy())
  return { core, wallet, address: wallet.account.address }
}

const accountState = (core: AppKitCore) => core.store.chain.state.chains.eip155?.accountState
const identityPath = (address: string) => `/v1/identity/${address}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh key whose address has a name at the services. */
async function namedKey(): Promise<{ privateKey: Hex; name: string }> {
  const privateKey = generatePrivateKey()
  const name = `${uniqueLabel('named')}.reown.id`
  await registerNameAtServices(running.url, privateKey, name)
  return { privateKey, name }
}

describe('watchIdentity', () => {
  it('SPEC §3: connecting an address with a name shows the name in its account state', async () => {
    const { privateKey, name } = await namedKey()
    const { core, wallet, address } = setup(privateKey)
    await connectWallet(core, wallet.info.rdns)
    await expect.poll(() => accountState(core)?.profileName, { timeout: 2_000 }).toBe(name)
    expect(accountState(core)?.profileImage).toBeNull()
    expect(await hooks.requests(identityPath(address))).toHaveLength(1)
  })

  it('an address without a name keeps showing the address', async () => {
    const { core, wallet, address } = setup(generatePrivateKey())
    await connectWallet(core, wallet.info.rdns)
    await expect.poll(() => hooks.requests(identityPath(address))).toHaveLength(1)
    await expect.poll(() => accountState(core)?.profileName).toBeNull()
  })

  it('reads nothing before a connection, and nothing at all without the services', async () => {
    const { privateKey } = await namedKey()
    const withServices = setup(privateKey)
    await withServices.core.ready()
    const without = setup(privateKey, 'off')
    await connectWallet(without.core, without.wallet.info.rdns)
    await sleep(200)
    expect(accountState(without.core)?.profileName).toBeUndefined()
    expect(await hooks.requests(identityPath(without.address))).toEqual([])
  })

  it('a failing identity read leaves the address shown', async () => {
    const { privateKey } = await namedKey()
    await hooks.fault({ route: '/v1/identity/*', status: 500 })
    const { core, wallet, address } = setup(privateKey)
    await connectWallet(core, wallet.info.rdns)
    // The read and its two retries.
    await expect.poll(() => hooks.requests(identityPath(address))).toHaveLength(3)
    await sleep(200)
    expect(accountState(core)?.profileName).toBeUndefined()
  })

  it('an answer for an address no longer connected is dropped', async () => {
    const { privateKey } = await namedKey()
    await hooks.fault({ route: '/v1/identity/*', delayMs: 400, times: 1 })
    const { core, wallet, address } = setup(privateKey)
    await connectWallet(core, wallet.info.rdns)
    await expect.poll(() => hooks.requests(identityPath(address))).toHaveLength(1)
    await core.disconnect('eip155')
    await sleep(600)
    expect(accountState(core)?.address).toBeUndefined()
    expect(accountState(core)?.profileName).toBeUndefined()
  })
})

describe('loadIdentity', () => {
  it('reads the name of a connected address into its account state', async () => {
    const { privateKey, name } = await namedKey()
    const { core, wallet, address } = setup(privateKey)
    await connectWallet(core, wallet.info.rdns)
    await expect.poll(() => accountState(core)?.profileName).toBe(name)
    core.store.chain.setAccountState('eip155', { profileName: undefined })
    // Cached 5 minutes (SPEC §9): read again without asking.
    await loadIdentity(core, 'eip155', address)
    expect(accountState(core)?.profileName).toBe(name)
    expect(await hooks.requests(identityPath(address))).toHaveLength(1)
  })

  it('SPEC §5: names are eip155 only, and only for the address connected', async () => {
    const { privateKey } = await namedKey()
    const { core, wallet } = setup(generatePrivateKey())
    await connectWallet(core, wallet.info.rdns)
    await expect.poll(() => accountState(core)?.profileName).toBeNull()
    const other = privateKeyToAccount(privateKey).address
    await loadIdentity(core, 'eip155', other)
    expect(accountState(core)?.profileName).toBeNull()
    await loadIdentity(core, 'solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    expect(await hooks.requests(identityPath('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'))).toEqual([])
  })
})
