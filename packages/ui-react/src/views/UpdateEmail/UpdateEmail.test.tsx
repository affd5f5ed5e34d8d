import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderWithCore } from '../../test-utils.js'
import { UpdateEmail } from './UpdateEmail.js'

async function setup() {
  const core = createTestCore({ services: { secureSiteUrl: 'https://secure.gangway.test' } })
  const auth = await core.loadAuth()
  if (!auth) throw new Error('no embedded wallet')
  vi.spyOn(auth, 'getStoredIdentity').mockReturnValue({ email: 'old@example.com' })
  core.store.router.push('Account')
  core.store.router.push('UpdateEmail')
  renderWithCore(<UpdateEmail />, core)
  return { core, auth }
}

describe('UpdateEmail (SPEC §4: primary, then secondary code)', () => {
  it('takes the new e-mail, the code sent to the old one, then the code sent to the new one', async () => {
    const user = userEvent.setup()
    const { core, auth } = await setup()
    const update = vi.spyOn(auth, 'updateEmail').mockResolvedValue('VERIFY_PRIMARY_OTP')
    const primary = vi.spyOn(auth, 'updateEmailPrimaryOtp').mockResolvedValue()
    const secondary = vi.spyOn(auth, 'updateEmailSecondaryOtp').mockResolvedValue('new@example.com')

    await user.type(screen.getByRole('textbox', { name: 'New e-mail' }), 'new@example.com{Enter}')
    expect(update).toHaveBeenCalledWith('new@example.com')
    expect(
      await screen.findByText('Enter the code we sent to old@example.com to confirm the change.'),
    ).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '111111{Enter}')
    expect(primary).toHaveBeenCalledWith('111111')
    expect(
      await screen.findByText('Enter the code we sent to new@example.com to confirm the new address.'),
    ).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '222222{Enter}')
    expect(secondary).toHaveBeenCalledWith('222222')
    expect(core.store.snack.state).toMatchObject({ open: true, message: 'E-mail updated' })
    expect(core.store.router.state.view).toBe('Account')
  })

  it("refuses a malformed address, and shows the backend's refusal of a code", async () => {
    const user = userEvent.setup()
    const { auth } = await setup()
    const update = vi.spyOn(auth, 'updateEmail').mockResolvedValue('VERIFY_PRIMARY_OTP')
    vi.spyOn(auth, 'updateEmailPrimaryOtp').mockRejectedValue(new Error('Invalid code: 4 attempts left'))
    await user.type(screen.getByRole('textbox', { name: 'New e-mail' }), 'nope{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address')
    expect(update).not.toHaveBeenCalled()
    await user.clear(screen.getByRole('textbox', { name: 'New e-mail' }))
    await user.type(screen.getByRole('textbox', { name: 'New e-mail' }), 'new@example.com{Enter}')
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code: 4 attempts left')
  })
})
