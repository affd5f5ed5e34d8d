import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../wallet/authorization.js'
import { expectNetworkNotFound, expectUserRejection, sameAddress } from './assertions.js'
import {
  type AdapterConformanceOptions,
  CONFORMANCE_CASES,
  type ConformanceCase,
  type ConformanceEnvironment,
  type ConformanceSetupParams,
  type RecordedAdapterEvent,
} from './types.js'

/**
 * The shared ChainAdapter suite (ARCHITECTURE, Adapters: every adapter passes it), run against real local
 * chains and real test wallets. `setup` builds a fresh, constructed adapter for each test. A case that does
 * not apply is skipped only with a reason, which becomes the skipped test's name and is printed.
 */
export function describeAdapterConformance({ name, skip = {}, setup }: AdapterConformanceOptions) {
  describe(`${name}: ChainAdapter conformance`, () => {
    const started: ConformanceEnvironment[] = []
    const skipped = CONFORMANCE_CASES.filter((id) => skip[id])
    if (skipped.length > 0) {
      console.info(`${name} skips: ${skipped.map((id) => `${id} (${skip[id]})`).join('; ')}`)
    }

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

    function conformanceCase(id: ConformanceCase, title: string, run: () => Promise<void>) {
      const reason = skip[id]
      if (reason) it.skip(`${id}: ${title} (skipped: ${reason})`, run)
      else it(`${id}: ${title}`, run)
    }

    conformanceCase('discovery', 'syncConnectors reports the wallet by name and type', async () => {
      const env = await start()
      await env.adapter.syncConnectors()
      const { connector } = env.wallet
      expect(latestConnectors(env.events)).toContainEqual(
        expect.objectContaining({
          name: connector.name,
          type: connector.type,
          ...(connector.id ? { id: connector.id } : {}),
          ...(connector.rdns ? { info: expect.objectContaining({ rdns: connector.rdns }) } : {}),
        }),
      )
    })

    conformanceCase('connect', "connect returns the wallet's address, the chain and a provider", async () => {
      const env = await start()
      const id = await walletConnectorId(env)
      await env.wallet.beforeConnect?.()
      const result = await env.adapter.connect({ id, chainId: env.networks[0].id })

      expect(sameAddress(result.address, env.wallet.address)).toBe(true)
      expect(String(result.chainId)).toBe(String(env.networks[0].id))
      expect(result.connectorId).toBe(id)
      if (env.wallet.provider !== undefined) expect(result.provider).toBe(env.wallet.provider)
      expect(result.provider).toBeTruthy()
      expect(env.adapter.getProvider()).toBeTruthy()
    })

    conformanceCase(
      'connect-rejected',
      'a connection the user rejects fails as a user rejection',
      async () => {
        const env = await start()
        env.wallet.rejectNextRequest()
        expectUserRejection(await connect(env).catch((error: unknown) => error))
      },
    )

    conformanceCase(
      'balance',
      'getBalance returns what the chain holds, with the native symbol',
      async () => {
        const env = await start()
        const { address } = await connect(env)
        const [network] = env.networks
        const onChain = await env.chain.balanceOf(address)
        expect(onChain).toBeGreaterThan(0n)

        const { balance, symbol } = await env.adapter.getBalance({ address, caipNetwork: network })
        expect(env.adapter.parseUnits(balance, network.nativeCurrency.decimals)).toBe(onChain)
        expect(symbol).toBe(network.nativeCurrency.symbol)
      },
    )

    conformanceCase(
      'switch-network',
      'switchNetwork moves to the second network and reports it',
      async () => {
        const env = await start()
        await connect(env)
        const target = secondNetwork(env)
        await env.adapter.switchNetwork({ caipNetwork: target })
        await expectChainChanged(env, target.id)
      },
    )

    conformanceCase(
      'switch-network-add',
      'switchNetwork adds a network the wallet lacks (4902), then switches to it',
      async () => {
        const env = await start({ walletChains: 'first' })
        await connect(env)
        const target = secondNetwork(env)
        await env.adapter.switchNetwork({ caipNetwork: target })
        await expectChainChanged(env, target.id)
      },
    )

    conformanceCase(
      'switch-network-unknown',
      "switching to a network that is not configured fails with 'Network not found'",
      async () => {
        const env = await start()
        await connect(env)
        if (!env.unknownNetwork) throw new Error('setup must give an unknownNetwork, or skip this case')
        const error = await env.adapter
          .switchNetwork({ caipNetwork: env.unknownNetwork })
          .catch((caught: unknown) => caught)
        expectNetworkNotFound(error)
      },
    )

    conformanceCase('sign-message', 'signMessage returns a signature the chain scheme verifies', async () => {
      const env = await start()
      const { address } = await connect(env)
      const message = 'Gangway conformance: sign me'
      const { signature } = await env.adapter.signMessage({ message, address })
      expect(await env.chain.verifyMessage({ address, message, signature })).toBe(true)
    })

    conformanceCase('sign-rejected', 'a signature the user rejects fails as a user rejection', async () => {
      const env = await start()
      const { address } = await connect(env)
      env.wallet.rejectNextRequest()
      expectUserRejection(await env.adapter.signMessage({ message: 'no', address }).catch((e: unknown) => e))
    })

    conformanceCase('send-native', 'sendTransaction moves native value, final on the chain', async () => {
      const env = await start()
      const { address } = await connect(env)
      const recipient = env.chain.newRecipient()
      const value = env.chain.sendValue
      const { hash } = await env.adapter.sendTransaction({
        address,
        to: recipient,
        value,
        caipNetwork: env.networks[0],
      })
      await env.chain.confirm(hash)
      expect(await env.chain.balanceOf(recipient)).toBe(value)
    })

    conformanceCase('send-rejected', 'a transaction the user rejects fails and moves nothing', async () => {
      const env = await start()
      const { address } = await connect(env)
      const recipient = env.chain.newRecipient()
      env.wallet.rejectNextRequest()
      const error = await env.adapter
        .sendTransaction({ address, to: recipient, value: env.chain.sendValue, caipNetwork: env.networks[0] })
        .catch((caught: unknown) => caught)
      expectUserRejection(error)
      expect(await env.chain.balanceOf(recipient)).toBe(0n)
    })

    conformanceCase(
      'estimate-gas',
      'estimateGas prices a transfer at 21000 and a contract call above',
      async () => {
        const env = await start()
        const { address } = await connect(env)
        const { adapter, chain } = env
        if (!adapter.estimateGas || !chain.contract)
          throw new Error('estimateGas and a contract are required')
        const caipNetwork = env.networks[0]
        const transfer = await adapter.estimateGas({
          address,
          to: chain.newRecipient(),
          value: 1n,
          caipNetwork,
        })
        expect(transfer.gas).toBe(21_000n)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.newRecipient() as Address, 1n],
        })
        const call = await adapter.estimateGas({ address, to: chain.contract.address, data, caipNetwork })
        expect(call.gas).toBeGreaterThan(21_000n)
      },
    )

    conformanceCase('write-contract', 'writeContract sends a contract call the chain executes', async () => {
      const env = await start()
      const { address } = await connect(env)
      const { adapter, chain } = env
      if (!adapter.writeContract || !chain.contract)
        throw new Error('writeContract and a contract are required')
      const spender = chain.newRecipient()
      const { hash } = await adapter.writeContract({
        address,
        contractAddress: chain.contract.address,
        abi: chain.contract.abi,
        method: 'approve',
        args: [spender, 424_242n],
        caipNetwork: env.networks[0],
      })
      await chain.confirm(hash)
      expect(await chain.contract.allowance(address, spender)).toBe(424_242n)
    })

    conformanceCase(
      'units',
      'parseUnits and formatUnits round-trip at the native and common decimals',
      async () => {
        const { adapter, networks } = await start()
        for (const decimals of new Set([networks[0].nativeCurrency.decimals, 6, 8, 9, 18])) {
          const one = 10n ** BigInt(decimals)
          expect(adapter.parseUnits('1.5', decimals)).toBe(one + one / 2n)
          expect(adapter.parseUnits(adapter.formatUnits(1n, decimals), decimals)).toBe(1n)
          expect(Number(adapter.formatUnits(123n * one + one / 4n, decimals))).toBe(123.25)
        }
      },
    )

    conformanceCase('disconnect', 'disconnect reports the disconnection and leaves no provider', async () => {
      const env = await start()
      await connect(env)
      env.events.length = 0
      await env.adapter.disconnect()
      await vi.waitFor(() => expect(env.events.map((e) => e.event)).toContain('disconnect'))
      expect(env.adapter.getProvider()).toBeUndefined()
    })

    conformanceCase('event-account-changed', 'an account picked in the wallet is reported', async () => {
      const env = await start()
      const { address } = await connect(env)
      if (!env.wallet.changeAccount)
        throw new Error('the wallet driver must change accounts, or skip this case')
      const next = await env.wallet.changeAccount()
      expect(sameAddress(next, address)).toBe(false)
      await vi.waitFor(() => {
        const changes = env.events.filter((e) => e.event === 'accountChanged')
        expect(changes.some((e) => sameAddress((e.payload as { address: string }).address, next))).toBe(true)
      })
    })

    conformanceCase('event-chain-changed', 'a network picked in the wallet is reported', async () => {
      const env = await start()
      await connect(env)
      if (!env.wallet.switchChain) throw new Error('the wallet driver must switch chains, or skip this case')
      const target = secondNetwork(env)
      await env.wallet.switchChain(target)
      await expectChainChanged(env, target.id)
    })

    conformanceCase('event-disconnect', 'a disconnection made in the wallet is reported', async () => {
      const env = await start()
      await connect(env)
      if (!env.wallet.disconnect) throw new Error('the wallet driver must disconnect, or skip this case')
      env.events.length = 0
      await env.wallet.disconnect()
      await vi.waitFor(() => expect(env.events.map((e) => e.event)).toContain('disconnect'))
    })

    conformanceCase('restore', 'reconnect after a reload restores the account without a prompt', async () => {
      const storage = createMemoryStorage()
      const first = await start({ storage })
      const { address } = await connect(first)

      const reloaded = await reload(first, storage)
      // A prompt now would be rejected: restoring must not ask the user.
      reloaded.wallet.rejectNextRequest()
      const restored = await reloaded.adapter.reconnect({ id: await walletConnectorId(reloaded) })
      expect(restored && sameAddress(restored.address, address)).toBe(true)
      expect(String(restored?.chainId)).toBe(String(reloaded.networks[0].id))
    })

    conformanceCase(
      'restore-after-disconnect',
      'reconnect after disconnect and a reload restores nothing',
      async () => {
        const storage = createMemoryStorage()
        const first = await start({ storage })
        await connect(first)
        await first.adapter.disconnect()

        const reloaded = await reload(first, storage)
        expect(await reloaded.adapter.reconnect({ id: await walletConnectorId(reloaded) })).toBeUndefined()
      },
    )
  })
}

function latestConnectors(events: RecordedAdapterEvent[]) {
  const last = events.filter((e) => e.event === 'connectors').at(-1)
  return (last?.payload ?? []) as { id: string; name: string; type: string; info?: { rdns?: string } }[]
}

/** The id under which the adapter reports the wallet. */
async function walletConnectorId(env: ConformanceEnvironment) {
  await env.adapter.syncConnectors()
  const { connector } = env.wallet
  const found = latestConnectors(env.events).find((candidate) =>
    connector.id
      ? candidate.id === connector.id
      : connector.rdns
        ? candidate.info?.rdns === connector.rdns
        : candidate.name === connector.name,
  )
  if (!found) throw new Error(`The adapter did not report the wallet "${connector.name}".`)
  return found.id
}

async function connect(env: ConformanceEnvironment) {
  const id = await walletConnectorId(env)
  await env.wallet.beforeConnect?.()
  return env.adapter.connect({ id, chainId: env.networks[0].id })
}

function secondNetwork(env: ConformanceEnvironment) {
  const network = env.networks[1]
  if (!network) throw new Error('setup must give two networks, or skip this case')
  return network
}

async function expectChainChanged(env: ConformanceEnvironment, chainId: string | number) {
  await vi.waitFor(() => {
    const changes = env.events.filter((e) => e.event === 'chainChanged')
    expect(changes.map((e) => String((e.payload as { chainId: unknown }).chainId))).toContain(String(chainId))
  })
  const onWallet = await env.wallet.currentChainId?.()
  if (onWallet !== undefined) expect(String(onWallet)).toBe(String(chainId))
}
