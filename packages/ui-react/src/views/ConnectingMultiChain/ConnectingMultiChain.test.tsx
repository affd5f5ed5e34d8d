import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, renderWithCore, update } from '../../test-utils.js'
import { connectFox, createMultiChainCore, foxEntry, SOLANA_ADDRESS } from '../../test-multichain.js'
import { Modal } from '../../modal/Modal.js'
import { Connect } from '../Connect/Connect.js'
import { ConnectingMultiChain } from './ConnectingMultiChain.js'

/** Connect, then Fox Wallet picked: the namespace choice it opens. */
async function pickFox(namespaces?: Parameters<typeof createMultiChainCore>[0]) {
  const user = userEvent.setup()
  const context = await createMultiChainCore(namespaces)
  await context.core.open({ view: 'Connect' })
  const connect = renderWithCore(<Connect />, context.core)
  await user.click(screen.getByRole('button', { name: /^Fox Wallet/ }))
  connect.unmount()
  renderWithCore(<ConnectingMultiChain />, context.core)
  return { ...context, user }
}

function chainList() {
  return within(screen.getByRole('list', { name: 'Select a chain' }))
}

describe('ConnectingMultiChain', () => {
  it('picking a wallet on several namespaces in Connect opens the namespace choice and asks the wallet nothing', async () => {
    const { core, adapters } = await pickFox()
    expect(core.store.router.state.view).toBe('ConnectingMultiChain')
    expect(core.store.router.state.data?.connector?.type).toBe('MULTI_CHAIN')
    expect(adapters.eip155?.control.calls).toEqual([])
    expect(adapters.solana?.control.calls).toEqual([])
    expect(screen.getByText('Choose where to connect Fox Wallet.')).toBeTruthy()
  })

  it("lists the wallet's namespaces by their catalogue names: two", async () => {
    await pickFox()
    const names = chainList()
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['EVM Networks', 'Solana'])
  })

  it("lists the wallet's namespaces by their catalogue names: three, the connected one marked", async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana', 'bip122'])
    await connectFox(core, 'eip155')
    core.store.router.push('ConnectingMultiChain', { connector: foxEntry(core) })
    renderWithCore(<ConnectingMultiChain />, core)
    expect(chainList().getByRole('button', { name: 'EVM Networks Connected' })).toBeTruthy()
    expect(chainList().getByRole('button', { name: 'Solana' })).toBeTruthy()
    expect(chainList().getByRole('button', { name: 'Bitcoin' })).toBeTruthy()
  })

  it('choosing a namespace connects it through that namespace’s connector, waiting for the wallet meanwhile', async () => {
    const { core, adapters, user } = await pickFox()
    let answer = () => {}
    adapters.solana!.control.gate = new Promise<void>((resolve) => (answer = resolve))

    await user.click(screen.getByRole('button', { name: 'Solana' }))
    expect(adapters.solana?.control.calls).toEqual(['connect:fox-solana'])
    expect(screen.getByRole('button', { name: 'Solana' }).getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Connecting Fox Wallet on Solana')).toBeTruthy()
    expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()

    await update(() => answer())
    expect(core.getAccount('solana')).toMatchObject({ isConnected: true, address: SOLANA_ADDRESS })
    expect(core.getAccount('eip155').isConnected).toBe(false)
    expect(adapters.eip155?.control.calls).toEqual([])
    expect(core.store.router.state.view).toBe('Account')
  })

  it('a declined request shows why, with Try again for the same namespace', async () => {
    const { core, adapters, user } = await pickFox()
    adapters.eip155!.control.failConnect = Object.assign(new Error('User rejected the request.'), {
      code: 4001,
    })

    await user.click(screen.getByRole('button', { name: 'EVM Networks' }))
    expect(screen.getByText('Connection declined')).toBeTruthy()
    expect(screen.queryByText(/^Connecting Fox Wallet/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(adapters.eip155?.control.calls).toEqual(['connect:fox-eip155', 'connect:fox-eip155'])
    expect(core.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS })
  })

  it('after a failure another namespace can be chosen', async () => {
    const { core, adapters, user } = await pickFox()
    adapters.eip155!.control.failConnect = new Error('Wallet is locked')
    await user.click(screen.getByRole('button', { name: 'EVM Networks' }))
    expect(screen.getByText('Wallet is locked')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Solana' }))
    expect(core.getAccount('solana').isConnected).toBe(true)
  })

  it('ignores picks while the wallet is answering', async () => {
    const { adapters, user } = await pickFox()
    let answer = () => {}
    adapters.solana!.control.gate = new Promise<void>((resolve) => (answer = resolve))
    await user.click(screen.getByRole('button', { name: 'Solana' }))
    await user.click(screen.getByRole('button', { name: 'EVM Networks' }))
    expect(adapters.eip155?.control.calls).toEqual([])
    expect(screen.getByRole('button', { name: 'EVM Networks' }).getAttribute('aria-disabled')).toBe('true')
    await update(() => answer())
  })

  it('a namespace connected through this wallet is made active instead of being asked again', async () => {
    const user = userEvent.setup()
    const { core, adapters } = await createMultiChainCore()
    await connectFox(core, 'eip155')
    await connectFox(core, 'solana')
    expect(core.getActiveChainNamespace()).toBe('solana')
    await core.open({ view: 'Account' })
    core.store.router.push('ConnectingMultiChain', { connector: foxEntry(core) })
    renderWithCore(<ConnectingMultiChain />, core)
    const connect = vi.spyOn(core, 'connect')

    await user.click(screen.getByRole('button', { name: 'EVM Networks Connected' }))
    expect(connect).not.toHaveBeenCalled()
    expect(adapters.eip155?.control.calls).toEqual(['connect:fox-eip155'])
    expect(core.getActiveChainNamespace()).toBe('eip155')
    expect(core.store.router.state.view).toBe('Account')
  })

  it('a namespace connected through another wallet names it; picking it connects this wallet there', async () => {
    const user = userEvent.setup()
    const { core, adapters } = await createMultiChainCore()
    await core.connect(core.store.connectors.getConnector('rabbit')!)
    core.store.router.push('ConnectingMultiChain', { connector: foxEntry(core) })
    renderWithCore(<ConnectingMultiChain />, core)

    await user.click(chainList().getByRole('button', { name: 'EVM Networks Connected with Rabbit Wallet' }))
    expect(adapters.eip155?.control.calls).toEqual(['connect:rabbit', 'connect:fox-eip155'])
    expect(core.getWalletInfo('eip155')?.name).toBe('Fox Wallet')
    expect(core.getAccount('solana').isConnected).toBe(false)
  })

  it('loads on demand inside the modal, titled after the wallet, and Back returns to Connect', async () => {
    const user = userEvent.setup()
    const { core } = await createMultiChainCore()
    renderWithCore(<Modal />, core)
    await update(() => core.open({ view: 'Connect' }))
    await user.click(screen.getByRole('button', { name: /^Fox Wallet/ }))
    expect(await screen.findByRole('dialog', { name: 'Fox Wallet' })).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Select a chain' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('is keyboard usable: Tab reaches each namespace and Enter chooses it', async () => {
    const { core, user } = await pickFox()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'EVM Networks' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Solana' }))
    await user.keyboard('{Enter}')
    expect(core.getAccount('solana').isConnected).toBe(true)
  })
})
