import { type CaipNetwork, ERROR_MESSAGES } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { localNetworks } from '../../../../test-support/evm-fixtures.js'
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
import { testNetworks } from '../test/fixtures.js'
import { resolveReceiver } from './resolve-receiver.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
/** A name registered at the services, and the address it points to. */
let name: string
let namedAddress: Address
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
  const key: Hex = generatePrivateKey()
  namedAddress = privateKeyToAccount(key).address
  name = `${uniqueLabel('receiver')}.reown.id`
  await registerNameAtServices(running.url, key, name)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

async function connected(networks: CaipNetwork[] = localNetworks()): Promise<AppKitCore> {
  const wallet = createTestWallet({
    chains: walletChains(),
    privateKey: generatePrivateKey(),
    ...uniqueWallet(),
  })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, { networks })
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  return core
}

const lookups = () => hooks.requests(`/v1/profile/account/${name}`)

describe('resolveReceiver', () => {
  it('an address is the receiver as it is, asking nothing', async () => {
    const core = await connected()
    const address = privateKeyToAccount(generatePrivateKey()).address
    core.store.send.setReceiverProfile({ name: 'old.reown.id', image: undefined })
    expect(await resolveReceiver(core, `  ${address} `)).toEqual({ address })
    expect(core.store.send.state).toMatchObject({ receiverAddress: address, receiverProfileName: undefined })
    expect(await hooks.requests(`/v1/profile/account/${address}`)).toEqual([])
  })

  it('SPEC §5: a name resolves to its address, and the name is kept to show beside it', async () => {
    const core = await connected()
    expect(await resolveReceiver(core, name.toUpperCase())).toEqual({ address: namedAddress, name })
    expect(core.store.send.state).toMatchObject({
      receiverAddress: namedAddress,
      receiverProfileName: name,
    })
    const [request] = await lookups()
    expect(request?.query).toMatchObject({ apiVersion: '2', projectId: 'test-project' })

    // Cached 5 minutes (SPEC §9).
    await resolveReceiver(core, name)
    expect(await lookups()).toHaveLength(1)
  })

  it('resolves on another EVM network too', async () => {
    const core = await connected()
    await core.switchNetwork(localNetworks()[1])
    expect(await resolveReceiver(core, name)).toEqual({ address: namedAddress, name })
  })

  it("an unknown name fails with 'Error resolving name' and leaves the receiver as it was", async () => {
    const core = await connected()
    core.store.send.setReceiverAddress('0x1234')
    const unknown = `${uniqueLabel('nobody')}.reown.id`
    await expect(resolveReceiver(core, unknown)).rejects.toMatchObject({
      shortMessage: ERROR_MESSAGES.resolveName,
    })
    expect(core.store.send.state).toMatchObject({ receiverAddress: '0x1234', receiverProfileName: undefined })
    expect(await hooks.requests(`/v1/profile/account/${unknown}`)).toHaveLength(1)
  })

  it("a name service that fails: 'Error resolving name'", async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/profile/account/*', status: 500 })
    await expect(resolveReceiver(core, name)).rejects.toMatchObject({
      shortMessage: ERROR_MESSAGES.resolveName,
    })
  })

  it('text that is neither an address nor a name is kept, for the form to refuse', async () => {
    const core = await connected()
    expect(await resolveReceiver(core, 'alice')).toEqual({ address: 'alice' })
    expect(core.store.send.state.receiverAddress).toBe('alice')
    expect(await hooks.requests('/v1/profile/account/alice')).toEqual([])
  })

  it('names resolve on eip155 only', async () => {
    const core = await connected([...localNetworks(), testNetworks.solana])
    core.store.chain.setActiveCaipNetwork(testNetworks.solana)
    core.store.chain.setAccountState('solana', { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })
    await expect(resolveReceiver(core, name)).rejects.toMatchObject({
      shortMessage: ERROR_MESSAGES.resolveName,
    })
    expect(await lookups()).toEqual([])
  })
})
