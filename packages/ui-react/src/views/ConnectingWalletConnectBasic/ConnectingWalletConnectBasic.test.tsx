import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, memoryWalletConnect, pairingUri, renderWithCore, update } from '../../test-utils.js'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.js'

describe('ConnectingWalletConnectBasic', () => {
  it('shows the WalletConnect QR code and Copy link, and opens All Wallets', async () => {
    const user = userEvent.setup()
    const wc = memoryWalletConnect()
    const core = createTestCore({}, { walletConnect: wc.client })
    core.store.router.reset('ConnectingWalletConnectBasic')
    const view = renderWithCore(<ConnectingWalletConnectBasic />, core)
    // The pairing's code loads on first use.
    await vi.dynamicImportSettled()
    await update(() => wc.latest().onUri(pairingUri()))
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(pairingUri())

    await user.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(core.store.router.state.view).toBe('AllWallets')
    view.unmount()
    await vi.dynamicImportSettled()
    expect(core.store.walletConnect.state.active).toBe(false)
  })
})
