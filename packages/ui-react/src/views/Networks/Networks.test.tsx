import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SOLANA_ADDRESS, connectFox, createMultiChainCore } from '../../test-multichain.js'
import {
  createTestCore,
  renderWithCore,
  stubDirectory,
  TEST_DIRECTORY_URL,
  update,
} from '../../test-utils.js'
import { Networks } from './Networks.js'

async function renderNetworks(options: Parameters<typeof createTestCore>[0] = {}) {
  const core = createTestCore(options)
  await core.open({ view: 'Account' })
  core.store.router.push('Networks')
  renderWithCore(<Networks />, core)
  return core
}

describe('Networks', () => {
  it('lists the configured networks by name and marks the active one', async () => {
    await renderNetworks()
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-current')).toBeNull()
  })

  it("SPEC §7: shows the services' shipped image of a built-in network, and chainImages over it", async () => {
    stubDirectory([])
    await renderNetworks({
      services: { apiUrl: `${TEST_DIRECTORY_URL}/api` },
      chainImages: { 137: 'https://images.example/polygon.png' },
    })
    const icon = (name: string) =>
      screen.getByRole('button', { name }).querySelector('img')?.getAttribute('src')
    expect(icon('Ethereum')).toBe(`${TEST_DIRECTORY_URL}/api/public/getAssetImage/ethereum`)
    expect(icon('Polygon')).toBe('https://images.example/polygon.png')
  })

  it('without services or chainImages a network keeps the placeholder', async () => {
    await renderNetworks()
    expect(screen.getByRole('button', { name: 'Ethereum' }).querySelector('img')).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Ethereum' }).querySelector('[data-gw-placeholder]'),
    ).not.toBeNull()
  })

  it('switches network and goes back', async () => {
    const user = userEvent.setup()
    const core = await renderNetworks()
    await user.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(core.getCaipNetwork()?.name).toBe('Polygon')
    expect(core.store.router.state.view).toBe('Account')
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-current')).toBe('true')
  })

  it('shows a failed switch in the snackbar and stays', async () => {
    const user = userEvent.setup()
    const core = await renderNetworks()
    vi.spyOn(core, 'switchNetwork').mockRejectedValue(
      Object.assign(new Error('x'), { shortMessage: 'User rejected' }),
    )
    await user.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(core.store.snack.state).toMatchObject({ open: true, message: 'User rejected', variant: 'error' })
    expect(core.store.router.state.view).toBe('Networks')
  })

  it('ignores clicks while a switch is running', async () => {
    const user = userEvent.setup()
    const core = await renderNetworks()
    let finish = () => {}
    const switchNetwork = vi
      .spyOn(core, 'switchNetwork')
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    await user.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(screen.getByRole('button', { name: 'Polygon' }).getAttribute('aria-busy')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(switchNetwork).toHaveBeenCalledTimes(1)
    await update(() => finish())
  })

  it("lists every configured namespace's networks", async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana', 'bip122'])
    renderWithCore(<Networks />, core)
    const names = screen.getAllByRole('button').map((button) => button.textContent)
    expect(names).toEqual(['Ethereum', 'Polygon', 'Solana', 'Bitcoin'])
  })

  it('SPEC §4: switching to a network of another namespace changes the active namespace and address, and resets the send form', async () => {
    const user = userEvent.setup()
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    await connectFox(core, 'solana')
    await connectFox(core, 'eip155')
    await core.open({ view: 'Account' })
    core.store.router.push('Networks')
    core.store.send.setReceiverAddress(SOLANA_ADDRESS)
    renderWithCore(<Networks />, core)

    await user.click(screen.getByRole('button', { name: 'Solana' }))
    expect(core.getActiveChainNamespace()).toBe('solana')
    expect(core.getAddress()).toBe(SOLANA_ADDRESS)
    expect(core.store.send.state.receiverAddress).toBeUndefined()
    expect(core.store.router.state.view).toBe('Account')
  })
})
