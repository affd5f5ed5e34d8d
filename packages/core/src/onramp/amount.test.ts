import { DEFAULT_ONRAMP_OPTIONS } from '@gangway/api'
import { describe, expect, it } from 'vitest'
import { checkOnrampAmount, onrampAmountMessage, parseFiatAmount, paymentLimit } from './amount.js'

const card = paymentLimit(DEFAULT_ONRAMP_OPTIONS, 'USD', 'card')

describe('parseFiatAmount', () => {
  it.each([
    ['50', 5000n, '50'],
    ['50.5', 5050n, '50.5'],
    ['50.', 5000n, '50'],
    [' 7500.00 ', 750000n, '7500'],
    ['0010.10', 1010n, '10.1'],
  ])('reads %j as %s cents (%j)', (text, cents, amount) => {
    expect(parseFiatAmount(text)).toEqual({ ok: true, cents, amount })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1,000', 'not-a-number'],
    ['-5', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['.5', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['12.345', 'too-many-decimals'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseFiatAmount(text)).toEqual({ ok: false, problem })
  })
})

describe('checkOnrampAmount', () => {
  it('SPEC §5: card limits are 10.00 to 7500.00 in USD and EUR, both ends included', () => {
    for (const currency of ['USD', 'EUR']) {
      const limit = paymentLimit(DEFAULT_ONRAMP_OPTIONS, currency, 'card')
      expect(checkOnrampAmount('10', limit, currency, 'card')).toEqual({ amount: '10' })
      expect(checkOnrampAmount('7500.00', limit, currency, 'card')).toEqual({ amount: '7500' })
      for (const amount of ['9.99', '7500.01', '0']) {
        expect(checkOnrampAmount(amount, limit, currency, 'card')).toEqual({
          problem: { kind: 'out-of-limits', min: '10.00', max: '7500.00', currency },
        })
      }
    }
  })

  it('SPEC §5: ach_bank_account goes up to 25000.00', () => {
    const bank = paymentLimit(DEFAULT_ONRAMP_OPTIONS, 'EUR', 'ach_bank_account')
    expect(checkOnrampAmount('25000', bank, 'EUR', 'ach_bank_account')).toEqual({ amount: '25000' })
    expect(checkOnrampAmount('25000.01', bank, 'EUR', 'ach_bank_account')).toMatchObject({
      problem: { kind: 'out-of-limits', max: '25000.00' },
    })
  })

  it('an empty field is no problem; a malformed amount or a method without limits is', () => {
    expect(checkOnrampAmount('', card, 'USD', 'card')).toBeUndefined()
    expect(checkOnrampAmount('5,00', card, 'USD', 'card')).toEqual({ problem: { kind: 'not-a-number' } })
    expect(checkOnrampAmount('50', undefined, 'GBP', 'card')).toEqual({
      problem: { kind: 'method-unavailable', method: 'card', currency: 'GBP' },
    })
    // Limits that cannot be read are no limits to trust.
    expect(checkOnrampAmount('50', { id: 'card', min: '-1', max: '100' }, 'USD', 'card')).toMatchObject({
      problem: { kind: 'method-unavailable' },
    })
  })

  it("words the limits as the services do: 'The amount must be between 10.00 and 7500.00 USD'", () => {
    const checked = checkOnrampAmount('5', card, 'USD', 'card')
    if (!checked || !('problem' in checked)) throw new Error('expected a problem')
    expect(onrampAmountMessage(checked.problem)).toBe('The amount must be between 10.00 and 7500.00 USD')
    expect(onrampAmountMessage({ kind: 'not-a-number' })).toBe('Enter an amount such as 50.00')
  })
})
