import { ERROR_MESSAGES, formatMessage } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet, type TestWallet } from '@gangway/testing'
import { type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppKitCore } from '../instance.js'
import {
  connectWallet,
  createAccountCore,
  installPageWindow,
  registerNameAtServices,
  servicesChains,
  serviceUrl,
  uniqueLabel,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import type { ViemTestAdapter } from '../test/viem-test-adapter.js'
import { type RegisterNameStep, registerName } from './register-name.js'

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

const profileName = (core: AppKitCore) => core.store.chain.state.chains.eip155?.accountState.profileName

/** A core connected to a fresh account (signing needs no funds). */
async function connected(): Promise<{
  core: AppKitCore
  adapter: ViemTestAdapter
  wallet: TestWallet
  privateKey: Hex
}> {
  const privateKey = generatePrivateKey()
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core, adapter } = createAccountCore(running.url)
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  // watchIdentity has read the account's identity: no name yet.
  await expect.poll(() => profileName(core)).toBeNull()
  return { core, adapter, wallet, privateKey }
}

const get = (path: string) => fetch(serviceUrl(running.url, path))
const registrationError = (name: string) => formatMessage(ERROR_MESSAGES.registerName, { name })
const registrations = () => hooks.requests('/v1/profile/account')

describe('registerName', () => {
  it('SPEC §4: the wallet signs the name, the services register it, and the account shows it', async () => {
    const { core, wallet } = await connected()
    const label = uniqueLabel('alice')
    const steps: RegisterNameStep[] = []
    const name = await registerName(core, `  ${label.toUpperCase()} `, (step) => steps.push(step))
    expect(name).toBe(`${label}.reown.id`)
    expect(steps).toEqual(['signing', 'registering'])
    expect(profileName(core)).toBe(name)

    const identity = await get(`/v1/identity/${wallet.account.address}`)
    expect(await identity.json()).toEqual({ name, avatar: null })
    const record = (await (await get(`/v1/profile/account/${name}`)).json()) as {
      addresses: Record<string, { address: string }>
    }
    expect(record.addresses['60']).toEqual({ address: wallet.account.address })
    // The name is registered under chain 1's coin type (ENSIP-11) too.
    expect(record.addresses[String(0x80000001)]).toEqual({ address: wallet.account.address })

    // What the services got was signed by the account, over the name and a current time.
    const [request] = await registrations()
    const body = JSON.parse(request!.body!) as { message: string; signature: Hex; coin_type: number }
    expect(body.coin_type).toBe(0x80000001)
    expect(JSON.parse(body.message)).toEqual({
      name,
      attributes: {},
      timestamp: expect.closeTo(Date.now() / 1000, -2),
    })
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
  })

  it('keeps a name typed with one of the name domains', async () => {
    const { core } = await connected()
    const label = uniqueLabel('bob')
    expect(await registerName(core, `${label}.WCN.ID`)).toBe(`${label}.wcn.id`)
    expect((await get(`/v1/profile/account/${label}.wcn.id`)).status).toBe(200)
  })

  it("a wallet that rejects: 'Error registering name {name}' with the full name, nothing registered", async () => {
    const { core, wallet } = await connected()
    const label = uniqueLabel('carol')
    const name = `${label}.reown.id`
    wallet.rejectNextRequest()
    const steps: RegisterNameStep[] = []
    const error = await registerName(core, label, (step) => steps.push(step)).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({
      shortMessage: registrationError(name),
      details: 'The wallet did not sign.',
      cause: expect.objectContaining({ code: 4001 }),
    })
    expect(steps).toEqual(['signing'])
    expect(profileName(core)).toBeNull()
    expect(await registrations()).toEqual([])
    expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
  })

  it('SPEC §5: an invalid label fails with the same message, and nothing is signed', async () => {
    const { core, adapter } = await connected()
    const sign = vi.spyOn(adapter, 'signMessage')
    for (const input of ['abc', 'no spaces', 'dots.in.it', 'émile']) {
      const name = `${input}.reown.id`
      await expect(registerName(core, input)).rejects.toMatchObject({ shortMessage: registrationError(name) })
    }
    expect(sign).not.toHaveBeenCalled()
    expect(await registrations()).toEqual([])
  })

  it("a name another address holds: the services refuse it, and the account's name is unchanged", async () => {
    const label = uniqueLabel('dave')
    const name = `${label}.reown.id`
    await registerNameAtServices(running.url, generatePrivateKey(), name)
    const { core } = await connected()
    await expect(registerName(core, label)).rejects.toMatchObject({
      shortMessage: registrationError(name),
      details: 'The name service did not register it.',
      cause: expect.objectContaining({ status: 409 }),
    })
    expect(profileName(core)).toBeNull()
  })

  it('needs a connected eip155 account', async () => {
    const { core } = createAccountCore(running.url)
    cleanups.push(() => core.destroy())
    const label = uniqueLabel('erin')
    await expect(registerName(core, label)).rejects.toMatchObject({
      shortMessage: registrationError(`${label}.reown.id`),
    })
    expect(await registrations()).toEqual([])
  })

  it('each account gets its own name', async () => {
    const first = await connected()
    const second = await connected()
    const firstName = await registerName(first.core, uniqueLabel('first'))
    const secondName = await registerName(second.core, uniqueLabel('second'))
    expect(profileName(first.core)).toBe(firstName)
    expect(profileName(second.core)).toBe(secondName)
    const address = privateKeyToAccount(second.privateKey).address
    expect(await (await get(`/v1/identity/${address}`)).json()).toEqual({ name: secondName, avatar: null })
  })
})
