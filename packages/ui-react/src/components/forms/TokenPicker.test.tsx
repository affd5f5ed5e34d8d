import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore, renderWithCore } from '../../test-utils.js'
import { type TokenOption, TokenPicker, type TokenPickerProps } from './TokenPicker.js'

const ETH: TokenOption<string> = {
  token: 'eth',
  key: 'eth',
  name: 'Ether',
  symbol: 'ETH',
  balance: '1.5',
  value: 3000,
}
const USDC: TokenOption<string> = {
  token: 'usdc',
  key: 'usdc',
  name: 'USD Coin',
  symbol: 'USDC',
  current: true,
}

function renderPicker(props: Partial<TokenPickerProps<string>> = {}) {
  const onPick = vi.fn()
  const onQueryChange = vi.fn()
  // A core only for its locale: the values are written in it.
  renderWithCore(
    <TokenPicker
      searchLabel="Search token"
      query=""
      onQueryChange={onQueryChange}
      groups={[{ label: 'Your tokens', options: [ETH, USDC] }]}
      onPick={onPick}
      {...props}
    />,
    createTestCore(),
  )
  return { onPick, onQueryChange }
}

describe('TokenPicker', () => {
  it('one group is a list named by its label: name, balance and value, the picked token current', () => {
    renderPicker()
    const list = screen.getByRole('list', { name: 'Your tokens' })
    const [eth, usdc] = within(list).getAllByRole('button')
    expect(eth?.textContent).toBe('Ether1.5 ETH$3,000.00')
    expect(eth?.getAttribute('aria-current')).toBeNull()
    // Without a balance the row shows the symbol alone, and no value.
    expect(usdc?.textContent).toBe('USD CoinUSDC')
    expect(usdc?.getAttribute('aria-current')).toBe('true')
  })

  it('hands the picked token back', async () => {
    const { onPick } = renderPicker()
    await userEvent.setup().click(screen.getByRole('button', { name: /USD Coin/ }))
    expect(onPick).toHaveBeenCalledWith('usdc')
  })

  it('several groups stand under headings, and an empty one is left out', () => {
    renderPicker({
      groups: [
        { label: 'Your tokens', options: [ETH] },
        { label: 'All tokens', options: [USDC] },
        { label: 'Empty', options: [] },
      ],
    })
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Your tokens',
      'All tokens',
    ])
    expect(
      within(screen.getByRole('list', { name: 'All tokens' })).getByRole('button').textContent,
    ).toContain('USD Coin')
  })

  it('while the tokens load: placeholders, busy, the wait said to screen readers, no rows', () => {
    renderPicker({ loadingText: 'Loading tokens' })
    expect(screen.getByText('Loading tokens').closest('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says why nothing shows, politely, instead of the rows', () => {
    renderPicker({ emptyText: 'No token found' })
    expect(screen.getByRole('status').textContent).toBe('No token found')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('passes on the search as it is typed', async () => {
    const { onQueryChange } = renderPicker()
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search token' }), 'u')
    expect(onQueryChange).toHaveBeenCalledWith('u')
  })

  it('renders hostile names and symbols as text, in full in their titles', () => {
    const hostile = { ...ETH, name: '<img src=x onerror=alert(1)>', symbol: '<b>X</b>' }
    renderPicker({ groups: [{ label: 'Your tokens', options: [hostile] }] })
    expect(screen.getByTitle(hostile.name).textContent).toBe(hostile.name)
    expect(screen.getByTitle(`1.5 ${hostile.symbol}`).textContent).toBe(`1.5 ${hostile.symbol}`)
    expect(document.querySelector('img[src="x"], b')).toBeNull()
  })
})
