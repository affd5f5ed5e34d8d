import { parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseChainId } from '../chains.js'
import { summarizeCalls } from './calls.js'
import {
  BUNDLE,
  ERC20_TRANSFER,
  ETHEREUM,
  RECIPIENT,
  TOKENS,
  UNLIMITED_APPROVE,
  USDC,
} from './fixtures/evm.js'
import type { ApprovalDetail } from './summary.js'
import { summarizeTransaction } from './transaction-summary.js'

const ctx = { chain: ETHEREUM, tokens: TOKENS }
const value = (details: readonly ApprovalDetail[], label: string) =>
  details.find((detail) => detail.label === label)?.value

describe('eth_sendTransaction summary', () => {
  it('names the network and the maximum fee: gas × max fee per gas, in ETH and in USD when priced', () => {
    const summary = summarizeTransaction(ERC20_TRANSFER, { ...ctx, nativeUsdPrice: 2_000 })
    expect(value(summary.details, 'Network')).toBe('Ethereum')
    // 65,000 gas × 30 gwei = 0.00195 ETH, $3.90 at $2,000.
    expect(value(summary.details, 'Maximum fee')).toBe('0.00195 ETH (about 3.90 USD)')
    expect(value(summary.details, 'Amount')).toBe('250 USDC')
  })

  it('uses the gas price of a legacy transaction, and leaves USD out without a price', () => {
    const summary = summarizeTransaction(
      { to: RECIPIENT, value: 10n ** 18n, gas: 21_000n, gasPrice: parseGwei('10') },
      { chain: parseChainId(137) },
    )
    expect(summary.details).toEqual([
      { label: 'Network', value: 'Polygon' },
      { label: 'To', value: RECIPIENT, code: true },
      { label: 'Value', value: '1 POL' },
      { label: 'Data', value: 'None' },
      { label: 'Maximum fee', value: '0.00021 POL' },
    ])
  })

  it('shows a deployment as a new contract with its init code raw', () => {
    const summary = summarizeTransaction({ data: '0x6080', gas: 1n, gasPrice: 1n }, ctx)
    expect(summary.details.slice(1, 4)).toEqual([
      { label: 'To', value: 'New contract (deployment)' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: '0x6080', code: true },
    ])
  })

  it("carries the call's warnings, and warns about a chain id other than the active network's", () => {
    expect(summarizeTransaction(UNLIMITED_APPROVE, ctx).warnings).toHaveLength(1)
    expect(summarizeTransaction({ ...ERC20_TRANSFER, chainId: 10 }, ctx).warnings).toEqual([
      'This request is for chain OP Mainnet (10), not the active network Ethereum (1).',
    ])
    expect(summarizeTransaction({ ...ERC20_TRANSFER, chainId: 1 }, ctx).warnings).toBeUndefined()
  })

  it('names a chain it does not know by its id, its coin as the native coin', () => {
    const summary = summarizeTransaction(
      { to: RECIPIENT, value: 5n * 10n ** 17n },
      { chain: parseChainId(31337) },
    )
    expect(value(summary.details, 'Network')).toBe('Unknown network (eip155:31337)')
    expect(value(summary.details, 'Value')).toBe('0.5 native coin')
  })
})

describe('wallet_sendCalls bundle (summarizeCalls)', () => {
  it('shows each call with its target, value and decoded data', () => {
    const summary = summarizeCalls(BUNDLE, ctx)
    expect(summary.details.map((detail) => detail.label)).toEqual([
      'Network',
      'Call 1 of 3',
      'Call 2 of 3',
      'Call 3 of 3',
    ])
    const [, approve, swap, pay] = summary.details
    expect(value(approve?.children ?? [], 'To')).toBe(USDC)
    expect(value(approve?.children ?? [], 'Function')).toBe('Approve a spender (approve)')
    expect(value(swap?.children ?? [], 'Function')).toBe('Swap (Gangway swap pool)')
    expect(value(swap?.children ?? [], 'You receive at least')).toBe('0.03 ETH')
    expect(value(pay?.children ?? [], 'Value')).toBe('0.01 ETH')
    expect(summary.warnings).toBeUndefined()
  })

  it("numbers each call's warnings, and warns about a bundle for another chain", () => {
    const summary = summarizeCalls([BUNDLE[2] as (typeof BUNDLE)[number], UNLIMITED_APPROVE], {
      ...ctx,
      chainId: 8453,
    })
    expect(summary.warnings).toEqual([
      'This request is for chain Base (8453), not the active network Ethereum (1).',
      expect.stringMatching(/^Call 2: Unlimited approval: /),
    ])
  })

  it('says when a bundle is empty', () => {
    expect(summarizeCalls([], ctx).details).toEqual([
      { label: 'Network', value: 'Ethereum' },
      { label: 'Calls', value: 'No calls' },
    ])
  })
})
