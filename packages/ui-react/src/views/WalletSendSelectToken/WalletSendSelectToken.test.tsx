import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithCore } from '../../test-utils.js'
import { ETH, evmCore, solanaCore, USDC } from '../WalletSend/test-fixtures.js'
import { WalletSendSelectToken } from './WalletSendSelectToken.js'

async function renderList(tokens = [ETH, USDC]) {
  const core = await evmCore('WalletSendSelectToken', tokens)
  renderWithCore(<WalletSendSelectToken />, core)
  return core
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Your tokens' }))
    .getAllByRole('button')
    .map((row) => row.textContent)

describe('WalletSendSelectToken', () => {
  it("lists the account's tokens with name, balance and USD value", async () => {
    await renderList()
    expect(rows()).toEqual(['Ethereum1.5 ETH$3,000.00', 'USD Coin250 USDC$250.00'])
  })

  it('filters by name or symbol as the visitor types', async () => {
    const user = userEvent.setup()
    await renderList()
    await user.type(screen.getByRole('searchbox', { name: 'Search token' }), 'usd')
    expect(rows()).toEqual(['USD Coin250 USDC$250.00'])
    await user.clear(screen.getByRole('searchbox', { name: 'Search token' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search token' }), 'dai')
    expect(screen.getByRole('status').textContent).toBe('No token found')
  })

  it('puts the picked token into the send form and goes back to it', async () => {
    const user = userEvent.setup()
    const core = await renderList()
    await user.click(screen.getByRole('button', { name: /USD Coin/ }))
    expect(core.store.send.state.token).toMatchObject({ symbol: 'USDC', address: USDC.address })
    expect(core.store.router.state.view).toBe('WalletSend')
  })

  it('marks the token the form holds', async () => {
    const core = await evmCore('WalletSendSelectToken')
    core.store.send.setToken(USDC)
    renderWithCore(<WalletSendSelectToken />, core)
    expect(screen.getByRole('button', { name: /USD Coin/ }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: /Ethereum/ }).getAttribute('aria-current')).toBeNull()
  })

  it('on Solana offers SOL and the SPL tokens the account holds', async () => {
    const { core } = await solanaCore('WalletSendSelectToken')
    renderWithCore(<WalletSendSelectToken />, core)
    expect(rows()).toEqual(['Solana2.5 SOL$375.00', 'Bonk100000 BONK$2.00'])
  })

  it('says so when the account has no token', async () => {
    await renderList([])
    expect(screen.getByRole('status').textContent).toBe('No tokens to send on this network.')
  })

  it('cuts long or hostile names as text, with the full name in the title', async () => {
    const name = `<img src=x onerror=alert(1)>${'W'.repeat(80)}`
    await renderList([{ ...USDC, name }])
    const shown = screen.getByTitle(name)
    expect(shown.textContent).toBe(name)
    expect(shown.className).toContain('gw-ellipsis')
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})
