import { describe, expect, it } from 'vitest'
import { parseChainId } from '../chains.js'
import { ETHEREUM, MAIL, PERMIT2, PERMIT2_SINGLE, SPENDER, TOKENS, USDC } from './fixtures/evm.js'
import type { ApprovalDetail } from './summary.js'
import { summarizeTypedData } from './typed-data.js'

const ctx = { chain: ETHEREUM, tokens: TOKENS }

/** The tree as indented `label: value` lines. */
function outline(details: readonly ApprovalDetail[], indent = ''): string[] {
  return details.flatMap((detail) => [
    `${indent}${detail.label}${detail.value === undefined ? '' : `: ${detail.value}`}`,
    ...outline(detail.children ?? [], `${indent}  `),
  ])
}

describe('typed data as a tree', () => {
  it('shows the domain, the type and every field the types declare, nested', () => {
    const summary = summarizeTypedData(MAIL, ctx)
    expect(summary.kind).toBe('signature')
    expect(summary.warnings).toBeUndefined()
    expect(outline(summary.details)).toEqual([
      'Domain',
      '  Name: Ether Mail',
      '  Version: 1',
      '  Chain ID: Ethereum (1)',
      '  Verifying contract: 0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      'Type: Mail',
      'Message',
      '  from',
      '    name: Cow',
      '    wallets',
      '      [0]: 0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
      '  to',
      '    [0]',
      '      name: Bob',
      '      wallets',
      '        [0]: 0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
      '        [1]: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '  contents: Hello, Bob!',
    ])
  })

  it('leaves out message fields the types do not declare (they are not signed)', () => {
    const summary = summarizeTypedData({ ...MAIL, message: { ...MAIL.message, hidden: 'not signed' } }, ctx)
    expect(outline(summary.details).join('\n')).not.toContain('not signed')
  })

  it('shows hidden and direction-changing characters escaped, in monospace', () => {
    const summary = summarizeTypedData(
      { ...MAIL, message: { ...MAIL.message, contents: 'pay \u202Eevil' } },
      ctx,
    )
    const message = summary.details.at(-1)?.children ?? []
    expect(message.at(-1)).toEqual({ label: 'contents', value: 'pay \\u202eevil', code: true })
    const renamed = summarizeTypedData(
      {
        types: { Order: [{ name: 'to\u202Em', type: 'string' }] },
        primaryType: 'Order',
        message: { 'to\u202Em': 'x' },
      },
      ctx,
    )
    expect(renamed.details.at(-1)?.children?.[0]?.label).toBe('to\\u202em')
  })

  it('reads integers given as hex, decimal strings or numbers', () => {
    const summary = summarizeTypedData(
      {
        domain: { chainId: '0x1' },
        types: { Order: [{ name: 'amount', type: 'uint256' }] },
        primaryType: 'Order',
        message: { amount: '0xff' },
      },
      ctx,
    )
    expect(outline(summary.details)).toEqual([
      'Domain',
      '  Chain ID: Ethereum (1)',
      'Type: Order',
      'Message',
      '  amount: 255',
    ])
  })

  it('cuts a message too large to read, saying how much is left out', () => {
    const summary = summarizeTypedData(
      {
        types: { Big: [{ name: 'items', type: 'uint256[]' }] },
        primaryType: 'Big',
        message: { items: Array.from({ length: 5_000 }, (_, i) => i) },
      },
      ctx,
    )
    const items = summary.details.at(-1)?.children?.[0]?.children ?? []
    expect(items.length).toBeLessThanOrEqual(1_000)
    expect(items.at(-1)?.value).toMatch(/^\d+ more not shown$/)
  })

  it('warns when the domain is bound to another chain than the active one', () => {
    const summary = summarizeTypedData(MAIL, { chain: parseChainId(8453) })
    expect(summary.warnings).toEqual([
      'This request is for chain Ethereum (1), not the active network Base (8453).',
    ])
  })
})

const EIP2612_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
}
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('permit warnings', () => {
  it('EIP-2612 Permit: token, amount, spender and deadline', () => {
    const summary = summarizeTypedData(
      {
        domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
        types: EIP2612_TYPES,
        primaryType: 'Permit',
        message: { owner: OWNER, spender: SPENDER, value: '5000000', nonce: 0, deadline: 1_798_761_600 },
      },
      ctx,
    )
    expect(summary.warnings).toEqual([
      `Permit signature: ${SPENDER} may spend 5 USDC from token USDC · ${USDC} until 2027-01-01 00:00 UTC, with no transaction from you.`,
    ])
  })

  it('an unlimited EIP-2612 Permit says so', () => {
    const summary = summarizeTypedData(
      {
        domain: { verifyingContract: USDC },
        types: EIP2612_TYPES,
        primaryType: 'Permit',
        message: {
          owner: OWNER,
          spender: SPENDER,
          value: (2n ** 256n - 1n).toString(),
          nonce: 0,
          deadline: 1,
        },
      },
      ctx,
    )
    expect(summary.warnings?.[0]).toMatch(/may spend any amount from token .* This permit is unlimited\.$/)
  })

  it("DAI's permit with allowed=true is unlimited; allowed=false revokes and is not warned about", () => {
    const dai = (allowed: boolean) =>
      summarizeTypedData(
        {
          domain: { verifyingContract: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
          types: {
            Permit: [
              { name: 'holder', type: 'address' },
              { name: 'spender', type: 'address' },
              { name: 'nonce', type: 'uint256' },
              { name: 'expiry', type: 'uint256' },
              { name: 'allowed', type: 'bool' },
            ],
          },
          primaryType: 'Permit',
          message: { holder: OWNER, spender: SPENDER, nonce: 0, expiry: 0, allowed },
        },
        ctx,
      )
    expect(dai(true).warnings?.[0]).toMatch(/until Never.*This permit is unlimited\.$/)
    expect(dai(false).warnings).toBeUndefined()
  })

  it('Permit2 PermitSingle at max uint160: unlimited, until its expiration', () => {
    expect(summarizeTypedData(PERMIT2_SINGLE, ctx).warnings).toEqual([
      `Permit2 signature: ${SPENDER} may spend any amount from token USDC · ${USDC} until 2027-01-01 00:00 UTC, with no transaction from you. This permit is unlimited.`,
    ])
  })

  it('Permit2 PermitBatch warns once per token; PermitTransferFrom uses its deadline', () => {
    const batch = summarizeTypedData(
      {
        ...PERMIT2_SINGLE,
        primaryType: 'PermitBatch',
        message: {
          details: [
            { token: USDC, amount: '1000000', expiration: 1_798_761_600, nonce: 0 },
            { token: PERMIT2, amount: '7', expiration: 1_798_761_600, nonce: 0 },
          ],
          spender: SPENDER,
          sigDeadline: 1,
        },
      },
      ctx,
    )
    expect(batch.warnings).toEqual([
      expect.stringContaining('may spend 1 USDC from token USDC'),
      expect.stringContaining(`may spend 7 (raw units, decimals unknown) from token ${PERMIT2}`),
    ])
    const transfer = summarizeTypedData(
      {
        domain: PERMIT2_SINGLE.domain,
        types: {},
        primaryType: 'PermitWitnessTransferFrom',
        message: {
          permitted: { token: USDC, amount: '2000000' },
          spender: SPENDER,
          nonce: 1,
          deadline: 1_798_761_600,
        },
      },
      ctx,
    )
    expect(transfer.warnings).toEqual([
      `Permit2 signature: ${SPENDER} may spend 2 USDC from token USDC · ${USDC} until 2027-01-01 00:00 UTC, with no transaction from you.`,
    ])
  })
})
