import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderWithCore } from '../../test-utils.js'
import { EmailVerifyDevice } from '../EmailVerifyDevice/EmailVerifyDevice.js'
import { EmailVerifyOtp } from './EmailVerifyOtp.js'

const EMAIL = 'me@example.com'

async function coreAt(view: string) {
  const core = createTestCore({
    services: { secureSiteUrl: 'https://secure.gangway.test' },
    features: { email: true },
  })
  core.store.router.push(view, { email: EMAIL })
  const auth = await core.loadAuth()
  if (!auth) throw new Error('no embedded wallet')
  return { core, auth }
}

describe('EmailVerifyOtp', () => {
  it('sends a full 6-digit code at once, then connects the embedded wallet', async () => {
    const user = userEvent.setup()
    const { core, auth } = await coreAt('EmailVerifyOtp')
    const connectOtp = vi.spyOn(auth, 'connectOtp').mockResolvedValue()
    const connect = vi.spyOn(core, 'connectEmbeddedWallet').mockResolvedValue()
    renderWithCore(<EmailVerifyOtp />, core)
    expect(screen.getByText(`Enter the code we sent to ${EMAIL}`)).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12 34a56')
    await waitFor(() => expect(connect).toHaveBeenCalledOnce())
    expect(connectOtp).toHaveBeenCalledWith('123456')
  })

  it("shows the backend's refusal, empties the field and keeps the visitor on the view", async () => {
    const user = userEvent.setup()
    const { core, auth } = await coreAt('EmailVerifyOtp')
    vi.spyOn(auth, 'connectOtp').mockRejectedValue(new Error('Invalid code: 4 attempts left'))
    const connect = vi.spyOn(core, 'connectEmbeddedWallet')
    renderWithCore(<EmailVerifyOtp />, core)
    const field = screen.getByRole('textbox', { name: 'Code' })
    await user.type(field, '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code: 4 attempts left')
    expect((field as HTMLInputElement).value).toBe('')
    expect(connect).not.toHaveBeenCalled()
    expect(core.store.router.state.view).toBe('EmailVerifyOtp')
  })

  it('Resend asks for a new mail with the same e-mail, and says when the cooldown refuses', async () => {
    const user = userEvent.setup()
    const { core, auth } = await coreAt('EmailVerifyOtp')
    const connectEmail = vi
      .spyOn(auth, 'connectEmail')
      .mockResolvedValueOnce('VERIFY_OTP')
      .mockRejectedValueOnce(new Error('Please try again after 25 seconds'))
    renderWithCore(<EmailVerifyOtp />, core)
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(connectEmail).toHaveBeenCalledWith(EMAIL)
    expect(core.store.snack.state).toMatchObject({ open: true, message: 'A new code is on its way' })
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 25 seconds')
  })
})

describe('EmailVerifyDevice', () => {
  it('asks the frame again until the device is approved, then moves on to the code', async () => {
    const { core, auth } = await coreAt('EmailVerifyDevice')
    const wait = vi
      .spyOn(auth, 'waitForDeviceApproval')
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true)
    renderWithCore(<EmailVerifyDevice />, core)
    expect(screen.getByText('Register this device to continue')).toBeTruthy()
    await waitFor(() => expect(core.store.router.state.view).toBe('EmailVerifyOtp'))
    expect(wait).toHaveBeenCalledTimes(3)
    expect(core.store.router.state.data).toMatchObject({ email: EMAIL })
  })

  it('says why waiting failed and offers Try again', async () => {
    const { core, auth } = await coreAt('EmailVerifyDevice')
    vi.spyOn(auth, 'waitForDeviceApproval').mockRejectedValue(new Error('iframe_request_timeout'))
    renderWithCore(<EmailVerifyDevice />, core)
    expect((await screen.findByRole('alert')).textContent).toBe('iframe_request_timeout')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('stops asking once the view is gone', async () => {
    const { core, auth } = await coreAt('EmailVerifyDevice')
    let signal: AbortSignal | undefined
    vi.spyOn(auth, 'waitForDeviceApproval').mockImplementation((given) => {
      signal = given
      return new Promise<boolean>(() => undefined)
    })
    const { unmount } = renderWithCore(<EmailVerifyDevice />, core)
    await waitFor(() => expect(signal).toBeDefined())
    unmount()
    expect(signal?.aborted).toBe(true)
  })
})
