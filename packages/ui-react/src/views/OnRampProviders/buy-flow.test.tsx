import type { AppKitEvent } from '@gangway/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Modal } from '../../modal/Modal.js'
import { connectAccount, createTestCore, renderWithCore } from '../../test-utils.js'
import { CHECKOUT_URL, stubOnrampService, stubWindowOpen, TEST_SERVICES_URL } from './test-onramp.js'

async function accountCore(options: Parameters<typeof createTestCore>[0] = {}) {
  const core = createTestCore({ services: { blockchainApiUrl: TEST_SERVICES_URL }, ...options })
  connectAccount(core)
  await core.open({ view: 'Account' })
  return core
}

describe('Buy in the modal', () => {
  it('SPEC §9: Buy comes first among the wallet features, on eip155 with a blockchain service', async () => {
    stubOnrampService()
    renderWithCore(<Modal />, await accountCore())
    const buy = await screen.findByRole('button', { name: 'Buy' })
    const features = [...(buy.parentElement?.querySelectorAll('button') ?? [])].map(
      (button) => button.textContent,
    )
    expect(features[0]).toBe('Buy')
  })

  it('is hidden without a blockchain service, or with the onramp feature off', async () => {
    const { unmount } = renderWithCore(<Modal />, await accountCore({ services: {} }))
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
    unmount()
    stubOnrampService()
    renderWithCore(<Modal />, await accountCore({ features: { onramp: false } }))
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })

  it('buys 50 USD of ETH: Buy, the amount, a provider, the checkout in a new window, the purchase arriving', async () => {
    const user = userEvent.setup()
    stubOnrampService()
    const { visited } = stubWindowOpen()
    const core = await accountCore()
    const events: AppKitEvent[] = []
    core.subscribeEvents((event) => void events.push(event))
    renderWithCore(<Modal />, core)

    await user.click(await screen.findByRole('button', { name: 'Buy' }))
    expect(events.map((event) => event.data.event)).toContain('SELECT_BUY_CRYPTO')
    expect(await screen.findByRole('heading', { name: 'Buy' })).toBeTruthy()
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '50')
    await user.click(await screen.findByRole('button', { name: 'Coinbase 0.01633333 ETH' }))

    expect(
      await screen.findByText('0.01633333 ETH arrived in your wallet.', {}, { timeout: 3_000 }),
    ).toBeTruthy()
    expect(visited).toEqual([CHECKOUT_URL])
    expect(screen.getByText('Purchase complete')).toBeTruthy()
  })

  it('the coin and currency lists have their titles, and come back to Buy', async () => {
    const user = userEvent.setup()
    stubOnrampService()
    const core = await accountCore()
    core.store.router.push('OnRampProviders')
    renderWithCore(<Modal />, core)
    await user.click(await screen.findByRole('button', { name: 'Payment currency USD' }))
    expect(await screen.findByRole('heading', { name: 'Select Currency' })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: /^EUR/ }))
    expect(await screen.findByRole('button', { name: 'Payment currency EUR' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'You buy ETH Ethereum' }))
    expect(await screen.findByRole('heading', { name: 'Select Token' })).toBeTruthy()
  })
})
