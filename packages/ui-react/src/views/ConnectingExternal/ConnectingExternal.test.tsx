import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { announcedWallet, createTestCore, renderWithCore, update } from '../../test-utils.js'
import { ConnectingExternal } from './ConnectingExternal.js'

async function renderConnecting(options: Parameters<typeof createTestCore>[0] = {}) {
  const core = createTestCore(options)
  const wallet = announcedWallet()
  core.store.connectors.setConnectors('eip155', [wallet])
  core.store.router.push('ConnectingExternal', { connector: wallet })
  core.store.connection.setStatus('connecting')
  renderWithCore(<ConnectingExternal />, core)
  await update(() => undefined)
  return core
}

describe('ConnectingExternal', () => {
  it('asks the visitor to continue in the wallet while connecting', async () => {
    await renderConnecting()
    expect(screen.getByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('shows a declined request and retries it with Try again', async () => {
    const user = userEvent.setup()
    const core = await renderConnecting()
    await update(() => core.store.connection.setError('Connection declined'))
    expect(screen.getByText('Connection declined')).toBeTruthy()
    expect(screen.queryByText('Continue in MetaMask')).toBeNull()

    const connect = vi.spyOn(core, 'connect').mockResolvedValue()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.metamask' }))
  })

  it("shows the host's wording of a catalogue error", async () => {
    const core = await renderConnecting({ messages: { connectionDeclined: 'Verbindung abgelehnt' } })
    await update(() => core.store.connection.setError('Connection declined'))
    expect(screen.getByText('Verbindung abgelehnt')).toBeTruthy()
  })

  it("shows core's message for other failures", async () => {
    const core = await renderConnecting()
    await update(() => core.store.connection.setError('Chain adapter not found'))
    expect(screen.getByText('Chain adapter not found')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it("a real core without an adapter for the wallet's chain fails visibly, with Try again", async () => {
    const core = await renderConnecting()
    await update(() => core.connect(core.store.connectors.getConnector('io.metamask')!))
    expect(screen.getByText(core.store.connection.state.error!)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
