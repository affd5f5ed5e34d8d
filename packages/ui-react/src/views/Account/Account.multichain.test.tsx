import { bitcoin, mainnet, solana } from '@gangway/common'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { ADDRESS, renderWithCore, TRUNCATED_ADDRESS, update } from '../../test-utils.js'
import {
  connectFox,
  createMultiChainCore,
  SOLANA_ADDRESS,
  TRUNCATED_SOLANA_ADDRESS,
} from '../../test-multichain.js'
import { Account } from './Account.js'

/** EVM and Solana connected through Fox Wallet; Solana, connected last, is active. */
async function twoConnected(namespaces?: Parameters<typeof createMultiChainCore>[0]) {
  const context = await createMultiChainCore(namespaces)
  await connectFox(context.core, 'eip155')
  await connectFox(context.core, 'solana')
  await context.core.open({ view: 'Account' })
  renderWithCore(<Account />, context.core)
  return context
}

function accountList() {
  return within(screen.getByRole('region', { name: 'Connected accounts' }))
}

describe('Account with several namespaces connected', () => {
  it("lists every connected namespace's account with its name and truncated address; the active one is current", async () => {
    await twoConnected()
    const evm = accountList().getByRole('button', { name: `EVM Networks ${TRUNCATED_ADDRESS}` })
    const sol = accountList().getByRole('button', { name: `Solana ${TRUNCATED_SOLANA_ADDRESS}` })
    expect(evm.getAttribute('aria-current')).toBeNull()
    expect(sol.getAttribute('aria-current')).toBe('true')
    // The active account is the one shown on top.
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.getAllByText(TRUNCATED_SOLANA_ADDRESS)).toHaveLength(2)
  })

  it('has a Disconnect per namespace, named after it, and Disconnect all; no bare Disconnect', async () => {
    await twoConnected()
    expect(accountList().getByRole('button', { name: 'Disconnect EVM Networks' })).toBeTruthy()
    expect(accountList().getByRole('button', { name: 'Disconnect Solana' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect all' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  it('SPEC §4: Disconnect Solana ends that session only; EVM stays connected and becomes active', async () => {
    const user = userEvent.setup()
    const { core, adapters } = await twoConnected()
    await user.click(screen.getByRole('button', { name: 'Disconnect Solana' }))

    expect(adapters.solana?.control.calls).toContain('disconnect')
    expect(adapters.eip155?.control.calls).not.toContain('disconnect')
    expect(core.getAccount('solana').isConnected).toBe(false)
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getAddress()).toBe(ADDRESS)
    expect(core.isOpen()).toBe(true)
    // One account left: the single-account layout, with its plain Disconnect.
    expect(screen.getByText(TRUNCATED_ADDRESS)).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Connected accounts' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    // The pressed control is gone; focus stays on a control of the view.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ethereum' }))
  })

  it('SPEC §4: Disconnect all ends every session and closes on Connect', async () => {
    const user = userEvent.setup()
    const { core, adapters } = await twoConnected()
    await user.click(screen.getByRole('button', { name: 'Disconnect all' }))
    expect(adapters.eip155?.control.calls).toContain('disconnect')
    expect(adapters.solana?.control.calls).toContain('disconnect')
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.isOpen()).toBe(false)
    expect(core.store.router.state.view).toBe('Connect')
  })

  it("SPEC §4: picking another namespace's account makes it active on its network and resets the send form", async () => {
    const user = userEvent.setup()
    const { core, adapters } = await twoConnected()
    core.store.send.setTokenAmount('3')
    await user.click(accountList().getByRole('button', { name: `EVM Networks ${TRUNCATED_ADDRESS}` }))

    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.getCaipNetworkId()).toBe(mainnet.caipNetworkId)
    expect(core.getCaipAddress()).toBe(`eip155:1:${ADDRESS}`)
    expect(core.store.send.state.sendTokenAmount).toBeUndefined()
    // Its wallet is on that network already: nothing is asked of it.
    expect(adapters.eip155?.control.calls).toEqual(['connect:fox-eip155'])
    const evm = accountList().getByRole('button', { name: `EVM Networks ${TRUNCATED_ADDRESS}` })
    expect(evm.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
  })

  it('offers Connect another wallet while a configured namespace is not connected, and opens Connect', async () => {
    const user = userEvent.setup()
    const { core } = await twoConnected(['eip155', 'solana', 'bip122'])
    await user.click(screen.getByRole('button', { name: 'Connect another wallet' }))
    expect(core.store.router.state.history).toEqual(['Account', 'Connect'])
  })

  it('offers no Connect another wallet once every configured namespace is connected', async () => {
    await twoConnected(['eip155', 'solana'])
    expect(screen.queryByRole('button', { name: 'Connect another wallet' })).toBeNull()
  })

  it('with the active namespace not connected, says so and still lists the connected account', async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana', 'bip122'])
    await connectFox(core, 'eip155')
    await core.switchNetwork(bitcoin)
    renderWithCore(<Account />, core)
    expect(screen.getByText('No wallet connected on Bitcoin')).toBeTruthy()
    expect(accountList().getByRole('button', { name: `EVM Networks ${TRUNCATED_ADDRESS}` })).toBeTruthy()
    expect(accountList().getByRole('button', { name: 'Disconnect EVM Networks' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Disconnect all' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })
})

describe('connecting a second namespace from Account', () => {
  it('keeps the first: Account → Connect another wallet → Fox Wallet → Solana, both connected', async () => {
    const user = userEvent.setup()
    const { core, adapters } = await createMultiChainCore(['eip155', 'solana'])
    await core.connect(core.store.connectors.getConnector('rabbit')!)
    renderWithCore(<Modal />, core)
    await update(() => core.open())
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Connect another wallet' }))
    await user.click(screen.getByRole('button', { name: /^Fox Wallet/ }))
    await user.click(await screen.findByRole('button', { name: 'Solana' }))

    expect(adapters.eip155?.control.calls).toEqual(['connect:rabbit'])
    expect(core.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(core.getAccount('solana')).toMatchObject({ isConnected: true, address: SOLANA_ADDRESS })
    expect(core.getWalletInfo('eip155')?.name).toBe('Rabbit Wallet')
    expect(core.getWalletInfo('solana')?.name).toBe('Fox Wallet')
    expect(core.getCaipNetwork()?.caipNetworkId).toBe(solana.caipNetworkId)
  })
})
