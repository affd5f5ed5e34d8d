import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectAccount, createTestCore, renderWithCore, TRUNCATED_ADDRESS, update } from '../test-utils.js'
import { AppKitAccountButton } from './AppKitAccountButton.js'

describe('AppKitAccountButton', () => {
  it('opens the modal on Account', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    connectAccount(core)
    renderWithCore(<AppKitAccountButton />, core)
    await user.click(
      screen.getByRole('button', { name: new RegExp(TRUNCATED_ADDRESS.replaceAll('.', '\\.')) }),
    )
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Account')
  })

  it('shows no balance while it loads, and nothing at all while disconnected', async () => {
    const core = createTestCore()
    connectAccount(core, { balance: '1', balanceSymbol: 'ETH', balanceLoading: true })
    renderWithCore(<AppKitAccountButton />, core)
    expect(screen.getByRole('button', { name: TRUNCATED_ADDRESS })).toBeTruthy()
    await update(() => core.store.chain.resetAccount('eip155'))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("shows the balance truncated, in the instance's locale, and follows setLocale", async () => {
    const core = createTestCore()
    connectAccount(core, { balance: '12345.67891', balanceSymbol: 'ETH' })
    core.store.options.updateOptions({ locale: 'de' })
    renderWithCore(<AppKitAccountButton />, core)
    expect(await screen.findByText('12.345,678 ETH')).toBeTruthy()
    await update(() => core.store.options.updateOptions({ locale: 'en' }))
    expect(screen.getByText('12345.678 ETH')).toBeTruthy()
  })

  it('keeps the truncated address in the name when a profile name is shown', () => {
    const core = createTestCore()
    connectAccount(core)
    core.store.chain.setAccountState('eip155', { profileName: 'vitalik.eth' })
    renderWithCore(<AppKitAccountButton balance="hide" />, core)
    expect(screen.getByRole('button', { name: `vitalik.eth ${TRUNCATED_ADDRESS}` })).toBeTruthy()
  })
})
