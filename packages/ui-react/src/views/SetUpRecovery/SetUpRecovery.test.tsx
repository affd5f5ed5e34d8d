import type { AuthClient } from '@gangway/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { ADDRESS, createTestCore, renderWithCore, update } from '../../test-utils.js'

const NOTICE =
  'Your wallet lives only on your devices. Add a passkey or a recovery code so you can restore it on a new device.'
const HINT =
  'Protect your wallet in the secure window below: a passkey or a recovery code lets you restore it on a new device.'

/** The frame's recovery dialog, answered by the test. */
function dialog(auth: AuthClient) {
  let answer: ((done: boolean) => void) | undefined
  let fail: ((error: Error) => void) | undefined
  const setUpRecovery = vi.spyOn(auth, 'setUpRecovery').mockImplementation(
    () =>
      new Promise<boolean>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  return {
    setUpRecovery,
    answer: (done: boolean) => update(() => answer?.(done)),
    fail: (error: Error) => update(() => fail?.(error)),
  }
}

/** An instance whose embedded wallet is connected, with the frame's `recoverySetUp`, and the modal mounted. */
async function embeddedAccount(recoverySetUp: boolean | undefined) {
  const core = createTestCore({
    services: { secureSiteUrl: 'https://secure.gangway.test' },
    features: { email: true },
  })
  const auth = await core.loadAuth()
  if (!auth) throw new Error('no embedded wallet')
  const frame = { show: vi.spyOn(auth, 'showFrame'), hide: vi.spyOn(auth, 'hideFrame') }
  core.store.chain.setAccountState('eip155', {
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    status: 'connected',
    connectedWalletInfo: { name: 'Email and socials', type: 'AUTH' },
    recoverySetUp,
  })
  core.store.connection.setStatus('connected')
  renderWithCore(<Modal />, core)
  return { core, auth, frame, recovery: dialog(auth) }
}

describe('the recovery notice in Account', () => {
  it('shows while nothing protects the embedded wallet, and its button opens SetUpRecovery', async () => {
    const user = userEvent.setup()
    const { core, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'Account' }))
    expect(await screen.findByText(NOTICE)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Set up recovery' }))
    expect(await screen.findByRole('dialog', { name: 'Set up recovery' })).toBeTruthy()
    expect(await screen.findByText(HINT)).toBeTruthy()
    await waitFor(() => expect(recovery.setUpRecovery).toHaveBeenCalledOnce())
  })

  it('is not shown once a passkey or code protects it, nor for a frame that keeps no shares', async () => {
    for (const recoverySetUp of [true, undefined]) {
      const { core, frame } = await embeddedAccount(recoverySetUp)
      await update(() => core.open({ view: 'Account' }))
      // The view's own content is there (a notice still loading would hold the whole view back).
      expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy()
      expect(screen.queryByText(NOTICE)).toBeNull()
      expect(frame.show).not.toHaveBeenCalled()
      await update(() => core.close())
    }
  })

  it('is not shown for a wallet other than the embedded one', async () => {
    const { core } = await embeddedAccount(false)
    core.store.chain.setAccountState('eip155', { connectedWalletInfo: { name: 'Fox', type: 'ANNOUNCED' } })
    await update(() => core.open({ view: 'Account' }))
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(screen.queryByText(NOTICE)).toBeNull()
  })
})

describe('SetUpRecovery', () => {
  it("shows the frame over its box while the frame's dialog waits, and hides it after", async () => {
    const { core, frame, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'Account' }))
    await update(() => core.store.router.push('SetUpRecovery'))
    await screen.findByText(HINT)
    await waitFor(() => expect(frame.show).toHaveBeenCalled())
    expect(frame.show.mock.lastCall?.[0]).toMatchObject({ zIndex: expect.any(Number) })
    await recovery.answer(false)
    await waitFor(() => expect(frame.hide).toHaveBeenCalled())
  })

  it('from Account: a passkey or code takes the notice away, back on Account', async () => {
    const user = userEvent.setup()
    const { core, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'Account' }))
    await user.click(await screen.findByRole('button', { name: 'Set up recovery' }))
    await screen.findByText(HINT)
    await recovery.answer(true)
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(core.store.chain.state.chains.eip155?.accountState.recoverySetUp).toBe(true)
    expect(screen.queryByText(NOTICE)).toBeNull()
  })

  it('from Account: "Not now" goes back with the notice still there', async () => {
    const user = userEvent.setup()
    const { core, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'Account' }))
    await user.click(await screen.findByRole('button', { name: 'Set up recovery' }))
    await screen.findByText(HINT)
    await recovery.answer(false)
    expect(await screen.findByText(NOTICE)).toBeTruthy()
    expect(core.isOpen()).toBe(true)
  })

  it('after a sign-in: either answer finishes the sign-in as before, the modal closing on Account', async () => {
    for (const done of [true, false]) {
      const { core, recovery } = await embeddedAccount(false)
      await update(() => core.open({ view: 'SetUpRecovery', arguments: { afterSignIn: true } }))
      await screen.findByText(HINT)
      await recovery.answer(done)
      await waitFor(() => expect(core.isOpen()).toBe(false))
      expect(core.store.router.state.view).toBe('Account')
    }
  })

  it('a frame that fails says why and moves on, as "Not now" would', async () => {
    const { core, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'SetUpRecovery', arguments: { afterSignIn: true } }))
    await screen.findByText(HINT)
    await recovery.fail(new Error('Embedded Wallet Request Timed Out'))
    await waitFor(() => expect(core.isOpen()).toBe(false))
    expect(core.store.snack.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Embedded Wallet Request Timed Out',
    })
  })

  it('closed while the dialog waits: the answer arriving later leaves the modal alone', async () => {
    const { core, recovery } = await embeddedAccount(false)
    await update(() => core.open({ view: 'SetUpRecovery', arguments: { afterSignIn: true } }))
    await screen.findByText(HINT)
    await update(() => core.close())
    await update(() => core.open({ view: 'Networks' }))
    await recovery.answer(false)
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Networks')
  })
})
