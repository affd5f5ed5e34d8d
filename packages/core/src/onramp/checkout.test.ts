import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import { type Address, formatEther, parseEther } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accountData } from '../account/account-data.js'
import type { AppKitCore, AppKitEvent } from '../index.js'
import {
  chainClient,
  connectWallet,
  createAccountCore,
  installPageWindow,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { fakeWindow, payCheckout } from '../test/onramp-env.js'
import { openCheckout, reopenCheckout } from './checkout.js'
import { onrampState } from './onramp-state.js'
import { loadOnrampOptions } from './options.js'
import { setOnrampAmount } from './quotes.js'
import { trackPurchase } from './track-purchase.js'

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

/**
 * A core connected to a fresh (empty) account on chain 1 against `servicesUrl`, with 50 USD of ETH quoted by
 * both providers.
 */
async function quoted(servicesUrl = running.url): Promise<{ core: AppKitCore; address: Address }> {
  const wallet = createTestWallet({
    chains: walletChains(),
    privateKey: generatePrivateKey(),
    ...uniqueWallet(),
  })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(servicesUrl)
  cleanups.push(() => core.destroy())
  const address = await connectWallet(core, wallet.info.rdns)
  await loadOnrampOptions(core)
  setOnrampAmount(core, '50')
  await expect
    .poll(() => Object.values(onrampState(core).quotes.byProvider).map((quote) => quote.status))
    .toEqual(['ready', 'ready'])
  return { core, address }
}

/** Tracks the purchase quickly; stopped after the test. */
function track(core: AppKitCore, timeoutMs?: number) {
  cleanups.push(trackPurchase(core, { intervalMs: 100, timeoutMs }))
}

const phase = (core: AppKitCore) => onrampState(core).purchase?.phase

describe('openCheckout and trackPurchase', () => {
  it('buys 50 USD of ETH with a card: the checkout opens, is paid, and exactly the quoted ETH arrives', async () => {
    const { core, address } = await quoted()
    const events: AppKitEvent[] = []
    cleanups.push(core.subscribeEvents((event) => void events.push(event)))
    const window = fakeWindow()
    const before = await chainClient(1).getBalance({ address })

    await openCheckout(core, 'coinbase', { openWindow: () => window })
    const purchase = onrampState(core).purchase!
    expect(purchase).toMatchObject({ provider: 'coinbase', phase: 'waiting', checkout: 'open', address })
    expect(purchase.url).toMatch(new RegExp(`^${running.url}/onramp/checkout/[0-9a-f-]{36}$`))
    expect(window.visited).toEqual([purchase.url])
    expect(events.map((event) => event.data)).toContainEqual(
      expect.objectContaining({
        event: 'SELECT_BUY_PROVIDER',
        address,
        properties: expect.objectContaining({ provider: 'coinbase' }),
      }),
    )
    const [generated] = await hooks.requests('/v1/generators/onrampurl')
    expect(JSON.parse(generated!.body!)).toMatchObject({
      destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      presetFiatAmount: 50,
      provider: 'coinbase',
      paymentCurrency: 'USD',
      defaultExperience: 'buy',
    })

    track(core)
    await expect
      .poll(async () => (await hooks.requests(`/v1/account/${address}/history`)).length)
      .toBeGreaterThan(1)
    expect(phase(core)).toBe('waiting')
    // The provider's history is read past every cache.
    const historyReads = await hooks.requests(`/v1/account/${address}/history`)
    expect(
      historyReads.every((read) => read.query.onramp === 'coinbase' && read.query.chainId === 'eip155:1'),
    ).toBe(true)

    expect((await payCheckout(purchase.url!)).status).toBe(303)
    await expect.poll(() => phase(core), { timeout: 10_000 }).toBe('confirmed')
    const bought = purchase.quote.purchaseAmount.amount
    expect(bought).toBe('0.01633333')
    expect(purchase.received).toEqual({ amount: bought, symbol: 'ETH' })
    expect(purchase.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await chainClient(1).getBalance({ address })
    expect(after - before).toBe(parseEther(bought))

    // The balance shown and the activity are read again: the purchase shows as a deposit.
    await expect
      .poll(() => core.store.chain.state.chains.eip155?.accountState.balance)
      .toBe(formatEther(after))
    await expect
      .poll(() =>
        accountData(core).activity.transactions.map((entry) => [
          entry.metadata.operationType,
          entry.metadata.hash,
        ]),
      )
      .toContainEqual(['deposit', purchase.hash])
  })

  it('a blocked window is reported, and reopening the checkout opens it', async () => {
    const { core } = await quoted()
    await openCheckout(core, 'meld', { openWindow: () => null })
    const purchase = onrampState(core).purchase!
    expect(purchase).toMatchObject({ provider: 'meld', phase: 'waiting', checkout: 'blocked' })

    reopenCheckout(core, { openWindow: () => null })
    expect(purchase.checkout).toBe('blocked')
    const window = fakeWindow()
    reopenCheckout(core, { openWindow: () => window })
    expect(purchase.checkout).toBe('open')
    expect(window.visited).toEqual([purchase.url])
  })

  it('notices a checkout window the visitor closed before paying', async () => {
    const { core } = await quoted()
    const window = fakeWindow()
    await openCheckout(core, 'coinbase', { openWindow: () => window })
    track(core)
    window.close()
    await expect.poll(() => onrampState(core).purchase?.checkout).toBe('closed')
    expect(phase(core)).toBe('waiting')
  })

  it('a checkout that cannot be made is an error, and its window closes', async () => {
    const { core } = await quoted()
    await hooks.fault({ route: '/v1/generators/onrampurl', status: 500 })
    const window = fakeWindow()
    await openCheckout(core, 'coinbase', { openWindow: () => window })
    expect(onrampState(core).purchase).toMatchObject({ phase: 'error', checkout: 'closed' })
    expect(window.closed).toBe(true)
  })

  it('does nothing without a quote for the provider', async () => {
    const { core } = await quoted()
    setOnrampAmount(core, '5')
    let opened = false
    await openCheckout(core, 'coinbase', {
      openWindow: () => {
        opened = true
        return fakeWindow()
      },
    })
    expect(opened).toBe(false)
    expect(onrampState(core).purchase).toBeUndefined()
    expect(await hooks.requests('/v1/generators/onrampurl')).toEqual([])
  })

  it('an expired checkout reads as failed', async () => {
    const expiring = await startServices({
      port: 0,
      mode: 'test',
      chains: servicesChains(),
      log: () => {},
      onramp: { checkoutTtlMs: 0 },
    })
    cleanups.push(() => void expiring.stop())
    const { core } = await quoted(expiring.url)
    await openCheckout(core, 'coinbase', { openWindow: () => fakeWindow() })
    track(core)
    await expect.poll(() => phase(core)).toBe('failed')
  })

  it('gives up after the timeout', async () => {
    const { core } = await quoted()
    await openCheckout(core, 'coinbase', { openWindow: () => fakeWindow() })
    track(core, 0)
    await expect.poll(() => phase(core)).toBe('timed-out')
  })
})
