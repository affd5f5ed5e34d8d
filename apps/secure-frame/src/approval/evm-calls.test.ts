import { type Address, encodeFunctionData, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { KNOWN_CALLS_ABI as ABI } from './abis.js'
import { describeCall } from './evm-calls.js'
import { MAX_UINT160, UNLIMITED_FROM } from './format.js'
import type { ApprovalDetail } from './summary.js'

const TOKEN: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const POOL: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const known = { tokens: new Map([[TOKEN.toLowerCase(), { symbol: 'USDC', decimals: 6 }]]) }
const native = { symbol: 'ETH', decimals: 18 }

/** The details as `label: value` lines, easy to read in a failing test. */
const lines = (details: ApprovalDetail[]) => details.map(({ label, value }) => `${label}: ${value}`)

describe('decoded ERC-20 calls', () => {
  it('transfer: token with its symbol, the amount in its units, the recipient', () => {
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'transfer',
      args: [ALICE, parseUnits('12.5', 6)],
    })
    expect(lines(describeCall(TOKEN, data, known).details)).toEqual([
      'Function: Transfer tokens (transfer)',
      `Token: USDC · ${TOKEN}`,
      'Amount: 12.5 USDC',
      `Recipient: ${ALICE}`,
    ])
  })

  it('an unknown token shows the raw amount and its address', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [ALICE, 1234n] })
    expect(lines(describeCall(BOB, data, {}).details)).toContain('Amount: 1234 (raw units, decimals unknown)')
    expect(lines(describeCall(BOB, data, {}).details)).toContain(`Token: ${BOB}`)
  })

  it('transferFrom names the account the tokens leave', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'transferFrom', args: [ALICE, BOB, 7n] })
    expect(lines(describeCall(POOL, data, {}).details)).toEqual([
      'Function: Transfer from an account (transferFrom)',
      `Token: ${POOL}`,
      `From: ${ALICE}`,
      `Recipient: ${BOB}`,
      // The same selector as ERC-721's transferFrom: the number may be a token id.
      'Amount or token ID: 7',
    ])
  })

  it('approve: the spender and the amount; no warning for a bounded allowance', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'approve', args: [POOL, parseUnits('100', 6)] })
    const call = describeCall(TOKEN, data, known)
    expect(lines(call.details)).toEqual([
      'Function: Approve a spender (approve)',
      `Token: USDC · ${TOKEN}`,
      `Spender: ${POOL}`,
      'Amount: 100 USDC',
    ])
    expect(call.warnings).toEqual([])
  })

  it.each([
    ['max uint256', maxUint256],
    ['2^255', UNLIMITED_FROM],
  ])('approve of %s is unlimited and warned about', (_, amount) => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'approve', args: [POOL, amount] })
    const call = describeCall(TOKEN, data, known)
    expect(lines(call.details)).toContain('Amount: Unlimited')
    expect(call.warnings).toEqual([
      `Unlimited approval: ${POOL} may spend all of your USDC · ${TOKEN}, now and later.`,
    ])
  })

  it('just under 2^255 is shown as the amount it is, without the warning', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'approve', args: [POOL, UNLIMITED_FROM - 1n] })
    expect(describeCall(BOB, data, {}).warnings).toEqual([])
  })

  it('increaseAllowance to unlimited is warned about too', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'increaseAllowance', args: [POOL, maxUint256] })
    expect(describeCall(TOKEN, data, known).warnings).toHaveLength(1)
  })
})

describe('decoded NFT calls', () => {
  it('setApprovalForAll(true) warns; (false) revokes quietly', () => {
    const grant = encodeFunctionData({ abi: ABI, functionName: 'setApprovalForAll', args: [BOB, true] })
    const call = describeCall(POOL, grant, {})
    expect(lines(call.details)).toEqual([
      'Function: Approve an operator for a whole collection (setApprovalForAll)',
      `Contract: ${POOL}`,
      `Operator: ${BOB}`,
      'Approved: Yes',
    ])
    expect(call.warnings).toEqual([`${BOB} may transfer every token you hold in the collection ${POOL}.`])
    const revoke = encodeFunctionData({ abi: ABI, functionName: 'setApprovalForAll', args: [BOB, false] })
    expect(describeCall(POOL, revoke, {}).warnings).toEqual([])
  })

  it('ERC-721 safeTransferFrom, with and without data, shows the token id', () => {
    for (const args of [
      [ALICE, BOB, 42n],
      [ALICE, BOB, 42n, '0x1234'],
    ] as const) {
      const data = encodeFunctionData({ abi: ABI, functionName: 'safeTransferFrom', args })
      expect(lines(describeCall(POOL, data, {}).details)).toEqual([
        'Function: Transfer an NFT (safeTransferFrom)',
        `Contract: ${POOL}`,
        `From: ${ALICE}`,
        `Recipient: ${BOB}`,
        'Token ID: 42',
      ])
    }
  })

  it('ERC-1155 safeTransferFrom and safeBatchTransferFrom show ids and amounts', () => {
    const single = encodeFunctionData({
      abi: ABI,
      functionName: 'safeTransferFrom',
      args: [ALICE, BOB, 3n, 10n, '0x'],
    })
    expect(lines(describeCall(POOL, single, {}).details)).toContain('Token ID: 3')
    expect(lines(describeCall(POOL, single, {}).details)).toContain('Amount: 10')
    const batch = encodeFunctionData({
      abi: ABI,
      functionName: 'safeBatchTransferFrom',
      args: [ALICE, BOB, [1n, 2n], [5n, 6n], '0x'],
    })
    expect(lines(describeCall(POOL, batch, {}).details)).toEqual([
      'Function: Transfer several tokens (ERC-1155 safeBatchTransferFrom)',
      `Contract: ${POOL}`,
      `From: ${ALICE}`,
      `Recipient: ${BOB}`,
      'Token IDs: 1, 2',
      'Amounts: 5, 6',
    ])
  })
})

describe('Permit2 and the swap pool', () => {
  it("Permit2's approve of max uint160 is unlimited, with its expiry", () => {
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'approve',
      args: [TOKEN, POOL, MAX_UINT160, 1_798_761_600],
    })
    const call = describeCall(BOB, data, known)
    expect(lines(call.details)).toContain('Expires: 2027-01-01 00:00 UTC')
    expect(lines(call.details)).toContain('Amount: Unlimited')
    expect(call.warnings).toHaveLength(1)
  })

  it('swap: what is paid and the least that comes back, the native coin by its symbol', () => {
    const data = encodeFunctionData({
      abi: ABI,
      functionName: 'swap',
      args: [TOKEN, NATIVE, parseUnits('100', 6), parseUnits('0.03', 18)],
    })
    expect(lines(describeCall(POOL, data, { ...known, native }).details)).toEqual([
      'Function: Swap (Gangway swap pool)',
      `Contract: ${POOL}`,
      `You pay: 100 USDC · ${TOKEN}`,
      'You receive at least: 0.03 ETH',
    ])
  })

  it('addLiquidity shows both legs', () => {
    const data = encodeFunctionData({ abi: ABI, functionName: 'addLiquidity', args: [TOKEN, BOB, 1n, 2n] })
    expect(lines(describeCall(POOL, data, {}).details)).toEqual([
      'Function: Add liquidity (Gangway swap pool)',
      `Contract: ${POOL}`,
      `Token A: 1 (raw units, decimals unknown) · ${TOKEN}`,
      `Token B: 2 (raw units, decimals unknown) · ${BOB}`,
    ])
  })
})

describe('unknown calls', () => {
  it('an unknown selector says so and shows the raw data in monospace', () => {
    const call = describeCall(
      POOL,
      '0x3593564c0000000000000000000000000000000000000000000000000000000000000060',
      {},
    )
    expect(call.details).toEqual([
      { label: 'Function', value: 'Unknown call' },
      {
        label: 'Data',
        value: '0x3593564c0000000000000000000000000000000000000000000000000000000000000060 (36 bytes)',
        code: true,
      },
    ])
  })

  it('a known selector with arguments that do not decode is an unknown call, not a crash', () => {
    expect(lines(describeCall(POOL, '0xa9059cbb1234', {}).details)[0]).toBe('Function: Unknown call')
  })

  it('clips long raw data (what is signed is still the whole)', () => {
    const data = `0xdeadbeef${'00'.repeat(5_000)}` as const
    const [, shown] = describeCall(POOL, data, {}).details
    expect(shown?.value?.length).toBeLessThan(1_100)
    expect(shown?.value).toMatch(/… \(5004 bytes\)$/)
  })
})
