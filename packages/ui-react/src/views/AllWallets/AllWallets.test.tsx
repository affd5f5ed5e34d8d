import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { announcedWallet, createTestCore, renderWithCore, update } from '../../test-utils.js'
import { AllWallets } from './AllWallets.js'

async function renderWithWallets() {
  const core = createTestCore()
  renderWithCore(<AllWallets />, core)
  await update(() =>
    core.store.connectors.setConnectors('eip155', [
      announcedWallet(),
      announcedWallet({ id: 'io.rabby', name: 'Rabby Wallet', info: { rdns: 'io.rabby' } }),
    ]),
  )
  return core
}

describe('AllWallets', () => {
  it('lists every wallet by name with its Installed tag', async () => {
    await renderWithWallets()
    expect(screen.getByRole('button', { name: 'MetaMask', description: 'Installed' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rabby Wallet', description: 'Installed' })).toBeTruthy()
  })

  it('filters by name as the visitor types in the labelled search field', async () => {
    const user = userEvent.setup()
    await renderWithWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'rab')
    expect(screen.getByRole('button', { name: 'Rabby Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'MetaMask' })).toBeNull()
  })

  it("says 'No wallet found' when nothing matches", async () => {
    const user = userEvent.setup()
    await renderWithWallets()
    await user.type(screen.getByRole('searchbox', { name: 'Search wallet' }), 'nothing like this')
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText('No wallet found')).toBeTruthy()
  })

  it('marks the recently used wallet', async () => {
    const core = createTestCore()
    core.store.storage.addRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
    renderWithCore(<AllWallets />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    expect(screen.getByRole('button', { name: 'MetaMask', description: 'Installed Recent' })).toBeTruthy()
  })

  it('connects the wallet picked from the list', async () => {
    const user = userEvent.setup()
    const core = await renderWithWallets()
    const connect = vi.spyOn(core, 'connect').mockResolvedValue()
    await user.click(screen.getByRole('button', { name: 'Rabby Wallet' }))
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.rabby' }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
  })
})
