import type { Connector } from '@gangway/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  announcedWallet,
  connectAccount,
  createTestCore,
  memoryWalletConnect,
  renderWithCore,
  update,
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
