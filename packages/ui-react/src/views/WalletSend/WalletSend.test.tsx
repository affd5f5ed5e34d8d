import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { connectFox, createMultiChainCore } from '../../test-multichain.js'
import { renderWithCore } from '../../test-utils.js'
import { ETH, evmCore, RECEIVER, SOL, solanaCore, USDC } from './test-fixtures.js'
import { WalletSend } from './WalletSend.js'

const actionButton = () => screen.getAllByRole('button').at(-1) as HTMLButtonElement

/** The text that describes a field (its problem), read through aria-describedby. */
function description(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
  return text || undefined
}

async function renderSend(setup: (core: Awaited<ReturnType<typeof evmCore>>) => void = () => {}) {
  const core = await evmCore('WalletSend')
  setup(core)
  renderWithCore(<WalletSend />, core)
  return core
}

describe('WalletSend', () => {
  it("SPEC §5: without a token the action says 'A token is required' and is disabled", async () => {
    await renderSend()
    expect(screen.getByRole('button', { name: 'Token Select token' })).toBeTruthy()
    expect(actionButton().textContent).toBe('A token is required')
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')
  })

  it("SPEC §5: with a token but no amount or receiver, 'An amount and receiver address are required'", async () => {
    await renderSend((core) => core.store.send.setToken(USDC))
    expect(actionButton().textContent).toBe('An amount and receiver address are required')
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')
  })

  it('shows the picked token with its balance, and opens the token list', async () => {
    const user = userEvent.setup()
    const core = await renderSend((core) => core.store.send.setToken(ETH))
    const tokenButton = screen.getByRole('button', { name: /^Token ETH 1\.5 ETH available/ })
    await user.click(tokenButton)
    expect(core.store.router.state.view).toBe('WalletSendSelectToken')
  })

  it.each([
    ['abc', 'Enter a number, such as 0.5'],
    ['1,5', 'Enter a number, such as 0.5'],
    ['-1', 'The amount cannot be negative'],
    ['0', 'Enter an amount above zero'],
    ['1.1234567', 'This token has at most 6 decimals'],
    ['250.000001', 'Insufficient funds'],
  ])('words the amount problem of %j and ties it to the field', async (amount, message) => {
    const user = userEvent.setup()
    await renderSend((core) => core.store.send.setToken(USDC))
    const field = screen.getByRole('textbox', { name: 'Amount' })
    expect(field.getAttribute('inputmode')).toBe('decimal')
    await user.type(field, amount)
    expect(description(field)).toBe(message)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')
  })

  it("says 'Insufficient funds' on the action when the rest is valid", async () => {
    const user = userEvent.setup()
    const core = await renderSend((core) => core.store.send.setToken(USDC))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '300')
    await user.type(screen.getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(actionButton().textContent).toBe('Insufficient funds')
    expect(actionButton().getAttribute('aria-disabled')).toBe('true')
    // Still focusable (so its words are heard), but it does nothing, by click or Enter.
    await user.click(actionButton())
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '{Enter}')
    expect(core.store.router.state.view).toBe('WalletSend')
  })

  it('shows the USD value of the amount', async () => {
    const user = userEvent.setup()
    await renderSend((core) => core.store.send.setToken(ETH))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5')
    expect(screen.getByText('≈ $1,000.00')).toBeTruthy()
  })

  it('says an address that is not one is invalid, tied to the field', async () => {
    const user = userEvent.setup()
    await renderSend((core) => {
      core.store.send.setToken(USDC)
      core.store.send.setTokenAmount('1')
    })
    const field = screen.getByRole('textbox', { name: 'To' })
    await user.type(field, '0x1234')
    expect(description(field)).toBe('Invalid address')
    expect(actionButton().textContent).toBe('An amount and receiver address are required')
  })

  it('opens the review once token, amount and receiver are valid', async () => {
    const user = userEvent.setup()
    const core = await renderSend((core) => core.store.send.setToken(USDC))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12.5')
    await user.type(screen.getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(core.store.send.state).toMatchObject({ sendTokenAmount: '12.5', receiverAddress: RECEIVER })
    expect(screen.getByRole('button', { name: 'Preview send' }).getAttribute('aria-disabled')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Preview send' }))
    expect(core.store.router.state.view).toBe('WalletSendPreview')
  })

  it('Max fills the whole balance of a token', async () => {
    const user = userEvent.setup()
    const core = await renderSend((core) => core.store.send.setToken(USDC))
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(core.store.send.state.sendTokenAmount).toBe('250')
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('250')
  })

  it("Max on the native coin leaves the network fee (Solana's 5,000 lamports)", async () => {
    const user = userEvent.setup()
    const { core } = await solanaCore('WalletSend')
    core.store.send.setToken(SOL)
    renderWithCore(<WalletSend />, core)
    await user.click(screen.getByRole('button', { name: 'Max' }))
    await screen.findByDisplayValue('2.499995')
  })

  it('Max on the native coin says so when the fee cannot be estimated', async () => {
    const user = userEvent.setup()
    await renderSend((core) => core.store.send.setToken(ETH))
    await user.click(screen.getByRole('button', { name: 'Max' }))
    const field = screen.getByRole('textbox', { name: 'Amount' })
    expect(description(field)).toBe("Couldn't estimate the network fee, so Max is not available")
  })

  it("resolves a typed name through core: without the name service it says 'Error resolving name'", async () => {
    const user = userEvent.setup()
    const core = await renderSend((core) => {
      core.store.send.setToken(USDC)
      core.store.send.setReceiverAddress(RECEIVER)
    })
    const field = screen.getByRole('textbox', { name: 'To' })
    await user.clear(field)
    await user.type(field, 'alice.reown.id')
    // Until the name resolves, the form has no receiver.
    expect(core.store.send.state.receiverAddress).toBeUndefined()
    expect(description(field)).toBe('Looking up alice.reown.id...')
    expect(await screen.findByText('Error resolving name', {}, { timeout: 2000 })).toBeTruthy()
    expect(description(field)).toBe('Error resolving name')
  })

  it('renders hostile token names and symbols as text', async () => {
    const hostile = { ...USDC, name: '<img src=x onerror=alert(1)>', symbol: '<b>X</b>'.repeat(10) }
    const core = await evmCore('WalletSend', [hostile])
    core.store.send.setToken(hostile)
    renderWithCore(<WalletSend />, core)
    const symbol = screen.getByTitle(hostile.symbol)
    expect(symbol.textContent).toBe(hostile.symbol)
    expect(document.querySelector('img[src="x"], b')).toBeNull()
  })

  it("shows the host's overrides of the Send strings (a catalogue part), core's errors among them", async () => {
    await renderSend((core) => {
      core.store.options.updateOptions({
        messages: { sendMax: 'Alles', sendTokenLabel: 'Münze', sendTokenRequired: 'Wähle eine Münze' },
      })
    })
    expect(screen.getByRole('button', { name: 'Alles' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Münze Select token' })).toBeTruthy()
    // Core says 'A token is required'; the view shows the host's words for it.
    expect(actionButton().textContent).toBe('Wähle eine Münze')
  })

  it("SPEC §5: says 'Unsupported chain' on a namespace that cannot send", async () => {
    const { core } = await createMultiChainCore(['eip155', 'bip122'])
    await connectFox(core, 'bip122')
    renderWithCore(<WalletSend />, core)
    expect(screen.getByRole('alert').textContent).toBe('Unsupported chain')
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
