import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { preloadSendViews } from '../../modal/lazy-views/wallet-features.js'
import { renderWithCore, update } from '../../test-utils.js'
import { evmCore, RECEIVER } from './test-fixtures.js'

describe('the Send views in the modal', () => {
  it('once preloaded (this test runs first, before any of them loaded), render at once', async () => {
    await preloadSendViews()
    const core = await evmCore('WalletSend')
    renderWithCore(<Modal />, core)
    expect(screen.getByRole('heading', { name: 'Send' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'A token is required' })).toBeTruthy()
  })

  it('load on demand under their titles: Send, Select Token, back to Send, Review Send', async () => {
    const user = userEvent.setup()
    const core = await evmCore('WalletSend')
    renderWithCore(<Modal />, core)
    expect(await screen.findByRole('heading', { name: 'Send' })).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: 'Token Select token' }))
    expect(await screen.findByRole('heading', { name: 'Select Token' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: /USD Coin/ }))
    expect(await screen.findByRole('heading', { name: 'Send' })).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1')
    await user.type(screen.getByRole('textbox', { name: 'To' }), RECEIVER)
    await user.click(screen.getByRole('button', { name: 'Preview send' }))
    expect(await screen.findByRole('heading', { name: 'Review Send' })).toBeTruthy()
    expect((await screen.findByText('You send', { exact: false })).parentElement?.textContent).toBe(
      'You send 1 USDC',
    )
  })

  it('Receive has its own title', async () => {
    const core = await evmCore('WalletSend')
    renderWithCore(<Modal />, core)
    await update(() => core.store.router.reset('WalletReceive'))
    expect(await screen.findByRole('heading', { name: 'Receive' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})
