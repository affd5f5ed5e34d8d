import type { SIWXMessage } from '@gangway/common'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { SIWXMessageError } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const messenger = new InformalMessenger({
  domain: 'example.com',
  uri: 'https://example.com/login',
  getNonce: async () => 'n0nce1234',
  now: () => Date.parse('2025-03-01T12:00:00.000Z'),
})

function data(overrides: Partial<SIWXMessage.Data> = {}): SIWXMessage.Data {
  return {
    domain: 'example.com',
    accountAddress: CHECKSUMMED.toLowerCase(),
    uri: 'https://example.com/login',
    version: '1',
    chainId: 'eip155:1',
    nonce: 'n0nce1234',
    issuedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  }
}

describe('InformalMessenger', () => {
  it('eip155: writes the EIP-4361 layout, the address checksummed and the chain as its bare id', () => {
    const lines = messenger.stringify(data({ statement: 'Sign in to Example' })).split('\n')
    expect(lines).toEqual([
      'example.com wants you to sign in with your Ethereum account:',
      CHECKSUMMED,
      '',
      'Sign in to Example',
      '',
      'URI: https://example.com/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: n0nce1234',
      'Issued At: 2025-03-01T12:00:00.000Z',
    ])
  })

  it('eip155: the text is what viem’s createSiweMessage writes, with and without the optional fields', () => {
    const times = {
      issuedAt: '2025-03-01T12:00:00.000Z',
      expirationTime: '2025-03-01T12:10:00.000Z',
      notBefore: '2025-03-01T11:59:00.000Z',
    }
    const full = data({
      ...times,
      chainId: 'eip155:137',
      statement: 'Sign in to Example',
      requestId: 'req-7',
      resources: [
        'https://example.com/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    })
    const viemFields = {
      address: CHECKSUMMED,
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: 'n0nce1234',
    } as const
    expect(messenger.stringify(full)).toBe(
      createSiweMessage({
        ...viemFields,
        chainId: 137,
        statement: 'Sign in to Example',
        issuedAt: new Date(times.issuedAt),
        expirationTime: new Date(times.expirationTime),
        notBefore: new Date(times.notBefore),
        requestId: 'req-7',
        resources: full.resources!,
      }),
    )
    // No statement: EIP-4361's `address LF LF [statement LF] LF` leaves two blank lines.
    expect(messenger.stringify(data())).toBe(
      createSiweMessage({ ...viemFields, chainId: 1, issuedAt: new Date(times.issuedAt) }),
    )
    expect(messenger.stringify(data()).split('\n').slice(1, 5)).toEqual([
      CHECKSUMMED,
      '',
      '',
      'URI: https://example.com/login',
    ])
  })

  it.each([
    [
      'solana',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'Solana',
    ],
    [
      'bip122',
      'bip122:000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'Bitcoin',
    ],
    [
      'polkadot',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'Polkadot',
    ],
    ['cosmos', 'cosmos:cosmoshub-4', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'cosmos'],
  ] as const)(
    '%s: names the account "%s"-style and writes the whole CAIP-2 id',
    (_, chainId, address, name) => {
      const lines = messenger.stringify(data({ chainId, accountAddress: address })).split('\n')
      expect(lines[0]).toBe(`example.com wants you to sign in with your ${name} account:`)
      expect(lines[1]).toBe(address)
      expect(lines).toContain(`Chain ID: ${chainId}`)
    },
  )

  it('createMessage().toString() is the same text', async () => {
    const message = await messenger.createMessage({ accountAddress: CHECKSUMMED, chainId: 'eip155:1' })
    expect(message.toString()).toBe(messenger.stringify(data()))
  })

  it.each([
    ['a statement with a line break', { statement: 'one\nURI: https://evil.example' }],
    ['a resource with a line break', { resources: ['https://a.example\nNonce: x'] }],
    ['a request id with a carriage return', { requestId: 'a\rb' }],
    ['a domain with a space', { domain: 'example.com evil' }],
    ['a URI with a space', { uri: 'https://example.com/ x' }],
    ['an empty nonce', { nonce: '' }],
    ['no issue time', { issuedAt: undefined }],
    ['an issue time that is not RFC 3339', { issuedAt: 'yesterday' }],
    ['an invalid expiry', { expirationTime: '2025-13-01T00:00:00Z' }],
    ['an invalid eip155 address', { accountAddress: '0x1234' }],
    ['an eip155 chain id that is not a number', { chainId: 'eip155:mainnet' as const }],
    ['an unknown namespace', { chainId: 'tezos:NetXdQprcVkpaWU' as never }],
  ] as const)('refuses %s with SIWXMessageError', (_, overrides) => {
    expect(() => messenger.stringify(data(overrides as Partial<SIWXMessage.Data>))).toThrow(SIWXMessageError)
  })
})
