import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { qrCode } from '../../components/qr-code.js'
import { connectFox, createMultiChainCore, SOLANA_ADDRESS } from '../../test-multichain.js'
import { ADDRESS, connectAccount, createTestCore, renderWithCore } from '../../test-utils.js'
import { WalletReceive } from './WalletReceive.js'

function renderReceive(profile: { profileName?: string } = {}) {
  const core = createTestCore()
  connectAccount(core)
  if (profile.profileName) core.store.chain.setAccountState('eip155', profile)
  renderWithCore(<WalletReceive />, core)
  return core
}

describe('WalletReceive', () => {
  it('shows the address as a QR code named with the address', () => {
    renderReceive()
    const qr = screen.getByRole('img', { name: `QR code for address ${ADDRESS}` })
    expect(qr.querySelector('svg path')?.getAttribute('d')).toBe(qrCode(ADDRESS).path)
  })

  it('shows the full address as text with Copy, confirmed in the snackbar', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const core = renderReceive()
    expect(screen.getByText(ADDRESS, { selector: 'code' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(core.store.snack.state).toMatchObject({
      open: true,
      message: 'Address copied',
      variant: 'success',
    })
    vi.unstubAllGlobals()
  })

  it('says so when the address cannot be copied', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const core = renderReceive()
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(core.store.snack.state).toMatchObject({ message: 'Could not copy the address', variant: 'error' })
    vi.unstubAllGlobals()
  })

  it("shows the account's name, else its short address", () => {
    renderReceive({ profileName: 'alice.reown.id' })
    expect(screen.getByTitle('alice.reown.id').textContent).toBe('alice.reown.id')
  })

  it('lists the networks of the active namespace the address works on', () => {
    renderReceive()
    expect(screen.getByTitle(ADDRESS).textContent).toBe('0xf3...b92266')
    const list = screen.getByRole('region', { name: 'This address works on' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ethereum', 'Polygon'])
  })

  it("with several namespaces, shows the active one's address and networks only", async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    await connectFox(core, 'eip155')
    await connectFox(core, 'solana')
    renderWithCore(<WalletReceive />, core)
    expect(screen.getByRole('img', { name: `QR code for address ${SOLANA_ADDRESS}` })).toBeTruthy()
    const list = screen.getByRole('region', { name: 'This address works on' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solana'])
  })

  it('says so when no account is connected', () => {
    renderWithCore(<WalletReceive />, createTestCore())
    expect(screen.getByText('Connect a wallet to receive.')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
