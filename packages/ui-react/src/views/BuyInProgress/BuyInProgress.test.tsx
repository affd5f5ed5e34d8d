import type { AppKitCore } from '@gangway/core'
import { type OnrampPurchase, onrampState } from '@gangway/core/onramp'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ADDRESS, renderWithCore, update } from '../../test-utils.js'
import {
  buyCore,
  CHECKOUT_URL,
  PURCHASE_HASH,
  stubOnrampService,
  stubWindowOpen,
} from '../OnRampProviders/test-onramp.js'
import { BuyInProgress } from './BuyInProgress.js'

const QUOTE = {
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.25', currency: 'USD' },
  paymentSubtotal: { amount: '49.00', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '0.01633333', currency: 'ETH' },
  quoteId: 'q1',
}

/**
 * A purchase in the state, as openCheckout and trackPurchase leave it. The view's tracking reads nothing: only
 * openCheckout learns which purchases came before.
 */
async function withPurchase(purchase: Partial<OnrampPurchase>): Promise<AppKitCore> {
  stubOnrampService()
  const core = await buyCore('BuyInProgress')
  onrampState(core).purchase = {
    provider: 'coinbase',
    phase: 'waiting',
    checkout: 'open',
    address: ADDRESS,
    caipNetworkId: 'eip155:1',
    quote: QUOTE,
    startedAt: Date.now(),
    url: CHECKOUT_URL,
    ...purchase,
  }
  return core
}

const status = () => screen.getByRole('status').textContent

describe('BuyInProgress', () => {
  it('while the checkout is open: what is paid and bought, and the status in a live region', async () => {
    renderWithCore(<BuyInProgress />, await withPurchase({}))
    expect(screen.getByText('Buying ETH')).toBeTruthy()
    expect(status()).toBe('Complete your purchase in the Coinbase window.')
    expect(screen.getByText('You pay').nextSibling?.textContent).toBe('50.00 USD')
    expect(screen.getByText('You get').nextSibling?.textContent).toBe('0.01633333 ETH')
    expect(screen.queryByRole('button', { name: 'Reopen checkout' })).toBeNull()
  })

  it('a blocked or closed checkout can be reopened from here', async () => {
    const user = userEvent.setup()
    const { visited } = stubWindowOpen()
    const core = await withPurchase({ checkout: 'blocked' })
    renderWithCore(<BuyInProgress />, core)
    expect(screen.getByText('Your browser blocked the checkout window.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Reopen checkout' }))
    expect(visited).toEqual([CHECKOUT_URL])
    expect(screen.queryByRole('button', { name: 'Reopen checkout' })).toBeNull()

    await update(() => {
      onrampState(core).purchase!.checkout = 'closed'
    })
    expect(screen.getByText('The checkout window is closed.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reopen checkout' })).toBeTruthy()
  })

  it('on its way, then arrived: the amount, the transaction and its explorer link, and Done', async () => {
    const user = userEvent.setup()
    const core = await withPurchase({ phase: 'pending', hash: PURCHASE_HASH })
    renderWithCore(<BuyInProgress />, core)
    expect(status()).toBe('Payment received. Sending 0.01633333 ETH to your wallet...')
    await update(() =>
      Object.assign(onrampState(core).purchase!, {
        phase: 'confirmed',
        received: { amount: '0.01633333', symbol: 'ETH' },
        explorerUrl: `https://etherscan.io/tx/${PURCHASE_HASH}`,
      }),
    )
    expect(screen.getByText('Purchase complete')).toBe(document.activeElement)
    expect(status()).toBe('0.01633333 ETH arrived in your wallet.')
    expect(screen.getByTitle(PURCHASE_HASH).textContent).toBe('0xabab...ababab')
    const link = screen.getByRole('link', { name: 'View transaction on explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${PURCHASE_HASH}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(core.store.router.state.view).toBe('Account')
  })

  it('an unsafe explorer link is not shown', async () => {
    renderWithCore(
      <BuyInProgress />,
      await withPurchase({ phase: 'confirmed', hash: PURCHASE_HASH, explorerUrl: 'javascript:alert(1)' }),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['failed', 'The purchase did not go through, and nothing was sent to your wallet.'],
    ['error', "Couldn't open the Coinbase checkout."],
    [
      'timed-out',
      'No news from Coinbase for a while, so the modal stopped checking. Your Activity shows the purchase once it arrives.',
    ],
  ] as const)('%s: says so, and Try again goes back to the providers', async (phase, message) => {
    const user = userEvent.setup()
    const core = await withPurchase({ phase })
    renderWithCore(<BuyInProgress />, core)
    expect(screen.getByText('Purchase failed')).toBeTruthy()
    expect(status()).toBe(message)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(core.store.router.state.view).toBe('OnRampProviders')
  })

  it('without a purchase, offers to start one', async () => {
    const user = userEvent.setup()
    stubOnrampService()
    const core = await buyCore('BuyInProgress')
    renderWithCore(<BuyInProgress />, core)
    expect(screen.getByText('No purchase is under way.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Buy crypto' }))
    expect(core.store.router.state.view).toBe('OnRampProviders')
  })
})
