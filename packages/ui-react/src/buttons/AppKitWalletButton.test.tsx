import type { Connector } from '@gangway/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  announcedWallet,
  connectAccount,
  createTestCore,
  memoryWalletConnect,
  renderWithCore,
  stubDirectory,
  TEST_DIRECTORY_URL,
  update,
  walletListing,
} from '../test-utils.js'
import { AppKitWalletButton } from './AppKitWalletButton.js'

const walletConnectEntry: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

describe('AppKitWalletButton', () => {
  it.each(['metamask', 'MetaMask', 'io.metamask'])(
    'wallet="%s" shows the announced wallet and asks it to connect on its Connecting view',
    async (wallet) => {
      const user = userEvent.setup()
      const core = createTestCore()
      const connect = vi.spyOn(core, 'connect').mockResolvedValue(undefined)
      core.store.connectors.setConnectors('eip155', [announcedWallet()])
      renderWithCore(<AppKitWalletButton wallet={wallet} />, core)
      await user.click(screen.getByRole('button', { name: 'MetaMask' }))
      expect(core.isOpen()).toBe(true)
      expect(core.store.router.state.view).toBe('ConnectingExternal')
      expect(core.store.router.state.data?.connector?.id).toBe('io.metamask')
      expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.metamask' }))
    },
  )

  it('a wallet the page does not have yet says Connect Wallet and opens Connect, then follows its announcement', async () => {
    const user = userEvent.setup()
    const core = createTestCore({}, { hasAdapter: () => true })
    const connect = vi.spyOn(core, 'connect').mockResolvedValue(undefined)
    renderWithCore(<AppKitWalletButton wallet="metamask" />, core)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(core.store.router.state.view).toBe('Connect')
    expect(connect).not.toHaveBeenCalled()
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    expect(screen.getByRole('button', { name: 'MetaMask' })).toBeTruthy()
  })

  it('walletConnect opens the pairing and asks no adapter to connect', async () => {
    const user = userEvent.setup()
    const core = createTestCore({}, { walletConnect: memoryWalletConnect().client })
    const connect = vi.spyOn(core, 'connect')
    core.store.connectors.setConnectors('eip155', [walletConnectEntry])
    renderWithCore(<AppKitWalletButton wallet="walletConnect" />, core)
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(core.store.router.state.view).toBe('ConnectingWalletConnect')
    expect(connect).not.toHaveBeenCalled()
  })

  it('with a namespace, a wallet on several namespaces connects its connector of that namespace', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    const connect = vi.spyOn(core, 'connect').mockResolvedValue(undefined)
    core.store.connectors.setConnectors('eip155', [announcedWallet()])
    core.store.connectors.setConnectors('solana', [announcedWallet({ id: 'metamask-solana' })])
    renderWithCore(<AppKitWalletButton wallet="metamask" namespace="solana" />, core)
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'metamask-solana', chain: 'solana' }))
  })

  it('a social provider opens its popup inside the click and waits on ConnectingSocial', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const events: string[] = []
    core.subscribeEvents(({ data }) => events.push(data.event))
    renderWithCore(<AppKitWalletButton wallet="google" />, core)
    const button = screen.getByRole('button', { name: 'Google' })
    await user.hover(button)
    await vi.dynamicImportSettled()
    expect(open).not.toHaveBeenCalled()
    await user.click(button)
    // The starter was loaded on hover, so the popup opened within the click.
    expect(open).toHaveBeenCalledTimes(1)
    expect(core.store.router.state.view).toBe('ConnectingSocial')
    expect(core.store.router.state.data?.provider).toBe('google')
    expect(events).toContain('SOCIAL_LOGIN_STARTED')
  })

  it('connected, it opens the account instead of connecting again', async () => {
    const user = userEvent.setup()
    const core = createTestCore()
    const connect = vi.spyOn(core, 'connect')
    core.store.connectors.setConnectors('eip155', [announcedWallet()])
    connectAccount(core)
    renderWithCore(<AppKitWalletButton wallet="metamask" />, core)
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(core.store.router.state.view).toBe('Account')
    expect(connect).not.toHaveBeenCalled()
  })
})

const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const DIRECTORY = [
  walletListing('f'.repeat(64), 'Rainbow Bridge'),
  walletListing(RAINBOW_ID, 'Rainbow', { rdns: 'me.rainbow' }),
]

/** A core with a directory (the stand-in at TEST_DIRECTORY_URL) and, unless asked otherwise, WalletConnect. */
function directoryCore(options: Parameters<typeof createTestCore>[0] = {}, walletConnect = true) {
  return createTestCore(
    { services: { apiUrl: TEST_DIRECTORY_URL }, ...options },
    { hasAdapter: () => true, ...(walletConnect ? { walletConnect: memoryWalletConnect().client } : {}) },
  )
}

describe('AppKitWalletButton: a directory wallet the page does not have', () => {
  it('is looked up when the page is idle, not at first render, then shows its name and image', async () => {
    const { requests } = stubDirectory(DIRECTORY)
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, directoryCore())
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(requests).toHaveLength(0)
    const button = await screen.findByRole('button', { name: 'Rainbow' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      `${TEST_DIRECTORY_URL}/getWalletImage/${RAINBOW_ID}-image?projectId=test&st=appkit&sv=gangway-core-0.0.0`,
    )
    expect(requests.map((query) => query.get('search'))).toEqual(['rainbow'])
  })

  it("opens that wallet's WalletConnect pairing, as picking it in All Wallets does", async () => {
    stubDirectory(DIRECTORY)
    const user = userEvent.setup()
    const core = directoryCore()
    const connect = vi.spyOn(core, 'connect')
    renderWithCore(<AppKitWalletButton wallet="me.rainbow" />, core)
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    expect(core.isOpen()).toBe(true)
    expect(core.store.router.state.view).toBe('ConnectingWalletConnect')
    expect(core.store.router.state.data?.wallet).toMatchObject({ id: RAINBOW_ID, name: 'Rainbow' })
    expect(connect).not.toHaveBeenCalled()
  })

  it('a click before the answer waits for it (busy meanwhile), then opens the pairing', async () => {
    stubDirectory(DIRECTORY)
    const user = userEvent.setup()
    const core = directoryCore()
    renderWithCore(<AppKitWalletButton wallet={RAINBOW_ID} />, core)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await user.click(button)
    await waitFor(() => expect(core.store.router.state.view).toBe('ConnectingWalletConnect'))
    expect(core.store.router.state.data?.wallet?.id).toBe(RAINBOW_ID)
    expect(screen.getByRole('button', { name: 'Rainbow' }).getAttribute('aria-busy')).toBeNull()
  })

  it('without WalletConnect it offers where to get the wallet, and reports the pick', async () => {
    stubDirectory(DIRECTORY)
    const user = userEvent.setup()
    const core = directoryCore({}, false)
    const events: unknown[] = []
    core.subscribeEvents(({ data }) => events.push(data))
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, core)
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    expect(core.store.router.state.view).toBe('Downloads')
    expect(core.store.router.state.data?.wallet?.id).toBe(RAINBOW_ID)
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'SELECT_WALLET',
        properties: expect.objectContaining({ id: RAINBOW_ID }),
      }),
    )
  })

  it("SPEC §5: a wallet the host excluded is not offered: the button keeps 'Connect Wallet' and opens Connect", async () => {
    const { requests } = stubDirectory(DIRECTORY)
    const user = userEvent.setup()
    const core = directoryCore({ excludeWalletIds: ['me.rainbow'] })
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, core)
    await waitFor(() => expect(requests).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(core.store.router.state.view).toBe('Connect')
  })

  it('a host whose Connect offers no wallets, or that has no directory, asks nothing', async () => {
    const { requests } = stubDirectory(DIRECTORY)
    const user = userEvent.setup()
    const core = directoryCore({ features: { connectMethodsOrder: ['email', 'social'] } })
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, core)
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, createTestCore())
    await user.hover(screen.getAllByRole('button', { name: 'Connect Wallet' })[0] as HTMLElement)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(requests).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: 'Connect Wallet' })).toHaveLength(2)
  })

  it('with the directory down, a click opens Connect, where the directory says what failed', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const core = directoryCore()
    renderWithCore(<AppKitWalletButton wallet="rainbow" />, core)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(core.isOpen()).toBe(true), { timeout: 4_000 })
    expect(core.store.router.state.view).toBe('Connect')
  })

  it('the browser wallet wins once it announces itself, even after the directory answered', async () => {
    stubDirectory([walletListing('c'.repeat(64), 'MetaMask', { rdns: 'io.metamask' })])
    const user = userEvent.setup()
    const core = directoryCore()
    const connect = vi.spyOn(core, 'connect').mockResolvedValue(undefined)
    renderWithCore(<AppKitWalletButton wallet="metamask" />, core)
    await screen.findByRole('button', { name: 'MetaMask' })
    await update(() => core.store.connectors.setConnectors('eip155', [announcedWallet()]))
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(core.store.router.state.view).toBe('ConnectingExternal')
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'io.metamask' }))
  })
})
