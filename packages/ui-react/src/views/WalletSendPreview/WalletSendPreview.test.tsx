import { solana } from '@gangway/common'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithCore, update } from '../../test-utils.js'
import { evmCore, RECEIVER, SOL, SOLANA_RECEIVER, solanaCore, USDC } from '../WalletSend/test-fixtures.js'
import { WalletSendPreview } from './WalletSendPreview.js'

const HASH = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

/** A Solana send of 0.5 SOL, reviewed; the in-memory adapter's wallet answers as the test says. */
async function renderSolanaPreview(token = SOL, amount = '0.5') {
  const { core, adapter } = await solanaCore('WalletSendPreview')
  core.store.send.setToken(token)
  core.store.send.setTokenAmount(amount)
  core.store.send.setReceiverAddress(SOLANA_RECEIVER)
  renderWithCore(<WalletSendPreview />, core)
  return { core, adapter }
}

describe('WalletSendPreview', () => {
  it('shows what is sent, to whom, on which network, and the network fee', async () => {
    await renderSolanaPreview()
    expect(screen.getByText('You send', { exact: false }).parentElement?.textContent).toBe('You send 0.5 SOL')
    expect(screen.getByText('≈ $75.00')).toBeTruthy()
    expect(screen.getByTitle(SOLANA_RECEIVER).textContent).toBe('9WzD...YtAWWM')
    expect(screen.getByText('Solana', { selector: 'dd span' })).toBeTruthy()
    expect(await screen.findByText('0.000005 SOL')).toBeTruthy()
    // The fee in USD, from the native coin's price (0.00075 USD).
    expect(screen.getByText('≈ <$0.01')).toBeTruthy()
  })

  it('shows the resolved name beside the address', async () => {
    const core = await evmCore('WalletSendPreview')
    core.store.send.setToken(USDC)
    core.store.send.setTokenAmount('12.5')
    core.store.send.setReceiverAddress(RECEIVER)
    core.store.send.setReceiverProfile({ name: 'alice.reown.id' })
    renderWithCore(<WalletSendPreview />, core)
    expect(screen.getByText('alice.reown.id')).toBeTruthy()
    expect(screen.getByTitle(RECEIVER).textContent).toBe('0x70...dc79C8')
    expect(screen.getByText('Ethereum', { selector: 'dd span' })).toBeTruthy()
  })

  it('says when the fee cannot be estimated (no adapter here), and still lets the wallet decide', async () => {
    const core = await evmCore('WalletSendPreview')
    core.store.send.setToken(USDC)
    core.store.send.setTokenAmount('1')
    core.store.send.setReceiverAddress(RECEIVER)
    renderWithCore(<WalletSendPreview />, core)
    expect(await screen.findByText("Couldn't estimate the network fee")).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('refuses a send that leaves nothing for the fee', async () => {
    await renderSolanaPreview(SOL, '2.5')
    expect(await screen.findByText('Insufficient funds for the network fee')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('waits for the wallet, then shows the transaction with its explorer link; Done goes back to Account', async () => {
    const user = userEvent.setup()
    const { core, adapter } = await renderSolanaPreview()
    let answer: (value: { hash: string }) => void = () => {}
    const sendTransaction = vi.fn(() => new Promise<{ hash: string }>((resolve) => (answer = resolve)))
    adapter.sendTransaction = sendTransaction
    await screen.findByText('0.000005 SOL')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    const button = screen.getByRole('button', { name: 'Confirm in your wallet' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Confirm in your wallet')
    await user.click(button)
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(sendTransaction.mock.calls[0]).toMatchObject([{ to: SOLANA_RECEIVER, value: 500_000_000n }])

    await update(() => answer({ hash: HASH }))
    expect(screen.getByText('Transaction sent')).toBe(document.activeElement)
    expect(screen.getByText('0.5 SOL is on its way.')).toBeTruthy()
    expect(screen.getByTitle(HASH).textContent).toBe('5VERv8...SZkQUW')
    const link = screen.getByRole('link', { name: 'View transaction on explorer' })
    expect(link.getAttribute('href')).toBe(`${solana.blockExplorers?.default.url}/tx/${HASH}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    // The form is emptied once sent, so going back cannot send it twice.
    expect(core.store.send.state.token).toBeUndefined()

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(core.store.router.state.view).toBe('Account')
    expect(core.store.router.state.history).toEqual(['Account'])
  })

  it('comes back to the outcome when the view was replaced while sending (an approval in the secure frame)', async () => {
    const user = userEvent.setup()
    const { core, adapter } = await solanaCore('WalletSendPreview')
    core.store.send.setToken(SOL)
    core.store.send.setTokenAmount('0.5')
    core.store.send.setReceiverAddress(SOLANA_RECEIVER)
    let answer: (value: { hash: string }) => void = () => {}
    adapter.sendTransaction = vi.fn(() => new Promise<{ hash: string }>((resolve) => (answer = resolve)))
    const first = renderWithCore(<WalletSendPreview />, core)
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    first.unmount()
    await update(() => answer({ hash: HASH }))
    renderWithCore(<WalletSendPreview />, core)
    expect(screen.getByText('Transaction sent')).toBeTruthy()
    expect(screen.getByText('0.5 SOL is on its way.')).toBeTruthy()
  })

  it('says the wallet declined, stays, and offers Try again', async () => {
    const user = userEvent.setup()
    const { core, adapter } = await renderSolanaPreview()
    adapter.sendTransaction = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      .mockResolvedValueOnce({ hash: HASH })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction declined')
    expect(core.store.router.state.view).toBe('WalletSendPreview')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Transaction sent')).toBeTruthy()
  })

  it("shows another failure's message", async () => {
    const user = userEvent.setup()
    const { adapter } = await renderSolanaPreview()
    adapter.sendTransaction = vi.fn().mockRejectedValue(new Error('Blockhash not found'))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Blockhash not found')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('a form that is not complete (e.g. emptied by a network change) says what is missing', async () => {
    const core = await evmCore('WalletSendPreview')
    renderWithCore(<WalletSendPreview />, core)
    expect(screen.getByRole('alert').textContent).toBe('A token is required')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(core.store.router.state.view).toBe('WalletSend')
  })
})
