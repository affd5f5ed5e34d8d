import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderWithCore, update } from '../test-utils.js'
import { AppKitConnectButton } from './AppKitConnectButton.js'

describe('AppKitConnectButton', () => {
  it('does not reset a connection in progress when the modal is already open', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    renderWithCore(<AppKitConnectButton />, core)
    await core.open({ view: 'Connect' })
    core.store.router.push('ConnectingExternal')
    await update(() => core.store.connection.setStatus('connecting'))
    await user.click(screen.getByRole('button', { name: 'Connecting...' }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
  })
})
