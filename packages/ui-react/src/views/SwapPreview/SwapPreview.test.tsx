import type { AppKitCore } from '@gangway/core'
import { type SwapExecutionState, swapState } from '@gangway/core/swap'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithCore, update } from '../../test-utils.js'
import { ETH, GUSD, GWT, setQuote, swapCore } from '../Swap/test-fixtures.js'
import { SwapPreview } from './SwapPreview.js'

const TX = `0x${'ab'.repeat(32)}`

/** GUSD → GWT (or `from`) reviewed, its quote in, and the swap at `execution`. */
function renderPreview(execution: Partial<SwapExecutionState> = {}, from = GUSD): AppKitCore {
  const core = swapCore({ from, to: GWT, fromAmount: from === ETH ? '0.1' : '25' })
  setQuote(core, 9_970_000_000_000_000_000n)
  Object.assign(swapState(core).execution, execution)
  core.store.router.reset('Account')
  core.store.router.push('Swap')
  core.store.router.push('SwapPreview')
  renderWithCore(<SwapPreview />, core)
  return core
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Wallet requests' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('SwapPreview', () => {
  it('shows both sides, and when the allowance is short, the approval before the swap', () => {
    renderPreview()
    expect(screen.getByText('You pay').parentElement?.textContent).toContain('25GUSD')
    expect(screen.getByText('You receive').parentElement?.textContent).toContain('9.97GWT')
    expect(screen.getByText(/Your wallet asks twice/).textContent).toBe(
      'Your wallet asks twice: first to let the pool use your GUSD, then to swap.',
    )
    expect(steps()).toEqual(['Approve GUSDWaiting', 'Swap GUSD for GWTWaiting'])
    expect(screen.getByRole('button', { name: 'Confirm swap' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('needs no approval for the native coin, or once the pool may take the amount', async () => {
    const core = renderPreview({}, ETH)
    expect(steps()).toEqual(['Swap ETH for GWTWaiting'])
    await update(() => {
      Object.assign(swapState(core), { from: GUSD, fromAmount: '25' })
      setQuote(core, 9_970_000_000_000_000_000n)
      swapState(core).allowance = { status: 'ready', token: GUSD.address, value: 10n ** 30n }
    })
    expect(steps()).toEqual(['Swap GUSD for GWTWaiting'])
  })

  it('approve pending: the approval is in the wallet, and the button says so and waits', () => {
    renderPreview({ status: 'approve-wallet', approval: true })
    expect(steps()).toEqual(['Approve GUSDConfirm in your wallet', 'Swap GUSD for GWTWaiting'])
    const button = screen.getByRole('button', { name: 'Approve GUSD in your wallet' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Approve GUSD in your wallet')
  })

  it('swap pending: the approval done, the swap being confirmed', () => {
    renderPreview({ status: 'swap-mining', approval: true, hash: TX })
    expect(steps()).toEqual(['Approve GUSDDone', 'Swap GUSD for GWTConfirming...'])
    expect(screen.getByRole('status').textContent).toBe('Waiting for the swap to confirm...')
  })

  it('slippage exceeded: says why, with Try again and Back to swap', async () => {
    const core = renderPreview({
      status: 'failed',
      approval: false,
      failedStep: 'swap',
      error: { reason: 'slippage-exceeded', message: 'The price moved beyond the slippage tolerance' },
    })
    expect(screen.getByRole('alert').textContent).toBe(
      'The price moved more than your 1% slippage tolerance, so nothing was swapped. Try again for a new quote.',
    )
    expect(steps()).toEqual(['Swap GUSD for GWTFailed'])
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to swap' }))
    expect(core.store.router.state.view).toBe('Swap')
  })

  it('a declined approval is told as such, on the approval step', () => {
    renderPreview({
      status: 'failed',
      approval: true,
      failedStep: 'approve',
      error: { reason: 'rejected', message: 'declined' },
    })
    expect(screen.getByRole('alert').textContent).toBe('You declined the request in your wallet.')
    expect(steps()).toEqual(['Approve GUSDFailed', 'Swap GUSD for GWTWaiting'])
  })

  it('confirming without a wallet fails in words, not silently', async () => {
    renderPreview({}, ETH)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm swap' }))
    expect((await screen.findByRole('alert')).textContent).toBe("The swap couldn't be completed.")
  })

  it('success: what was swapped, the transaction, and Done back to Account', async () => {
    const core = renderPreview({
      status: 'success',
      approval: true,
      hash: TX,
      explorerUrl: `https://etherscan.io/tx/${TX}`,
      summary: { fromAmount: '25', fromSymbol: 'GUSD', toAmount: '9.97', toSymbol: 'GWT' },
    })
    expect(screen.getByText('Swap complete')).toBe(document.activeElement)
    expect(screen.getByText('You swapped 25 GUSD for 9.97 GWT.')).toBeTruthy()
    expect(screen.getByTitle(TX).textContent).toBe('0xabab...ababab')
    const link = screen.getByRole('link', { name: 'View transaction on explorer' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }))
    expect(core.store.router.state.view).toBe('Account')
    expect(swapState(core).execution.status).toBe('idle')
  })
})
