import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  announcedWallet,
  createDirectoryCore,
  createTestCore,
  memoryWalletConnect,
  renderWithCore,
  update,
  walletListing,
} from '../../test-utils.js'
import { Connect } from './Connect.js'

const noSignIn = { features: { email: false, socials: false as const } }
/** E-mail and social sign-in need the secure-frame service. */
const secureFrame = { services: { secureSiteUrl: 'https://secure.gangway.test' } }

function sectionOrder(): string[] {
  const labels = [
    ['email', screen.queryByRole('textbox', { name: 'Email' })],
    ['social', screen.queryByRole('button', { name: 'Continue with Google' })],
    ['wallet', screen.queryByRole('button', { name: 'All Wallets' })],
  ] as const
  return labels
    .filter(([, element]) => element !== null)
    .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([method]) => method)
}

describe('Connect', () => {
  it('SPEC §2: connect method order is email, social, wallet', async () => {
    const core = createTestCore({ ...secureFrame, features: { socials: ['google'] } })
    renderWithCore(<Connect />, core)
    // The sign-in sections are a lazy part (hosts without a secure site never load it).
    await screen.findByRole('textbox', { name: 'Email' })
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('SPEC §2: wallet comes first when an announced browser wallet is present', async () => {
    const core = createTestCore({ ...secureFrame, features: { socials: ['google'] } })
    renderWithCore(<Connect />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    await screen.findByRole('textbox', { name: 'Email' })
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it('SPEC §9: lists wallets in the connector order walletConnect, recent, injected, …, external', async () => {
    const core = createTestCore(noSignIn)
    renderWithCore(<Connect />, core)
    await update(() =>
      core.store.connectors.setConnectors('eip155', [
        announcedWallet({ id: 'ext', name: 'External Wallet', type: 'EXTERNAL' }),
        announcedWallet({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
        announcedWallet(),
      ]),
    )
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
    const buttons = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button'))
    expect(buttons).toEqual([
      screen.getByRole('button', { name: 'WalletConnect' }),
      screen.getByRole('button', { name: 'MetaMask Installed' }),
      screen.getByRole('button', { name: 'External Wallet' }),
    ])
  })

  it('shows the wallet icon decoratively, and a placeholder for an unsafe javascript: url', async () => {
    const core = createTestCore(noSignIn)
    renderWithCore(<Connect />, core)
    await update(() =>
      core.store.connectors.setConnectors('eip155', [
        announcedWallet(),
        announcedWallet({ id: 'evil', name: 'Evil Wallet', imageUrl: 'javascript:alert(1)' }),
      ]),
    )
    const good = screen.getByRole('button', { name: /^MetaMask/ })
    expect(good.querySelector('img')?.getAttribute('alt')).toBe('')
    const evil = screen.getByRole('button', { name: /^Evil Wallet/ })
    expect(evil.querySelector('img')).toBeNull()
    expect(evil.querySelector('[data-gw-placeholder]')).not.toBeNull()
    expect(evil.innerHTML).not.toContain('javascript:')
  })

  it('shows the placeholder when an icon fails to load', async () => {
    const core = createTestCore(noSignIn)
    renderWithCore(<Connect />, core)
    await update(() =>
      core.store.connectors.setConnectors('eip155', [
        announcedWallet({ imageUrl: 'https://wallet.example/gone.png' }),
      ]),
    )
    const button = screen.getByRole('button', { name: /^MetaMask/ })
    await update(() => button.querySelector('img')!.dispatchEvent(new Event('error')))
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('[data-gw-placeholder]')).not.toBeNull()
  })

  it('picking a wallet shows ConnectingExternal and connects it', async () => {
    const user = userEvent.setup()
    const core = createTestCore(noSignIn)
    const connect = vi.spyOn(core, 'connect').mockResolvedValue()
    renderWithCore(<Connect />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    await user.click(screen.getByRole('button', { name: /^MetaMask/ }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
    expect(core.store.router.state.data?.connector?.id).toBe('io.metamask')
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.metamask' }))
  })

  it('All Wallets opens the AllWallets view', async () => {
    const user = userEvent.setup()
    const core = createTestCore(noSignIn)
    renderWithCore(<Connect />, core)
    await user.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(core.store.router.state.view).toBe('AllWallets')
  })

  it("hides All Wallets when features.allWallets is off or options.allWallets is 'HIDE'", () => {
    renderWithCore(<Connect />, createTestCore({ features: { email: false, allWallets: false } }))
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    renderWithCore(<Connect />, createTestCore({ ...noSignIn, allWallets: 'HIDE' }))
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('hides e-mail and social sign-in when the secure-frame service is not configured', () => {
    renderWithCore(<Connect />, createTestCore({ features: { email: true, socials: ['google'] } }))
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull()
  })

  it('shows e-mail and social sign-in only when enabled', () => {
    renderWithCore(<Connect />, createTestCore(noSignIn))
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull()
  })

  it('offers a labelled e-mail field and one button per social provider', async () => {
    renderWithCore(
      <Connect />,
      createTestCore({ ...secureFrame, features: { email: true, socials: ['google', 'github', 'x'] } }),
    )
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy()
    const socials = ['Continue with Google', 'Continue with GitHub', 'Continue with X']
    for (const name of socials) expect(screen.getByRole('button', { name })).toBeTruthy()
  })

  it('opens the provider window inside the click and shows ConnectingSocial; Farcaster goes to its QR view', async () => {
    const user = userEvent.setup()
    const core = createTestCore({
      ...secureFrame,
      features: { email: true, socials: ['google', 'farcaster'] },
    })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithCore(<Connect />, core)
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    expect(open).toHaveBeenCalledWith('', 'gangway-social', expect.stringContaining('popup'))
    expect(core.store.router.state).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'google' } })
    core.store.router.goBack()
    await user.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(core.store.router.state.view).toBe('ConnectingFarcaster')
    open.mockRestore()
  })

  it('in Telegram sends the page to the provider instead of opening a window', async () => {
    const user = userEvent.setup()
    const core = createTestCore({ ...secureFrame, features: { email: false, socials: ['google'] } })
    const redirect = vi.spyOn(core, 'redirectToSocial').mockResolvedValue()
    const open = vi.spyOn(window, 'open')
    ;(globalThis as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'tdesktop' } }
    try {
      renderWithCore(<Connect />, core)
      await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
      expect(open).not.toHaveBeenCalled()
      expect(core.store.router.state).toMatchObject({
        view: 'ConnectingSocial',
        data: { provider: 'google', redirect: true },
      })
      await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('google'))
    } finally {
      delete (globalThis as { Telegram?: unknown }).Telegram
      open.mockRestore()
    }
  })

  it('refuses an address that is not one, keeping what was typed, and asks the frame nothing', async () => {
    const user = userEvent.setup()
    const core = createTestCore({ ...secureFrame, features: { email: true } })
    await core.loadAuth()
    const connectEmail = vi.spyOn(core.auth!, 'connectEmail')
    renderWithCore(<Connect />, core)
    const field = await screen.findByRole('textbox', { name: 'Email' })
    await user.type(field, 'not-an-address{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect((field as HTMLInputElement).value).toBe('not-an-address')
    expect(connectEmail).not.toHaveBeenCalled()
  })

  it('goes to the device check or the code, as the frame says, with the e-mail', async () => {
    const user = userEvent.setup()
    const core = createTestCore({ ...secureFrame, features: { email: true } })
    await core.loadAuth()
    const connectEmail = vi.spyOn(core.auth!, 'connectEmail').mockResolvedValueOnce('VERIFY_DEVICE')
    renderWithCore(<Connect />, core)
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' me@example.com {Enter}')
    expect(connectEmail).toHaveBeenCalledWith('me@example.com')
    expect(core.store.router.state).toMatchObject({
      view: 'EmailVerifyDevice',
      data: { email: 'me@example.com' },
    })
  })

  it("shows the cooldown in the SPEC's words under the field", async () => {
    const user = userEvent.setup()
    const core = createTestCore({ ...secureFrame, features: { email: true } })
    await core.loadAuth()
    vi.spyOn(core.auth!, 'connectEmail').mockRejectedValueOnce(new Error('Please try again after 21 seconds'))
    renderWithCore(<Connect />, core)
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'me@example.com{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 21 seconds')
    expect(core.store.router.state.view).toBe('Connect')
  })

  it('applies host message overrides', async () => {
    const core = createTestCore({
      ...secureFrame,
      features: { email: false, socials: ['google'] },
      messages: { allWallets: 'Alle Wallets', social: 'Weiter mit {provider}' },
    })
    renderWithCore(<Connect />, core)
    expect(screen.getByRole('button', { name: 'Alle Wallets' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Weiter mit Google' })).toBeTruthy()
  })

  it('says when no browser wallet was found', () => {
    renderWithCore(<Connect />, createTestCore(noSignIn))
    expect(within(document.body).getByText('No browser wallet detected')).toBeTruthy()
  })

  it('SPEC §9: after the browser wallets, up to 4 featured and recommended wallets (featured first)', async () => {
    const core = createDirectoryCore([], noSignIn)
    Object.assign(core.store.directory.state, {
      featured: [walletListing('f1', 'Featured One'), walletListing('f2', 'Featured Two')],
      recommended: ['r1', 'r2', 'r3'].map((id) => walletListing(id, `Recommended ${id}`)),
    })
    renderWithCore(<Connect />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    const names = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent)
    expect(names).toEqual([
      'MetaMask Installed',
      'Featured One',
      'Featured Two',
      'Recommended r1',
      'Recommended r2',
    ])
  })

  it("shows the directory's wallet count on All Wallets once it is known", async () => {
    const core = createDirectoryCore([], noSignIn)
    renderWithCore(<Connect />, core)
    expect(screen.getByRole('button', { name: 'All Wallets' })).toBeTruthy()
    await update(() => {
      core.store.directory.state.count = 624
    })
    // The count is part of the name: the accessible name holds the visible text (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'All Wallets 620+' })).toBeTruthy()
  })

  it("says when the directory could not load, and still lists the browser's wallets", async () => {
    const core = createDirectoryCore([], noSignIn)
    renderWithCore(<Connect />, core)
    await update(() => {
      core.store.connectors.setConnectors('eip155', [announcedWallet()])
      core.store.directory.state.error = "Couldn't load the wallet directory. Installed wallets still work."
    })
    expect(screen.getByRole('status').textContent).toBe(
      "Couldn't load the wallet directory. Installed wallets still work.",
    )
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
  })
})

describe('Connect and the WalletConnect SDK', () => {
  it('issue 23: showing the list reaches no relay; pointing at or focusing WalletConnect readies the SDK', async () => {
    const walletConnect = memoryWalletConnect()
    const core = createTestCore(noSignIn, { walletConnect: walletConnect.client })
    renderWithCore(<Connect />, core)
    await update(() =>
      core.store.connectors.setConnectors('eip155', [
        announcedWallet({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
        announcedWallet(),
      ]),
    )
    const entry = await screen.findByRole('button', { name: /^WalletConnect/ })
    // Longer than the settle delay after which the view's code preloads.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect([walletConnect.prepared, walletConnect.attempts.length]).toEqual([0, 0])

    await userEvent.hover(screen.getByRole('button', { name: /Installed/ }))
    expect(walletConnect.prepared).toBe(0)
    await userEvent.hover(entry)
    await vi.waitFor(() => expect(walletConnect.prepared).toBe(1))

    await update(() => entry.blur())
    await update(() => entry.focus())
    await vi.waitFor(() => expect(walletConnect.prepared).toBe(2))
  })
})
