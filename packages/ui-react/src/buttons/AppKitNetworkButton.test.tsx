import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderWithCore } from '../test-utils.js'
import { AppKitNetworkButton } from './AppKitNetworkButton.js'

describe('AppKitNetworkButton', () => {
  it('shows the active network and opens Networks', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    renderWithCore(<AppKitNetworkButton />, core)
    await user.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Networks')
  })

  it('can be disabled', () => {
    renderWithCore(<AppKitNetworkButton disabled />, createTestCore())
    expect((screen.getByRole('button', { name: 'Ethereum' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
