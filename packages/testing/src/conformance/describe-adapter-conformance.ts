import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../wallet/authorization.js'
import { chainReader, codesInCauseChain } from './chain-reads.js'
import type {
  AdapterConformanceOptions,
  ConformanceEnvironment,
  ConformanceSetupParams,
  RecordedAdapterEvent,
} from './types.js'

const USER_REJECTED = 4001

/**
 * The shared ChainAdapter suite (ARCHITECTURE, Adapters: every adapter passes it), run against real
 * local chains and the test wallet. `setup` builds a fresh, constructed adapter for each test.
 */
export function describeAdapterConformance({ name, setup }: AdapterConformanceOptions) {
  describe(`${name}: ChainAdapter conformance`, () => {
    const started: ConformanceEnvironment[] = []

    async function start(params: Partial<ConformanceSetupParams> = {}) {
      const env = await setup({
        storage: params.storage ?? createMemoryStorage(),
        walletChains: 'all',
        ...params,
      })
      started.push(env)
      return env
    }

    /** A page reload: the old page is gone, the wallet and the site keep what they stored. */
    async function reload(env: ConformanceEnvironment, storage: ConformanceSetupParams['storage']) {
      started.splice(started.indexOf(env), 1)
      await env.teardown?.()
      return start({ storage })
    }

    afterEach(async () => {
      for (const env of started.splice(0)) await env.teardown?.()
    })

    it('ARCHITECTURE Adapters: syncConnectors reports the announced test wallet by name and rdns', async () => {
      const { adapter, events, wallet } = await start()
      await adapter.syncConnectors()
      expect(latestConnectors(events)).toContainEqual(
        expect.objectContaining({
          name: wallet.info.name,
          type: 'ANNOUNCED',
          info: expect.objectContaining({ rdns: wallet.info.rdns }),
        }),
      )
    })

    it("connect returns the wallet's address, chain and provider, and reports the account", async () => {
      const env = await start()
      const id = await walletConnectorId(env)
      const result = await env.adapter.connect({ id, chainId: env.networks[0].id })

      expect(result.address.toLowerCase()).toBe(env.wallet.account.address.toLowerCase())
      expect(String(result.chainId)).toBe(String(env.networks[0].id))
      expect(result.connectorId).toBe(id)
      expect(result.provider).toBe(env.wallet.provider)
      expect(env.adapter.getProvider()).toBe(env.wallet.provider)
      const accountEvent = env.events.find((e) => e.event === 'accountChanged')
      expect(accountEvent?.payload).toMatchObject({ address: result.address })
    })

    it('SPEC §8: a connection the user rejects fails with code 4001', async () => {
      const env = await start()
      const id = await walletConnectorId(env)
      env.wallet.rejectNextRequest()
      const error = await env.adapter.connect({ id, chainId: env.networks[0].id }).catch((e: unknown) => e)
      expect(codesInCauseChain(error)).toContain(USER_REJECTED)
    })

    it('getBalance returns what the chain holds, in whole units with the native symbol', async () => {
      const env = await start()
      const { address } = await connect(env)
      const [network] = env.networks
      const onChain = await chainReader(network).getBalance(address as `0x${string}`)

      const { balance, symbol } = await env.adapter.getBalance({ address, caipNetwork: network })
      expect(env.adapter.parseUnits(balance, network.nativeCurrency.decimals)).toBe(onChain)
      expect(symbol).toBe(network.nativeCurrency.symbol)
    })

    it('signMessage returns a signature viem verifyMessage accepts', async () => {
      const env = await start()
      const { address } = await connect(env)
      const message = 'Gangway conformance: sign me'
      const { signature } = await env.adapter.signMessage({ message, address })
      const valid = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      expect(valid).toBe(true)
    })

    it('SPEC §8: a signature the user rejects surfaces code 4001 in its cause chain', async () => {
      const env = await start()
      const { address } = await connect(env)
      env.wallet.rejectNextRequest()
      const error = await env.adapter.signMessage({ message: 'no', address }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(Error)
      expect(codesInCauseChain(error)).toContain(USER_REJECTED)
    })

    it('switchNetwork moves the wallet to the second network and reports chainChanged', async () => {
      const env = await start()
      await connect(env)
      await env.adapter.switchNetwork({ caipNetwork: env.networks[1] })
      await expectWalletOn(env, 1)
    })

    it('SPEC §8: switchNetwork adds a network the wallet lacks (4902) and then switches to it', async () => {
      const env = await start({ walletChains: 'first' })
      await connect(env)
      await env.adapter.switchNetwork({ caipNetwork: env.networks[1] })
      await expectWalletOn(env, 1)
    })

    it('sendTransaction moves value on the chain', async () => {
      const env = await start()
      const { address } = await connect(env)
      const [network] = env.networks
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const value = 123_456_789n

      const { hash } = await env.adapter.sendTransaction({
        address,
        to: recipient,
        value,
        caipNetwork: network,
      })
      const chain = chainReader(network)
      const receipt = await chain.waitForReceipt(hash as `0x${string}`)
      expect(receipt.status).toBe('success')
      expect(await chain.getBalance(recipient)).toBe(value)
    })

    it('disconnect emits disconnect and leaves no provider', async () => {
      const env = await start()
      await connect(env)
      env.events.length = 0
      await env.adapter.disconnect()
      expect(env.events.map((e) => e.event)).toContain('disconnect')
      expect(env.adapter.getProvider()).toBeUndefined()
    })

    it('reconnect after a reload without disconnecting restores the account without a prompt', async () => {
      const storage = createMemoryStorage()
      const first = await start({ storage })
      const { address } = await connect(first)

      const reloaded = await reload(first, storage)
      // A prompt now would be rejected: reconnecting must not ask the user.
      reloaded.wallet.rejectNextRequest()
      const restored = await reloaded.adapter.reconnect({ id: await walletConnectorId(reloaded) })
      expect(restored?.address.toLowerCase()).toBe(address.toLowerCase())
      expect(String(restored?.chainId)).toBe(String(reloaded.networks[0].id))
    })

    it('reconnect after disconnect and a reload restores nothing', async () => {
      const storage = createMemoryStorage()
      const first = await start({ storage })
      await connect(first)
      await first.adapter.disconnect()

      const reloaded = await reload(first, storage)
      expect(await reloaded.adapter.reconnect({ id: await walletConnectorId(reloaded) })).toBeUndefined()
    })

    it('parseUnits and formatUnits convert between whole units and base units', async () => {
      const { adapter } = await start()
      expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
      expect(Number(adapter.formatUnits(1_500_000n, 6))).toBe(1.5)
    })
  })
}

function latestConnectors(events: RecordedAdapterEvent[]) {
  const last = events.filter((e) => e.event === 'connectors').at(-1)
  return (last?.payload ?? []) as { id: string; name: string; type: string; info?: { rdns?: string } }[]
}

/** The id under which the adapter reports the test wallet. */
async function walletConnectorId(env: ConformanceEnvironment) {
  await env.adapter.syncConnectors()
  const connector = latestConnectors(env.events).find((c) => c.info?.rdns === env.wallet.info.rdns)
  if (!connector) throw new Error(`The adapter did not report the test wallet (${env.wallet.info.rdns}).`)
  return connector.id
}

async function connect(env: ConformanceEnvironment) {
  return env.adapter.connect({ id: await walletConnectorId(env), chainId: env.networks[0].id })
}

async function expectWalletOn(env: ConformanceEnvironment, index: 0 | 1) {
  const network = env.networks[index]
  expect(await env.wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(Number(network.id)))
  const changes = env.events.filter((e) => e.event === 'chainChanged')
  expect(changes.map((e) => String((e.payload as { chainId: unknown }).chainId))).toContain(
    String(network.id),
  )
}
