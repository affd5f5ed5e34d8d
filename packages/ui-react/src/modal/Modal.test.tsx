import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectAccount, createTestCore, renderWithCore, update } from '../test-utils.js'
import { Modal } from './Modal.js'

function renderModal(core = createTestCore()) {
  const opener = document.createElement('button')
  opener.textContent = 'Open'
  document.body.append(opener)
  renderWithCore(<Modal />, core)
  return { core, opener }
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderModal()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a modal dialog named by its visible header title', async () => {
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('moves focus to the first control inside on open', async () => {
    const { core, opener } = renderModal()
    opener.focus()
    await update(() => core.open({ view: 'Connect' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    const core = createTestCore({ features: { email: false, socials: false } })
    const { opener } = renderModal(core)
    opener.focus()
    await update(() => core.open({ view: 'Connect' }))
    const close = screen.getByRole('button', { name: 'Close' })
    const allWallets = screen.getByRole('button', { name: 'All Wallets' })
    expect(document.activeElement).toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(allWallets)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(allWallets)
  })

  it('keeps focus inside when a view change removes the focused control, so Escape still closes', async () => {
    const user = userEvent.setup()
    const core = createTestCore({ features: { email: false, socials: false } })
    const { opener } = renderModal(core)
    opener.focus()
    await update(() => core.open({ view: 'Connect' }))
    await user.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(core.isOpen()).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const user = userEvent.setup()
    const { core, opener } = renderModal()
    opener.focus()
    await update(() => core.open({ view: 'Connect' }))
    await user.keyboard('{Escape}')
    expect(core.isOpen()).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with the Close button and on a click on the backdrop, not inside the dialog', async () => {
    const user = userEvent.setup()
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(core.isOpen()).toBe(false)

    await update(() => core.open({ view: 'Connect' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('heading'))
    expect(core.isOpen()).toBe(true)
    await user.click(dialog.parentElement!)
    expect(core.isOpen()).toBe(false)
  })

  it('shows Back only with history, and Back goes to the previous view', async () => {
    const user = userEvent.setup()
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await update(() => core.store.router.push('AllWallets'))
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('titles each view in the header', async () => {
    const core = createTestCore()
    connectAccount(core)
    renderModal(core)
    await update(() => core.open({ view: 'Account' }))
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    await update(() => core.store.router.push('Networks'))
    expect(await screen.findByRole('dialog', { name: 'Choose network' })).toBeTruthy()
    await update(() => core.store.router.push('UnsupportedChain'))
    expect(await screen.findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
  })

  it('says so for a view that is not built yet, instead of an empty dialog', async () => {
    const { core } = renderModal()
    await update(() => core.open({ view: 'WhatIsANetwork' }))
    expect(screen.getByRole('dialog', { name: 'WhatIsANetwork' }).textContent).toContain(
      'This view is not available yet.',
    )
  })

  it('announces the alert state in an alert region, which can be dismissed', async () => {
    const user = userEvent.setup()
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    await update(() => core.store.alert.open('Project ID Not Configured', 'error', false))
    expect(screen.getByRole('alert').textContent).toContain('Project ID Not Configured')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the snackbar in a polite status region', async () => {
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    await update(() => core.store.snack.show('Address copied', 'success'))
    expect(status.textContent).toBe('Address copied')
  })

  it('shows a snack raised while the modal is closed over the page, and nothing once it hides', async () => {
    const { core } = renderModal()
    expect(screen.queryByRole('status')).toBeNull()
    await update(() => core.store.snack.show('Action not allowed', 'error'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Action not allowed')
    await update(() => core.store.snack.hide())
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('SPEC §2: shakes while the modal shake state is on', async () => {
    const { core } = renderModal()
    await update(() => core.open({ view: 'Connect' }))
    await update(() => core.store.modal.shake())
    expect(screen.getByRole('dialog').classList.contains('gw-shake')).toBe(true)
  })

  it('renders inline without overlay when embedded, even while closed', () => {
    renderModal(createTestCore({ enableEmbedded: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const region = screen.getByRole('region', { name: 'Connect Wallet' })
    expect(region.closest('.gw-overlay')).toBeNull()
  })

  it('carries the theme mode and the host theme variables', async () => {
    const core = createTestCore({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } })
    renderModal(core)
    await update(() => core.open({ view: 'Connect' }))
    const root = screen.getByRole('dialog').closest('.gw-root') as HTMLElement
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#ff0000')
    await update(() => core.setThemeMode('dark'))
    expect(root.dataset.theme).toBe('dark')
  })
})
