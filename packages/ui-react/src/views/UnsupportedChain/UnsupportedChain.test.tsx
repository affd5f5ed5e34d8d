import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
