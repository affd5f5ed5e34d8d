import type { SIWXMessage } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { SIWXMessageError } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { parseSIWXMessage } from './parse-message.js'

const messenger = new InformalMessenger({
  domain: 'app.example.com:8443',
  uri: 'https://app.example.com:8443/login',
  getNonce: async () => 'Qm9uY2U0NTY',
  now: () => Date.parse('2025-03-01T12:00:00.000Z'),
})

const ACCOUNTS = [
  { chainId: 'eip155:10', accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  {
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  },
  {
    chainId: 'bip122:000000000019d6689c085ae165831e93',
    accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  {
    chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  },
] as const satisfies SIWXMessage.Input[]

const OPTIONAL = {
  statement: 'Sign in to Example: it costs nothing.',
  expirationTime: '2025-03-01T12:10:00.000Z',
  notBefore: '2025-03-01T11:59:30+01:00',
  requestId: 'f2c7d6a0-8f7e',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  ],
}

/** Each field on its own, so a failure names the field. */
function expectFields(parsed: SIWXMessage.Data, expected: SIWXMessage.Data) {
  for (const key of new Set([...Object.keys(expected), ...Object.keys(parsed)]) as Set<
    keyof SIWXMessage.Data
  >) {
    expect(parsed[key], key).toEqual(expected[key])
  }
}

describe('parseSIWXMessage', () => {
  describe.each(ACCOUNTS)('$chainId', (account) => {
    it('reads back the required fields of a message with no optional ones', async () => {
      const message = await messenger.createMessage(account)
      const { toString: _toString, ...data } = message
      const text = message.toString()
      const parsed = parseSIWXMessage(text)
      expectFields(parsed, data)
      expect(parsed.chainId).toBe(account.chainId)
      expect(messenger.stringify(parsed)).toBe(text)
    })

    it('reads back every optional field', () => {
      const data: SIWXMessage.Data = {
        ...account,
        domain: 'app.example.com:8443',
        uri: 'https://app.example.com:8443/login',
        version: '1',
        nonce: 'Qm9uY2U0NTY',
        issuedAt: '2025-03-01T12:00:00.000Z',
        ...OPTIONAL,
      }
      const text = messenger.stringify(data)
      const parsed = parseSIWXMessage(text)
      expectFields(parsed, data)
      expect(messenger.stringify(parsed)).toBe(text)
    })

    it('reads each optional field alone', () => {
      for (const [key, value] of Object.entries(OPTIONAL)) {
        const data = {
          ...account,
          domain: 'app.example.com:8443',
          uri: 'https://app.example.com:8443/login',
          version: '1',
          nonce: 'Qm9uY2U0NTY',
          issuedAt: '2025-03-01T12:00:00.000Z',
          [key]: value,
        } as SIWXMessage.Data
        const text = messenger.stringify(data)
        expectFields(parseSIWXMessage(text), data)
        expect(messenger.stringify(parseSIWXMessage(text))).toBe(text)
      }
    })
  })

  it('reads an empty resource list', () => {
    const text = messenger.stringify({ ...ACCOUNTS[0], ...base(), resources: [] })
    expect(text.endsWith('\nResources:')).toBe(true)
    expect(parseSIWXMessage(text).resources).toEqual([])
  })

  it('reads EIP-4361’s example message', () => {
    const text = [
      'service.org wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891756',
      'Issued At: 2021-09-30T16:25:24Z',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://example.com/my-web2-claim.json',
    ].join('\n')
    const parsed = parseSIWXMessage(text)
    expect(parsed).toMatchObject({ domain: 'service.org', chainId: 'eip155:1', nonce: '32891756' })
    expect(parsed.resources).toHaveLength(2)
    expect(messenger.stringify(parsed)).toBe(text)
  })

  const valid = messenger.stringify({
    ...ACCOUNTS[0],
    ...base(),
    statement: 'Hi',
    expirationTime: OPTIONAL.expirationTime,
  })
  const solana = messenger.stringify({ ...ACCOUNTS[1], ...base() })
  const replace = (text: string, from: string, to: string) => {
    expect(text).toContain(from)
    return text.replace(from, to)
  }

  it.each([
    ['an empty text', ''],
    ['another first line', replace(valid, 'wants you to sign in', 'asks you to sign in')],
    [
      'a lowercase eip155 address',
      replace(valid, ACCOUNTS[0].accountAddress, ACCOUNTS[0].accountAddress.toLowerCase()),
    ],
    ['a missing blank line', replace(valid, '\n\nHi', '\nHi')],
    ['a statement without its blank line', replace(valid, 'Hi\n\n', 'Hi\n')],
    ['a missing required line', replace(valid, 'Version: 1\n', '')],
    ['lines out of order', replace(valid, 'Version: 1\nChain ID: 10', 'Chain ID: 10\nVersion: 1')],
    ['an unknown line', `${valid}\nColour: blue`],
    ['a trailing newline', `${valid}\n`],
    ['CRLF line ends', valid.replaceAll('\n', '\r\n')],
    ['an eip155 chain id as CAIP-2', replace(valid, 'Chain ID: 10', 'Chain ID: eip155:10')],
    ['an eip155 chain id with a leading zero', replace(valid, 'Chain ID: 10', 'Chain ID: 010')],
    ['a non-eip155 chain as a bare id', replace(solana, 'Chain ID: solana:', 'Chain ID: ')],
    [
      'a chain of another namespace than the account',
      replace(solana, 'your Solana account', 'your Polkadot account'),
    ],
    ['an invalid issue time', replace(valid, 'Issued At: 2025-03-01T12:00:00.000Z', 'Issued At: soon')],
    [
      'an invalid expiry',
      replace(valid, 'Expiration Time: 2025-03-01T12:10', 'Expiration Time: 2025-02-30T12:10'),
    ],
    ['an empty nonce', replace(valid, 'Nonce: Qm9uY2U0NTY', 'Nonce: ')],
    ['a nonce with a space', replace(valid, 'Nonce: Qm9uY2U0NTY', 'Nonce: Qm9u Y2U0NTY')],
    ['a message cut short', valid.split('\n').slice(0, 3).join('\n')],
  ])('refuses %s with SIWXMessageError', (_, text) => {
    expect(() => parseSIWXMessage(text)).toThrow(SIWXMessageError)
  })

  it('says which line is wrong', () => {
    try {
      parseSIWXMessage(`${valid}\nColour: blue`)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SIWXMessageError)
      expect((error as SIWXMessageError).shortMessage).toBe('Unexpected line.')
      expect((error as SIWXMessageError).details).toBe(`Line ${valid.split('\n').length + 1}: "Colour: blue"`)
    }
  })
})

function base() {
  return {
    domain: 'app.example.com:8443',
    uri: 'https://app.example.com:8443/login',
    version: '1',
    nonce: 'Qm9uY2U0NTY',
    issuedAt: '2025-03-01T12:00:00.000Z',
  }
}
