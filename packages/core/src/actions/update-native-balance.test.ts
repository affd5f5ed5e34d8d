import { describe, expect, it } from 'vitest'
import { ADDRESS, OTHER_ADDRESS } from '../test/fixtures.js'
import { metamask, setupCore } from '../test/setup-core.js'

async function connectedCore() {
  const context = setupCore()
  await context.core.ready()
  await context.core.connect(metamask.connector)
  return context
}

describe('updateNativeBalance', () => {
  it('reads the raw decimal balance and symbol of the active address on the active network', async () => {
    const { core, memory } = await connectedCore()
    memory.setBalance('eip155:1', ADDRESS, '10000.0')
    await core.updateNativeBalance()
    expect(core.store.chain.getAccountState()).toMatchObject({
      balance: '10000.0',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
    expect(memory.calls.at(-1)).toEqual({
      method: 'getBalance',
      params: { address: ADDRESS, caipNetworkId: 'eip155:1' },
    })
  })

  it('asked twice while a read is under way, reads the balance once', async () => {
    const { core, memory } = await connectedCore()
    const before = memory.calls.filter((call) => call.method === 'getBalance').length
    await Promise.all([core.updateNativeBalance(), core.updateNativeBalance()])
    expect(memory.calls.filter((call) => call.method === 'getBalance')).toHaveLength(before + 1)
  })

  it('is loading while the request runs', async () => {
    const { core } = await connectedCore()
    const pending = core.updateNativeBalance('eip155')
    expect(core.store.chain.getAccountState('eip155')?.balanceLoading).toBe(true)
    await pending
    expect(core.store.chain.getAccountState('eip155')?.balanceLoading).toBe(false)
  })

  it('a failure leaves the balance undefined and never throws', async () => {
    const { core, memory } = await connectedCore()
    memory.setBalance('eip155:1', ADDRESS, '1')
    await core.updateNativeBalance()
    memory.failures.getBalance = new Error('RPC down')
    await expect(core.updateNativeBalance()).resolves.toBeUndefined()
    expect(core.store.chain.getAccountState()).toMatchObject({ balance: undefined, balanceLoading: false })
  })

  it('does nothing without a connected address', async () => {
    const { core, memory } = setupCore()
    await core.updateNativeBalance()
    expect(memory.calls.some((call) => call.method === 'getBalance')).toBe(false)
  })

  it('drops an answer for an address that changed while it was on its way', async () => {
    const { core, memory } = await connectedCore()
    memory.setBalance('eip155:1', ADDRESS, '1')
    memory.setBalance('eip155:1', OTHER_ADDRESS, '2')
    const stale = core.updateNativeBalance()
    memory.simulateAccountChanged(OTHER_ADDRESS)
    await stale
    await core.updateNativeBalance()
    expect(core.store.chain.getAccountState()).toMatchObject({ address: OTHER_ADDRESS, balance: '2' })
  })
})
