import { GangwayError } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types.js'
import { maxSendAmount, parseSendAmount, tokenBalanceUnits, validateSendForm } from './send-form.js'

const gusd: TokenBalance = {
  name: 'Gangway USD',
  symbol: 'GUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}
const eth: TokenBalance = {
  ...gusd,
  name: 'Ether',
  symbol: 'ETH',
  address: undefined,
  quantity: { decimals: '18', numeric: '2' },
}
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function caught(run: () => unknown): GangwayError {
  try {
    run()
  } catch (error) {
    if (error instanceof GangwayError) return error
    throw error
  }
  throw new Error('expected a GangwayError')
}

describe('parseSendAmount', () => {
  it('reads whole and fractional amounts in base units, with surrounding spaces and a bare leading point', () => {
    expect(parseSendAmount('1.5', 6)).toEqual({ ok: true, value: 1_500_000n })
    expect(parseSendAmount(' 3 ', 6)).toEqual({ ok: true, value: 3_000_000n })
    expect(parseSendAmount('.25', 2)).toEqual({ ok: true, value: 25n })
    expect(parseSendAmount('1.', 6)).toEqual({ ok: true, value: 1_000_000n })
    expect(parseSendAmount('0.000000000000000001', 18)).toEqual({ ok: true, value: 1n })
  })

  it('tells apart every way a typed amount is wrong, without throwing', () => {
    expect(parseSendAmount(undefined, 6)).toEqual({ ok: false, problem: 'empty' })
    expect(parseSendAmount('   ', 6)).toEqual({ ok: false, problem: 'empty' })
    expect(parseSendAmount('-1', 6)).toEqual({ ok: false, problem: 'negative' })
    expect(parseSendAmount('0', 6)).toEqual({ ok: false, problem: 'zero' })
    expect(parseSendAmount('0.000', 6)).toEqual({ ok: false, problem: 'zero' })
    expect(parseSendAmount('1.1234567', 6)).toEqual({ ok: false, problem: 'too-many-decimals' })
    for (const text of ['abc', '1,5', '1e6', '+1', '.', '1.2.3', '0x10', 'Infinity', 'NaN']) {
      expect(parseSendAmount(text, 6)).toEqual({ ok: false, problem: 'not-a-number' })
    }
  })

  it('trailing zeros past the decimals are not extra precision', () => {
    expect(parseSendAmount('1.5000000', 6)).toEqual({ ok: true, value: 1_500_000n })
  })
})

describe('validateSendForm (SPEC §5)', () => {
  it('passes a complete form with the value in base units', () => {
    expect(
      validateSendForm({ namespace: 'eip155', token: gusd, amount: '1.5', receiverAddress: ` ${RECEIVER} ` }),
    ).toEqual({ token: gusd, value: 1_500_000n, receiverAddress: RECEIVER })
  })

  it("only eip155 and solana send: elsewhere 'Unsupported chain', before anything else", () => {
    const error = caught(() =>
      validateSendForm({
        namespace: 'bip122',
        token: undefined,
        amount: undefined,
        receiverAddress: undefined,
      }),
    )
    expect(error.shortMessage).toBe('Unsupported chain')
    expect(error.details).toContain('bip122')
    expect(
      validateSendForm({ namespace: 'solana', token: eth, amount: '1', receiverAddress: 'So1ana' }).value,
    ).toBe(10n ** 18n)
  })

  it("'A token is required' without a token", () => {
    expect(
      caught(() =>
        validateSendForm({ namespace: 'eip155', token: undefined, amount: '1', receiverAddress: RECEIVER }),
      ).shortMessage,
    ).toBe('A token is required')
  })

  it("'An amount and receiver address are required' for a missing or unreadable amount, or no receiver", () => {
    for (const [amount, receiverAddress, reason] of [
      [undefined, RECEIVER, 'empty'],
      ['-2', RECEIVER, 'negative'],
      ['1.1234567', RECEIVER, 'too-many-decimals'],
      ['1', '  ', 'receiver'],
    ] as const) {
      const error = caught(() =>
        validateSendForm({ namespace: 'eip155', token: gusd, amount, receiverAddress }),
      )
      expect(error.shortMessage).toBe('An amount and receiver address are required')
      expect(error.details).toContain(reason)
    }
  })
})

describe('maxSendAmount and tokenBalanceUnits', () => {
  it('a token sends its whole balance; the native coin keeps back the network fee', () => {
    expect(maxSendAmount(gusd, { native: false, fee: 10n ** 17n })).toBe('12.5')
    expect(maxSendAmount(eth, { native: true, fee: 21_000n * 10n ** 9n })).toBe('1.999979')
    expect(maxSendAmount(eth, { native: true })).toBe('2')
  })

  it('never below zero, and an unreadable balance counts as none', () => {
    expect(maxSendAmount(eth, { native: true, fee: 3n * 10n ** 18n })).toBe('0')
    expect(tokenBalanceUnits({ ...gusd, quantity: { decimals: '6', numeric: 'lots' } })).toBe(0n)
    expect(tokenBalanceUnits({ ...gusd, quantity: { decimals: 'six', numeric: '1' } })).toBe(0n)
    expect(tokenBalanceUnits({ ...gusd, quantity: { decimals: '6', numeric: '-4' } })).toBe(0n)
  })
})
