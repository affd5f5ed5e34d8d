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

  it('asks the services for nothing on page load: their network image is left to the modal; chainImages show', () => {
    const services = { apiUrl: 'http://127.0.0.1:8787' }
    const { container, unmount } = renderWithCore(<AppKitNetworkButton />, createTestCore({ services }))
    expect(container.querySelector('img')).toBeNull()
    unmount()
    const chainImages = { 1: 'https://images.example/eth.svg' }
    const { container: withImage } = renderWithCore(
      <AppKitNetworkButton />,
      createTestCore({ services, chainImages }),
    )
    expect(withImage.querySelector('img')?.getAttribute('src')).toBe('https://images.example/eth.svg')
  })
})
