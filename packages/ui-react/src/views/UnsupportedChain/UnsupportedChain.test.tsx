import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFox, createMultiChainCore } from '../../test-multichain.js'
import { connectAccount, createTestCore, renderWithCore } from '../../test-utils.js'
import { UnsupportedChain } from './UnsupportedChain.js'

async function renderUnsupported() {
  const core = createTestCore()
  connectAccount(core)
  await core.open({ view: 'UnsupportedChain' })
  renderWithCore(<UnsupportedChain />, core)
  return core
}

describe('UnsupportedChain', () => {
  it('SPEC §2: explains that the network is not supported', async () => {
    await renderUnsupported()
    expect(
      screen.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeTruthy()
  })

  it('offers the configured networks and leaves once switched', async () => {
    const user = userEvent.setup()
    const core = await renderUnsupported()
    await user.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(core.getCaipNetwork()?.name).toBe('Polygon')
    expect(core.isOpen()).toBe(false)
  })

  it('offers Disconnect', async () => {
    const user = userEvent.setup()
    const core = await renderUnsupported()
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(core.getIsConnectedState()).toBe(false)
  })
})

describe('UnsupportedChain with several namespaces connected', () => {
  async function renderTwoConnected() {
    const context = await createMultiChainCore(['eip155', 'solana'])
    await connectFox(context.core, 'solana')
    await connectFox(context.core, 'eip155')
    await context.core.open({ view: 'UnsupportedChain' })
    renderWithCore(<UnsupportedChain />, context.core)
    return context
  }

  it('offers Disconnect all, as Account does, and no bare Disconnect', async () => {
    await renderTwoConnected()
    expect(screen.getByRole('button', { name: 'Disconnect all' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
  })

  it("SPEC §4: Disconnect all ends every namespace's session", async () => {
    const user = userEvent.setup()
    const { core, adapters } = await renderTwoConnected()
    await user.click(screen.getByRole('button', { name: 'Disconnect all' }))
    expect(adapters.eip155?.control.calls).toContain('disconnect')
    expect(adapters.solana?.control.calls).toContain('disconnect')
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.isOpen()).toBe(false)
  })

  it('one namespace connected out of several configured keeps the plain Disconnect', async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    await connectFox(core, 'eip155')
    await core.open({ view: 'UnsupportedChain' })
    renderWithCore(<UnsupportedChain />, core)
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Disconnect all' })).toBeNull()
  })
})
