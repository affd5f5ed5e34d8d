import { solana } from '@gangway/common'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  createTestCore,
  renderWithCore,
  stubDirectory,
  TEST_DIRECTORY_URL,
  walletListing,
} from '../../test-utils.js'
import { createMultiChainCore } from '../../test-multichain.js'
import { Connect } from './Connect.js'

function filters() {
  return within(screen.getByRole('group', { name: 'Show wallets for' }))
}

function walletNames(): string[] {
  return within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
}

describe('Connect: namespace filters', () => {
  it('are not shown with one namespace configured', () => {
    renderWithCore(<Connect />, createTestCore({ features: { email: false, socials: false } }))
    expect(screen.queryByRole('group', { name: 'Show wallets for' })).toBeNull()
  })

  it('SPEC §4: one toggle per configured namespace, named from the catalogue, all on at first', async () => {
    const { core } = await createMultiChainCore(['eip155', 'solana', 'bip122'])
    renderWithCore(<Connect />, core)
    const toggles = filters().getAllByRole('button')
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['EVM Networks', 'Solana', 'Bitcoin'])
    for (const toggle of toggles) expect(toggle.getAttribute('aria-pressed')).toBe('true')
  })

  it('SPEC §4: toggling a namespace calls setNamespaceFilter and the list is recomputed', async () => {
    const user = userEvent.setup()
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    const setNamespaceFilter = vi.spyOn(core.store.connectors, 'setNamespaceFilter')
    renderWithCore(<Connect />, core)
    expect(walletNames()).toEqual(['Fox Wallet Installed', 'Rabbit Wallet Installed'])
    expect(core.store.connectors.state.connectors[0]?.type).toBe('MULTI_CHAIN')

    await user.click(filters().getByRole('button', { name: 'EVM Networks' }))
    expect(setNamespaceFilter).toHaveBeenCalledWith('eip155', false)
    expect(filters().getByRole('button', { name: 'EVM Networks' }).getAttribute('aria-pressed')).toBe('false')
    // Only Solana's wallets are left, and Fox Wallet is no longer merged across namespaces.
    expect(walletNames()).toEqual(['Fox Wallet Installed'])
    expect(core.store.connectors.state.connectors.map((connector) => connector.id)).toEqual(['fox-solana'])

    await user.click(filters().getByRole('button', { name: 'EVM Networks' }))
    expect(setNamespaceFilter).toHaveBeenLastCalledWith('eip155', true)
    expect(walletNames()).toEqual(['Fox Wallet Installed', 'Rabbit Wallet Installed'])
  })

  it('at least one filter stays on: the last one cannot be turned off', async () => {
    const user = userEvent.setup()
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    renderWithCore(<Connect />, core)
    await user.click(filters().getByRole('button', { name: 'Solana' }))
    const evm = filters().getByRole('button', { name: 'EVM Networks' })
    expect(evm.getAttribute('aria-disabled')).toBe('true')

    await user.click(evm)
    expect(evm.getAttribute('aria-pressed')).toBe('true')
    expect(core.store.connectors.state.namespaceFilter.eip155).not.toBe(false)
    // Turning another one back on unlocks it.
    await user.click(filters().getByRole('button', { name: 'Solana' }))
    expect(evm.getAttribute('aria-disabled')).toBeNull()
  })

  it('is keyboard usable: Space toggles the focused filter', async () => {
    const user = userEvent.setup()
    const { core } = await createMultiChainCore(['eip155', 'solana'])
    renderWithCore(<Connect />, core)
    filters().getByRole('button', { name: 'Solana' }).focus()
    await user.keyboard(' ')
    expect(core.store.connectors.state.namespaceFilter.solana).toBe(false)
  })
})

describe('Connect: namespace filters and the directory wallets', () => {
  const rainbow = walletListing('rainbow', 'Rainbow', { chains: ['eip155:1'] })
  const solflare = walletListing('solflare', 'Solflare', { chains: [solana.caipNetworkId] })
  const trust = walletListing('trust', 'Trust Wallet', { chains: ['eip155:1', solana.caipNetworkId] })

  /** EVM and Solana, Rainbow featured; Solflare and Trust Wallet recommended by the directory. */
  async function renderWithDirectory() {
    const directory = stubDirectory([rainbow, solflare, trust])
    const { core } = await createMultiChainCore(['eip155', 'solana'], {
      services: { apiUrl: TEST_DIRECTORY_URL },
      featuredWalletIds: ['rainbow'],
    })
    await core.prefetch()
    renderWithCore(<Connect />, core)
    return { core, directory }
  }

  it('SPEC §4: turning a namespace off hides the featured and recommended wallets that support none of the others', async () => {
    const user = userEvent.setup()
    const { directory } = await renderWithDirectory()
    expect(walletNames()).toEqual([
      'Fox Wallet Installed',
      'Rabbit Wallet Installed',
      'Rainbow',
      'Solflare',
      'Trust Wallet',
    ])

    await user.click(filters().getByRole('button', { name: 'EVM Networks' }))
    // Rainbow is on EVM networks only; Trust Wallet is on Solana too.
    expect(walletNames()).toEqual(['Fox Wallet Installed', 'Solflare', 'Trust Wallet'])
    // The recommended wallets are asked for again, for Solana's chain only.
    await waitFor(() => expect(directory.requests.at(-1)?.get('chains')).toBe(solana.caipNetworkId))
    expect(walletNames()).toEqual(['Fox Wallet Installed', 'Solflare', 'Trust Wallet'])

    await user.click(filters().getByRole('button', { name: 'EVM Networks' }))
    await waitFor(() => expect(walletNames()).toContain('Rainbow'))
  })

  it("the All Wallets count follows the filter: the directory's count for the namespaces left on", async () => {
    const user = userEvent.setup()
    await renderWithDirectory()
    expect(screen.getByRole('button', { name: 'All Wallets 3' })).toBeTruthy()
    await user.click(filters().getByRole('button', { name: 'EVM Networks' }))
    expect(await screen.findByRole('button', { name: 'All Wallets 2' })).toBeTruthy()
  })
})
