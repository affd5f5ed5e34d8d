import { NetworkNotFoundError, STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { ADDRESS, testNetworks } from '../test/fixtures.js'
import { userRejection } from '../test/memory-adapter.js'
import { metamask, setupCore } from '../test/setup-core.js'

const { mainnet, polygon, sepolia, solana } = testNetworks

describe('switchNetwork', () => {
  it('sets the active network directly when no wallet of that namespace is connected, and stores it', async () => {
    const { core, memory, storage } = setupCore()
    const names: string[] = []
    core.subscribeEvents((event) => names.push(event.data.event))
    await core.switchNetwork(polygon)
    expect(core.getCaipNetworkId()).toBe('eip155:137')
    expect(core.getChainId()).toBe(137)
    expect(memory.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(storage.values.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:137"')
    expect(names).toEqual(['SWITCH_NETWORK'])
  })

  it('asks a connected wallet to switch, then refreshes the balance on the new network', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    memory.setBalance('eip155:137', ADDRESS, '42')
    await core.connect(metamask.connector)
    await core.switchNetwork(polygon)
    expect(memory.calls.filter((call) => call.method === 'switchNetwork').map((call) => call.params)).toEqual(
      ['eip155:137'],
    )
    expect(core.getCaipAddress()).toBe(`eip155:137:${ADDRESS}`)
    expect(core.store.chain.getAccountState()).toMatchObject({ balance: '42', balanceSymbol: 'POL' })
  })

  it('SPEC §4: switching the active network changes the active namespace', async () => {
    const { core } = setupCore({ options: { networks: [mainnet, solana] } })
    await core.switchNetwork(solana)
    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getState().activeChain).toBe('solana')
  })

  it("SPEC §5: a network that is not configured raises the 'Network Not Found' alert and changes nothing", async () => {
    const { core } = setupCore()
    await core.switchNetwork(sepolia)
    expect(core.getCaipNetworkId()).toBe('eip155:1')
    expect(core.store.alert.state).toMatchObject({
      open: true,
      message: 'Network Not Found',
      variant: 'error',
    })
    await expect(core.switchNetwork(sepolia, { throwOnFailure: true })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
  })

  it('a rejected switch leaves the network as it was and keeps the message', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    await core.connect(metamask.connector)
    memory.failures.switchNetwork = userRejection()
    await core.switchNetwork(polygon)
    expect(core.getCaipNetworkId()).toBe('eip155:1')
    expect(core.store.connection.state.error).toBe('User rejected the request.')
    await expect(core.switchNetwork(polygon, { throwOnFailure: true })).rejects.toBe(
      memory.failures.switchNetwork,
    )
  })

  it('a switch back to a requested network closes the UnsupportedChain view', async () => {
    const { core, memory } = setupCore()
    await core.ready()
    await core.connect(metamask.connector)
    memory.simulateChainChanged(10)
    expect(core.store.router.state.view).toBe('UnsupportedChain')
    await core.switchNetwork(mainnet)
    expect(core.isOpen()).toBe(false)
    expect(core.getCaipNetworkId()).toBe('eip155:1')
  })
})
