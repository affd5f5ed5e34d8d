import { solana } from '@gangway/common'
import type { AppKitEvent } from '@gangway/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { connectAccount, createTestCore, NETWORKS, renderWithCore } from '../../test-utils.js'
import { SERVICES_URL, SWAP_HASH, sendingAdapter, stubSwapServices } from './test-swap-services.js'

async function accountCore(options: Parameters<typeof createTestCore>[0] = {}) {
  const core = createTestCore({ services: { blockchainApiUrl: SERVICES_URL }, ...options })
  connectAccount(core)
  await core.open({ view: 'Account' })
  return core
}

/** The wallet features' buttons of the Account view, in order. */
async function features(): Promise<string[]> {
  const receive = await screen.findByRole('button', { name: 'Receive' })
  return [...(receive.parentElement?.querySelectorAll('button') ?? [])].map(
    (button) => button.textContent ?? '',
  )
}

describe('Swap in the modal', () => {
  it('SPEC §9: Swap follows Buy and comes before Receive and Send, on eip155 with a blockchain service', async () => {
    stubSwapServices()
    renderWithCore(<Modal />, await accountCore())
    expect(await features()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('is hidden without a blockchain service, with the swaps feature off, and off eip155', async () => {
    stubSwapServices()
    const { unmount } = renderWithCore(<Modal />, await accountCore({ services: {} }))
    expect(await features()).not.toContain('Swap')
    unmount()
    const off = renderWithCore(<Modal />, await accountCore({ features: { swaps: false } }))
    expect(await features()).not.toContain('Swap')
    off.unmount()
    const core = await accountCore({ networks: [...NETWORKS, solana] })
    core.store.chain.setAccountState('solana', {
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      status: 'connected',
    })
    core.store.chain.setActiveNamespace('solana')
    renderWithCore(<Modal />, core)
    expect(await features()).not.toContain('Swap')
  })

  it('swaps 0.1 ETH for GWT: Swap, the token list, the quote, the review, the wallet, the result', async () => {
    const user = userEvent.setup()
    stubSwapServices()
    const { adapter, sent } = sendingAdapter()
    const core = await accountCore({ adapters: [adapter] })
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => void events.push(event))
    renderWithCore(<Modal />, core)

    await user.click(await screen.findByRole('button', { name: 'Swap' }))
    expect(await screen.findByRole('heading', { name: 'Swap' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'You receive Select token' }))
    expect(await screen.findByRole('heading', { name: 'Select Token' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: /Gangway Token/ }))
    await user.type(await screen.findByRole('textbox', { name: 'You pay' }), '0.1')
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value).toBe('119.88'),
    )
    await user.click(screen.getByRole('button', { name: 'Review swap' }))

    await user.click(await screen.findByRole('button', { name: 'Confirm swap' }))
    expect(await screen.findByText('Swap complete', {}, { timeout: 3_000 })).toBeTruthy()
    expect(screen.getByText('You swapped 0.1 ETH for 119.88 GWT.')).toBeTruthy()
    expect(sent).toEqual([
      {
        to: '0x0000000000000000000000000000000000000b0b',
        value: 100_000_000_000_000_000n,
        data: '0x12345678',
      },
    ])
    expect(screen.getByTitle(SWAP_HASH)).toBeTruthy()
    expect(events.map((event) => event.data.event)).toEqual(
      expect.arrayContaining(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS']),
    )
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy()
  })

  it("opens on Swap with the host's arguments: open({ view: 'Swap', arguments })", async () => {
    stubSwapServices()
    const core = createTestCore({ services: { blockchainApiUrl: SERVICES_URL } })
    connectAccount(core)
    await core.open({ view: 'Swap', arguments: { fromToken: 'GUSD', toToken: 'GWT', amount: '25' } })
    renderWithCore(<Modal />, core)
    expect(await screen.findByRole('button', { name: 'You pay GUSD' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive GWT' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('25')
  })
})
