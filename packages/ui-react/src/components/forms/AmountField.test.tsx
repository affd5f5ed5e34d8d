import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AmountField, type AmountFieldProps } from './AmountField.js'

/** The text that describes a field, read through aria-describedby. */
function description(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || undefined
}

/** The field with its value kept in state, as the views keep it in core. */
function Controlled(props: Omit<AmountFieldProps, 'value' | 'onChange'> & { onChange?(text: string): void }) {
  const [value, setValue] = useState('')
  return (
    <AmountField
      {...props}
      value={value}
      onChange={(text) => {
        setValue(text)
        props.onChange?.(text)
      }}
    />
  )
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('AmountField', () => {
  it('is a text field with a decimal keyboard that passes on what is typed, as typed', async () => {
    const onChange = vi.fn()
    render(<Controlled label="Amount" onChange={onChange} />)
    expect(amount().type).toBe('text')
    expect(amount().getAttribute('inputmode')).toBe('decimal')
    await userEvent.setup().type(amount(), '1,50')
    expect(onChange).toHaveBeenLastCalledWith('1,50')
    expect(amount().value).toBe('1,50')
  })

  it('ties the problem to the field, which reads invalid; a hint is tied when there is none', () => {
    const { rerender } = render(
      <AmountField label="Amount" value="9" onChange={() => {}} hint="From 10 to 20" />,
    )
    expect(description(amount())).toBe('From 10 to 20')
    expect(amount().getAttribute('aria-invalid')).toBeNull()
    rerender(
      <AmountField label="Amount" value="9" onChange={() => {}} hint="From 10 to 20" problem="Too low" />,
    )
    expect(description(amount())).toBe('Too low')
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('From 10 to 20')).toBeNull()
  })

  it('shows the fiat value under the field, and the problem instead of it', () => {
    const { rerender } = render(<AmountField label="Amount" value="1" onChange={() => {}} fiat="≈ $2.00" />)
    expect(screen.getByText('≈ $2.00')).toBeTruthy()
    rerender(
      <AmountField
        label="Amount"
        value="1"
        onChange={() => {}}
        fiat="≈ $2.00"
        problem="Insufficient funds"
      />,
    )
    expect(screen.queryByText('≈ $2.00')).toBeNull()
  })

  it('Max fills at once when it needs nothing, without ever looking busy', async () => {
    const fill = vi.fn(() => undefined)
    render(<Controlled label="Amount" max={{ label: 'Max', fill, failedText: 'No max' }} />)
    const max = screen.getByRole('button', { name: 'Max' })
    await userEvent.setup().click(max)
    expect(fill).toHaveBeenCalledOnce()
    expect(max.getAttribute('aria-busy')).toBeNull()
  })

  it('Max is busy while its fill waits, and a second press does not run it again', async () => {
    const pending = deferred()
    const fill = vi.fn(() => pending.promise)
    const user = userEvent.setup()
    render(<Controlled label="Amount" max={{ label: 'Max', fill, failedText: 'No max' }} />)
    const max = screen.getByRole('button', { name: 'Max' })
    await user.click(max)
    expect(max.getAttribute('aria-busy')).toBe('true')
    await user.click(max)
    expect(fill).toHaveBeenCalledOnce()
    pending.resolve()
    await vi.waitFor(() => expect(max.getAttribute('aria-busy')).toBeNull())
    expect(description(amount())).toBeUndefined()
  })

  it('a failed Max says so, tied to the field, until the amount is typed', async () => {
    const user = userEvent.setup()
    const fill = () => Promise.reject(new Error('no fee'))
    render(
      <Controlled
        label="Amount"
        problem="Enter a number"
        max={{ label: 'Max', fill, failedText: 'No max' }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Max' }))
    await vi.waitFor(() => expect(description(amount())).toBe('No max'))
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    await user.type(amount(), '1')
    expect(description(amount())).toBe('Enter a number')
  })

  it('Max can be turned off (no token yet)', () => {
    render(
      <Controlled
        label="Amount"
        max={{ label: 'Max', fill: () => undefined, failedText: '', disabled: true }}
      />,
    )
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('without onChange it is read-only (a quote), busy while it loads, the value in full in its title', () => {
    render(<AmountField label="You receive" value="119.880123" busy look="swap" />)
    const field = screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement
    expect(field.readOnly).toBe(true)
    expect(field.getAttribute('aria-busy')).toBe('true')
    expect(field.title).toBe('119.880123')
  })

  it('names what stands beside it by the label: a token button reads "You pay ETH"', () => {
    render(
      <AmountField
        label="You pay"
        value=""
        onChange={() => {}}
        addon={(labelId) => (
          <button type="button" id="token" aria-labelledby={`${labelId} token`}>
            ETH
          </button>
        )}
      />,
    )
    expect(screen.getByRole('button', { name: 'You pay ETH' })).toBeTruthy()
  })

  it('swap look: the balance (in full in its title) with Max beside it, a placeholder while the fiat loads', () => {
    const balance = { text: 'Balance: 1.5 ETH', title: '1.5 ETH' }
    const max = { label: 'Max', fill: () => undefined, failedText: '' }
    const { rerender } = render(
      <AmountField
        look="swap"
        label="You pay"
        value=""
        onChange={() => {}}
        fiat="≈ $1.00"
        balance={balance}
        max={max}
      />,
    )
    expect(screen.getByTitle('1.5 ETH').textContent).toBe('Balance: 1.5 ETH')
    expect(screen.getByText('≈ $1.00')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Max' })).toBeTruthy()
    rerender(
      <AmountField look="swap" label="You pay" value="" fiat="≈ $1.00" fiatLoading balance={balance} />,
    )
    expect(screen.queryByText('≈ $1.00')).toBeNull()
    expect(document.querySelector('.gw-skeleton')).not.toBeNull()
  })
})
