import { swapState } from '@gangway/core/swap'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '../../test-utils.js'
import { ETH, GUSD, GWT, swapCore } from '../Swap/test-fixtures.js'
import { SwapSelectToken } from './SwapSelectToken.js'

/** The token list for `side`, opened from Swap (so Back returns there). */
function renderList(side: 'from' | 'to', form: Parameters<typeof swapCore>[0] = {}) {
  const core = swapCore(form)
  core.store.router.reset('Account')
  core.store.router.push('Swap')
  core.store.router.push('SwapSelectToken', { side })
  renderWithCore(<SwapSelectToken />, core)
  return core
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('SwapSelectToken', () => {
  it("lists the account's tokens first, with balances and values, then the rest of the pool's", () => {
    renderList('to')
    expect(names(screen.getByRole('list', { name: 'Your tokens' }))).toEqual([
      'Ether1.5 ETH$4,500.00',
      'Gangway USD250 GUSD$250.00',
    ])
    expect(names(screen.getByRole('list', { name: 'All tokens' }))).toEqual(['Gangway TokenGWT'])
  })

  it('searches by name, symbol or contract', async () => {
    const user = userEvent.setup()
    renderList('to')
    const search = screen.getByRole('searchbox', { name: 'Search token' })
    await user.type(search, 'gwt')
    expect(screen.queryByRole('list', { name: 'Your tokens' })).toBeNull()
    expect(names(screen.getByRole('list', { name: 'All tokens' }))).toEqual(['Gangway TokenGWT'])
    await user.clear(search)
    await user.type(search, GUSD.address.split(':')[2]?.slice(0, 8) ?? '')
    expect(names(screen.getByRole('list', { name: 'Your tokens' }))).toEqual(['Gangway USD250 GUSD$250.00'])
    await user.clear(search)
    await user.type(search, 'nothing like it')
    expect(screen.getByRole('status').textContent).toBe('No token found')
  })

  it('puts the pick on the side asked for and goes back to Swap', async () => {
    const core = renderList('to')
    await userEvent.setup().click(screen.getByRole('button', { name: /Gangway Token/ }))
    expect(swapState(core)).toMatchObject({ from: ETH, to: GWT })
    expect(core.store.router.state.view).toBe('Swap')
  })

  it("picking the other side's token switches the sides", async () => {
    const core = renderList('from', { to: GWT })
    expect(screen.getByRole('button', { name: /^Ether/ }).getAttribute('aria-current')).toBe('true')
    await userEvent.setup().click(screen.getByRole('button', { name: /Gangway Token/ }))
    expect(swapState(core)).toMatchObject({ from: GWT, to: ETH })
  })

  it('shows hostile names and symbols as text, cut in the row with the whole in the title', () => {
    const hostile = {
      ...GWT,
      address: 'eip155:1:0x1111111111111111111111111111111111111111',
      name: '<img src=x onerror=alert(1)>',
      symbol: '<script>alert(1)</script>',
      logoUri: 'javascript:alert(1)',
    }
    renderList('to', { tokens: { status: 'ready', list: [ETH, hostile] } })
    expect(screen.getByTitle(hostile.name).textContent).toBe(hostile.name)
    expect(document.querySelector('script, img[src="x"]')).toBeNull()
  })
})
