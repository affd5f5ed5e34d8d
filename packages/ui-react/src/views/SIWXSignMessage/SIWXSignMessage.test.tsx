import type { SIWXConfig } from '@gangway/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { createTestCore, renderWithCore, update } from '../../test-utils.js'
import { SIWXSignMessage } from './SIWXSignMessage.js'

/** A host's siwx config that has no session yet; the flow's rules are tested in core. */
const hostSIWX = (required: boolean): SIWXConfig => ({
  createMessage: vi.fn(),
  addSession: vi.fn(),
  revokeSession: vi.fn(),
  setSessions: vi.fn(),
  getSessions: async () => [],
  getRequired: () => required,
})

function coreAsking(required = false) {
  const core = createTestCore({
    siwx: hostSIWX(required),
    metadata: { name: 'Members Club', description: '', url: 'https://club.test', icons: [] },
  })
  Object.assign(core.store.siwx.state, { pending: true, required })
  void core.open({ view: 'SIWXSignMessage' })
  return core
}

describe('SIWXSignMessage', () => {
  it('names the app and signs on Sign; the button says Authenticating... while it runs', async () => {
    const user = userEvent.setup()
    const core = coreAsking()
    const sign = vi.spyOn(core, 'signInWithSIWX').mockImplementation(async () => {
      core.store.siwx.state.status = 'signing'
    })
    renderWithCore(<SIWXSignMessage />, core)
    expect(screen.getByText('Members Club needs to connect to your wallet')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    expect(sign).toHaveBeenCalledOnce()
    const busy = await screen.findByRole('button', { name: 'Authenticating...' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows 'Signature declined' and lets the visitor sign again", async () => {
    const core = coreAsking()
    Object.assign(core.store.siwx.state, { status: 'failed', error: 'Signature declined' })
    renderWithCore(<SIWXSignMessage />, core)
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("shows the host's words for 'Signature declined'", () => {
    const core = createTestCore({ siwx: hostSIWX(false), messages: { siwxDeclined: 'Signatur abgelehnt' } })
    Object.assign(core.store.siwx.state, { pending: true, status: 'failed', error: 'Signature declined' })
    renderWithCore(<SIWXSignMessage />, core)
    expect(screen.getByRole('alert').textContent).toBe('Signatur abgelehnt')
  })

  it('Cancel runs the flow’s cancel', async () => {
    const user = userEvent.setup()
    const core = coreAsking()
    const cancel = vi.spyOn(core, 'cancelSIWX').mockResolvedValue()
    renderWithCore(<SIWXSignMessage />, core)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('when sign-in is required the modal has no Close button and Escape keeps it open', async () => {
    const user = userEvent.setup()
    const core = coreAsking(true)
    renderWithCore(<Modal />, core)
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(
      await within(dialog).findByText('This app needs you to sign in. Cancel disconnects your wallet.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(core.isOpen()).toBe(true)

    // Once the session exists the modal closes as usual.
    await update(() => Object.assign(core.store.siwx.state, { pending: false }))
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
