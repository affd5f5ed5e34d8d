import type { Connector } from '@gangway/core'
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
} from '../test-utils.js'
import { AllWallets } from '../views/AllWallets/AllWallets.js'
import { Connect } from '../views/Connect/Connect.js'

const noSignIn = { features: { email: false, socials: false as const } }
const walletConnectEntry = (chain: Connector['chain'] = 'eip155'): Connector => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain,
})
const rainbow = walletListing('rainbow-id', 'Rainbow', { mobile_link: 'rainbow://' })

describe('picking a wallet', () => {
  it('SPEC §9: Connect lists WalletConnect first, with its mark, then the installed wallets', async () => {
    const core = createTestCore(noSignIn, { walletConnect: memoryWalletConnect().client })
    renderWithCore(<Connect />, core)
    await update(() =>
      core.store.connectors.setConnectors('eip155', [announcedWallet(), walletConnectEntry()]),
    )
    const buttons = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['WalletConnect', 'MetaMask Installed'])
    // No image of its own: our WalletConnect mark, not the grey placeholder.
    expect(buttons[0]?.querySelector('svg')).not.toBeNull()
    expect(buttons[0]?.querySelector('[data-gw-placeholder]')).toBeNull()
  })

  it('the WalletConnect entry opens ConnectingWalletConnect and asks no adapter to connect', async () => {
    const user = userEvent.setup()
    const core = createTestCore(noSignIn, { walletConnect: memoryWalletConnect().client })
    const connect = vi.spyOn(core, 'connect')
    renderWithCore(<Connect />, core)
    await update(() => core.store.connectors.setConnectors('eip155', [walletConnectEntry()]))
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(core.store.router.state.view).toBe('ConnectingWalletConnect')
    expect(core.store.router.state.data?.connector?.id).toBe('walletConnect')
    expect(connect).not.toHaveBeenCalled()
  })

  it('the entry merging WalletConnect across chains (MULTI_CHAIN) opens ConnectingWalletConnect too', async () => {
    const user = userEvent.setup()
    const core = createTestCore(noSignIn, { walletConnect: memoryWalletConnect().client })
    renderWithCore(<Connect />, core)
    await update(() => {
      core.store.connectors.setConnectors('eip155', [walletConnectEntry('eip155')])
      core.store.connectors.setConnectors('solana', [walletConnectEntry('solana')])
    })
    await user.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(core.store.router.state.view).toBe('ConnectingWalletConnect')
  })

  it('a directory wallet in All Wallets opens ConnectingWalletConnect with it when WalletConnect is on', async () => {
    const user = userEvent.setup()
    const core = createDirectoryCore([rainbow], {}, { walletConnect: memoryWalletConnect().client })
    renderWithCore(<AllWallets />, core)
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(core.store.router.state.view).toBe('ConnectingWalletConnect')
    expect(core.store.router.state.data?.wallet).toMatchObject({ id: 'rainbow-id', name: 'Rainbow' })
  })

  it('without WalletConnect the same wallet opens Downloads', async () => {
    const user = userEvent.setup()
    const core = createDirectoryCore([rainbow])
    renderWithCore(<AllWallets />, core)
    await user.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(core.store.router.state.view).toBe('Downloads')
  })
})
