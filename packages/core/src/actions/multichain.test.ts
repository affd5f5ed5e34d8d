import { STORAGE_KEYS } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { ADDRESS, BITCOIN_ADDRESS, SOLANA_ADDRESS, testNetworks } from '../test/fixtures.js'
import { metamask, setupMultiChainCore, xverse } from '../test/setup-core.js'

const connectorKey = (namespace: string) => `${STORAGE_KEYS.connectedConnectorIdPrefix}${namespace}`

/** MetaMask on eip155, then Phantom on Solana: two namespaces, two wallets. */
async function twoNamespacesConnected() {
  const context = setupMultiChainCore()
  await context.core.ready()
  await context.core.connect(metamask.connector)
  const phantom = context.core.store.connectors.getConnector('app.phantom')!
  await context.core.connect(phantom)
  return context
}

describe('several namespaces connected at once', () => {
  it('SPEC §4 (per chain): connecting Solana keeps the eip155 connection; the new namespace becomes active', async () => {
    const { core, evm, storage } = await twoNamespacesConnected()

    expect(evm.calls.some((call) => call.method === 'disconnect')).toBe(false)
    expect(core.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(core.getAccount('solana')).toMatchObject({ isConnected: true, address: SOLANA_ADDRESS })
    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getAddress()).toBe(SOLANA_ADDRESS)
    expect(core.store.connectors.state.activeConnectorIds).toEqual({
      eip155: 'io.metamask',
      solana: 'app.phantom',
    })
    expect(storage.values.get(connectorKey('eip155'))).toBe('"io.metamask"')
    expect(storage.values.get(connectorKey('solana'))).toBe('"app.phantom"')
    expect(core.store.router.state.view).toBe('Account')
  })

  it('SPEC §4: one wallet merged across namespaces (MULTI_CHAIN) connects each namespace through its own connector', async () => {
    const { core, evm, solana } = setupMultiChainCore()
    await core.ready()
    const merged = core.store.connectors.state.connectors.find((entry) => entry.type === 'MULTI_CHAIN')!
    expect(merged.connectors?.map((member) => member.chain)).toEqual(['eip155', 'solana'])

    await core.connect(merged, { namespace: 'solana' })
    await core.connect(merged, { namespace: 'eip155' })

    expect(solana.calls.find((call) => call.method === 'connect')?.params).toMatchObject({
      id: 'io.metamask.solana',
    })
    expect(evm.calls.find((call) => call.method === 'connect')?.params).toMatchObject({ id: 'io.metamask' })
    expect(solana.calls.some((call) => call.method === 'disconnect')).toBe(false)
    expect(core.getAccount('solana').isConnected).toBe(true)
    expect(core.getAccount('eip155').isConnected).toBe(true)
    expect(core.getWalletInfo('solana')).toMatchObject({ name: 'MetaMask' })
  })

  it('a failed connection of a second namespace leaves the first connected and active', async () => {
    const { core, solana } = setupMultiChainCore()
    await core.ready()
    await core.connect(metamask.connector)
    solana.failures.connect = new Error('Wallet is locked')
    await core.connect(core.store.connectors.getConnector('app.phantom')!)
    expect(core.store.connection.state).toMatchObject({ status: 'connected', error: 'Wallet is locked' })
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getAccount('eip155').isConnected).toBe(true)
    expect(core.getAccount('solana').status).toBe('disconnected')
  })

  it('three namespaces stay connected together (EVM, Solana and Bitcoin)', async () => {
    const { core } = await twoNamespacesConnected()
    await core.connect(xverse.connector)
    expect(core.getAddress('eip155')).toBe(ADDRESS)
    expect(core.getAddress('solana')).toBe(SOLANA_ADDRESS)
    expect(core.getAddress('bip122')).toBe(BITCOIN_ADDRESS)
    expect(core.getActiveChainNamespace()).toBe('bip122')
  })
})

describe('switching the active network across namespaces', () => {
  it('SPEC §4: changes the active namespace and address, and resets the send form', async () => {
    const { core, solana } = await twoNamespacesConnected()
    await core.switchNetwork(testNetworks.mainnet)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getCaipAddress()).toBe(`eip155:1:${ADDRESS}`)

    core.store.send.setTokenAmount('1.5')
    core.store.send.setReceiverAddress(ADDRESS)
    await core.switchNetwork(testNetworks.solana)

    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getCaipAddress()).toBe(`${testNetworks.solana.caipNetworkId}:${SOLANA_ADDRESS}`)
    expect(core.store.send.state).toEqual({ tokenBalances: [], loading: false })
    // The Solana wallet is on that network already: making it active again asks it nothing.
    expect(solana.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })

  it('SPEC §4: to a namespace with no wallet, the active address is none and the send form resets', async () => {
    const { core } = setupMultiChainCore()
    await core.ready()
    await core.connect(metamask.connector)
    core.store.send.setTokenAmount('2')
    await core.switchNetwork(testNetworks.bitcoin)
    expect(core.getActiveChainNamespace()).toBe('bip122')
    expect(core.getCaipAddress()).toBeUndefined()
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.store.send.state.sendTokenAmount).toBeUndefined()
    // eip155 is still connected, on its own network.
    expect(core.getCaipAddress('eip155')).toBe(`eip155:1:${ADDRESS}`)
  })

  it('a connected wallet of the namespace is still asked to switch to another of its networks', async () => {
    const { core, solana } = await twoNamespacesConnected()
    await core.switchNetwork(testNetworks.polygon)
    expect(core.getCaipAddress()).toBe(`eip155:137:${ADDRESS}`)
    expect(solana.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
  })
})

describe('disconnecting one namespace of several', () => {
  it('SPEC §4: disconnect resets account and network of that chain only; the other stays connected and becomes active', async () => {
    const { core, evm, storage } = await twoNamespacesConnected()
    await core.open({ view: 'Account' })
    const events: unknown[] = []
    core.subscribeEvents((event) => events.push(event.data))

    await core.disconnect('solana')

    expect(core.getAccount('solana')).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(core.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(evm.calls.some((call) => call.method === 'disconnect')).toBe(false)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getCaipAddress()).toBe(`eip155:1:${ADDRESS}`)
    expect(storage.values.has(connectorKey('solana'))).toBe(false)
    expect(storage.values.get(connectorKey('eip155'))).toBe('"io.metamask"')
    expect(storage.values.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"')
    expect(core.store.connection.state.status).toBe('connected')
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Account')
    expect(events).toEqual([
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'solana' } },
    ])
  })

  it('disconnecting a namespace that is not the active one keeps the active one', async () => {
    const { core } = await twoNamespacesConnected()
    await core.disconnect('eip155')
    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getAddress()).toBe(SOLANA_ADDRESS)
  })

  it('SPEC §4: disconnect without a namespace disconnects every connected one and closes on Connect', async () => {
    const { core, evm, solana, bitcoin } = await twoNamespacesConnected()
    await core.open({ view: 'Account' })
    await core.disconnect()
    for (const adapter of [evm, solana]) {
      expect(adapter.calls.filter((call) => call.method === 'disconnect')).toHaveLength(1)
    }
    expect(bitcoin.calls.some((call) => call.method === 'disconnect')).toBe(false)
    expect(core.getAccount('eip155').isConnected).toBe(false)
    expect(core.getAccount('solana').isConnected).toBe(false)
    expect(core.store.connection.state.status).toBe('disconnected')
    expect(core.store.router.state.history).toEqual(['Connect'])
    expect(core.isOpen()).toBe(false)
  })

  it("the wallet ending one namespace's session by itself leaves the other connected and active", async () => {
    const { core, solana } = await twoNamespacesConnected()
    await core.open({ view: 'Account' })
    solana.simulateDisconnect()
    expect(core.getAccount('solana').isConnected).toBe(false)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getIsConnectedState()).toBe(true)
    expect(core.store.router.state.view).toBe('Account')
  })
})

describe('default account type per namespace', () => {
  it('SPEC §4: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', async () => {
    const { core } = setupMultiChainCore()
    expect(core.getPreferredAccountType('bip122')).toBe('payment')
    expect(core.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(core.getPreferredAccountType('solana')).toBe('eoa')
    // A namespace the app did not configure still answers with its default.
    expect(core.getPreferredAccountType('polkadot')).toBe('eoa')
    expect(core.getPreferredAccountType('cosmos')).toBeUndefined()
    // Without a namespace: the active one's.
    await core.switchNetwork(testNetworks.bitcoin)
    expect(core.getPreferredAccountType()).toBe('payment')
  })

  it('SPEC §4: the defaultAccountTypes option overrides the default of the namespaces it names', () => {
    const { core } = setupMultiChainCore({
      options: { defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal', polkadot: 'smartAccount' } },
    })
    expect(core.getPreferredAccountType('eip155')).toBe('eoa')
    expect(core.getPreferredAccountType('bip122')).toBe('ordinal')
    expect(core.getPreferredAccountType('polkadot')).toBe('smartAccount')
    expect(core.getPreferredAccountType('solana')).toBe('eoa')
  })

  it('SPEC §4: each namespace is back to its default after its disconnect', async () => {
    const { core } = await twoNamespacesConnected()
    core.store.chain.setAccountState('eip155', { preferredAccountType: 'eoa' })
    await core.disconnect('eip155')
    expect(core.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(core.getPreferredAccountType('solana')).toBe('eoa')
  })
})
