import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectAccount, createTestCore, renderWithCore, TRUNCATED_ADDRESS, update } from '../test-utils.js'
import { AppKitButton } from './AppKitButton.js'
import { AppKitNetworkButton } from './AppKitNetworkButton.js'

describe('AppKitButton', () => {
  it("shows 'Connect Wallet' while disconnected and opens the modal on Connect", async () => {
    const user = userEvent.setup()
    const core = createTestCore({}, { hasAdapter: () => true })
    renderWithCore(<AppKitButton />, core)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('Connect')
  })

  it('SPEC §2: for a host with no adapter on desktop it opens on the WalletConnect QR code', async () => {
    const user = userEvent.setup()
    const core = createTestCore({}, { hasAdapter: () => false, isMobile: () => false })
    renderWithCore(<AppKitButton />, core)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(core.store.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it("shows 'Connecting...' while a connection is made, or the loadingLabel", async () => {
    const core = createTestCore()
    renderWithCore(<AppKitButton />, core)
    await update(() => core.store.connection.setStatus('connecting'))
    const button = screen.getByRole('button', { name: 'Connecting...' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await update(() => core.store.connection.setStatus('reconnecting'))
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeTruthy()
  })

  it('takes label, loadingLabel, size and disabled', async () => {
    const core = createTestCore()
    renderWithCore(<AppKitButton label="Sign in" loadingLabel="Hold on" size="sm" disabled />, core)
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.classList.contains('gw-btn--sm')).toBe(true)
    await update(() => core.store.connection.setStatus('connecting'))
    expect(screen.getByRole('button', { name: 'Hold on' })).toBeTruthy()
  })

  it('SPEC §2 / §9: once connected shows the truncated address and the balance with 3 decimals', async () => {
    const core = createTestCore()
    renderWithCore(<AppKitButton />, core)
    await update(() => connectAccount(core, { balance: '12.3456', balanceSymbol: 'ETH' }))
    const button = screen.getByRole('button', { name: `12.345 ETH ${TRUNCATED_ADDRESS}` })
    expect(button).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  it("leaves the balance out with balance='hide' and takes charsStart / charsEnd", async () => {
    const core = createTestCore()
    connectAccount(core, { balance: '12.3456', balanceSymbol: 'ETH' })
    renderWithCore(<AppKitButton balance="hide" charsStart={6} charsEnd={4} />, core)
    expect(screen.getByRole('button', { name: '0xf39F...2266' })).toBeTruthy()
  })

  it('applies host message overrides', () => {
    renderWithCore(<AppKitButton />, createTestCore({ messages: { connectWallet: 'Wallet verbinden' } }))
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  })
})

describe('button styles', () => {
  it('go into the document once, as a constructable stylesheet, however many buttons render', () => {
    document.adoptedStyleSheets = []
    const core = createTestCore()
    renderWithCore(
      <>
        <AppKitButton />
        <AppKitNetworkButton />
      </>,
      core,
    )
    expect(document.adoptedStyleSheets).toHaveLength(1)
  })

  it('carry the theme mode and the host theme variables', async () => {
    const core = createTestCore({ themeVariables: { '--apkt-accent': '#00ff00' } })
    renderWithCore(<AppKitButton />, core)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.dataset.theme).toBe('dark')
    expect(button.style.getPropertyValue('--gw-accent')).toBe('#00ff00')
    await update(() => core.setThemeMode('light'))
    expect(button.dataset.theme).toBe('light')
  })
})
