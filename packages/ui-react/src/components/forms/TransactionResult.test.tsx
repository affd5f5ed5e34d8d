import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TransactionResult, type TransactionResultProps } from './TransactionResult.js'

const HASH = `0x${'ab'.repeat(32)}`

function renderResult(props: Partial<TransactionResultProps> = {}) {
  const onDone = vi.fn()
  render(
    <TransactionResult
      title="Transaction sent"
      body="1 ETH is on its way."
      hash={HASH}
      explorerUrl={`https://etherscan.io/tx/${HASH}`}
      explorerLabel="View transaction on explorer"
      doneLabel="Done"
      onDone={onDone}
      {...props}
    />,
  )
  return onDone
}

describe('TransactionResult', () => {
  it('moves focus to its heading and says what went through', () => {
    renderResult()
    expect(document.activeElement?.textContent).toBe('Transaction sent')
    expect(screen.getByText('1 ETH is on its way.')).toBeTruthy()
  })

  it('shows the hash shortened, in full in its title, under its label when given one', () => {
    renderResult({ hashLabel: 'Transaction' })
    const hash = screen.getByTitle(HASH)
    expect(hash.textContent).toBe('0xabab...ababab')
    expect(screen.getByRole('term').textContent).toBe('Transaction')
    expect(screen.getByRole('definition').contains(hash)).toBe(true)
  })

  it('stands the hash alone without a label', () => {
    renderResult()
    expect(screen.getByTitle(HASH)).toBeTruthy()
    expect(screen.queryByRole('term')).toBeNull()
  })

  it('links the explorer page in a new tab, without giving it this page', () => {
    renderResult()
    const link = screen.getByRole('link', { name: 'View transaction on explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', undefined])(
    'links no explorer page from %j',
    (explorerUrl) => {
      renderResult({ explorerUrl })
      expect(screen.queryByRole('link')).toBeNull()
    },
  )

  it('Done hands back to the view', async () => {
    const onDone = renderResult()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('renders hostile text as text', () => {
    renderResult({ body: '<img src=x onerror=alert(1)>', hash: '<b>0x</b>' })
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    expect(document.querySelector('img[src="x"], b')).toBeNull()
  })
})
