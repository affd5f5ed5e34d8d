import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  connectAccount,
  createTestCore,
  renderWithCore,
  TRUNCATED_ADDRESS,
  update,
} from '../../test-utils.js'
import { Account } from './Account.js'

function renderAccount(account: Parameters<typeof connectAccount>[1] = {}) {
  const core = createTestCore()
  connectAccount(core, account)
  renderWithCore(<Account />, core)
  return core
}

describe('Account', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('SPEC §2: shows the address with its first 4 and last 6 characters', () => {
    renderAccount()
    expect(screen.getByText(TRUNCATED_ADDRESS)).toBeTruthy()
  })

  it('SPEC §9: shows the native balance with 3 decimals, truncated, and its symbol', () => {
    renderAccount({ balance: '1.23456789', balanceSymbol: 'ETH' })
    expect(screen.getByText('1.234 ETH')).toBeTruthy()
  })

  it('shows that the balance is loading', () => {
    renderAccount({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: true })
    expect(screen.getByText('Loading balance')).toBeTruthy()
    expect(screen.queryByText('1.5 ETH')).toBeNull()
  })

  it('copies the full address and confirms in the snackbar', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const core = renderAccount()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(core.store.snack.state).toMatchObject({
      open: true,
      message: 'Address copied',
      variant: 'success',
    })
  })

  it('says so when the address cannot be copied', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const core = renderAccount()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(core.store.snack.state).toMatchObject({
      open: true,
      message: 'Could not copy the address',
      variant: 'error',
    })
  })

  it('opens Networks from the button showing the active network', async () => {
    const user = userEvent.setup()
    const core = renderAccount()
    await user.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(core.store.router.state.view).toBe('Networks')
  })

  it('disconnects and closes on Connect', async () => {
    const user = userEvent.setup()
    const core = renderAccount()
    await core.open({ view: 'Account' })
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    // The disconnect's code loads on first use: the first one ends a moment after the click.
    await expect.poll(() => core.getIsConnectedState()).toBe(false)
    expect(core.isOpen()).toBe(false)
  })

  it("SPEC §8: a failed disconnect shows 'Failed to disconnect'", async () => {
    const user = userEvent.setup()
    const core = renderAccount()
    vi.spyOn(core, 'disconnect').mockRejectedValue(new Error('wallet went away'))
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(core.store.snack.state).toMatchObject({
      open: true,
      message: 'Failed to disconnect',
      variant: 'error',
    })
  })

  it('leaves the account when the wallet disconnects', async () => {
    const core = renderAccount()
    await update(() => core.store.chain.resetAccount('eip155'))
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull()
  })
})
