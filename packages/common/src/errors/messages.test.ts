import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-message.js'
import { ERROR_MESSAGES } from './messages.js'

/** Every message of SPEC §8, word for word as the SPEC writes it. */
const SPEC_MESSAGES = [
  'Please try again after {n} seconds',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name {name}',
  'Invalid chainId',
  'Network not found',
  'Address or auth connector not found',
  'Chain adapter not found',
  'NetworkController client not set',
  'ConnectionController client not set',
  'WalletConnectConnector not found',
  'Token Balance Unavailable',
  'Failed to disconnect chain {ns}',
  'Failed to disconnect',
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Failed to fetch transactions',
  'Unable to load email login dependency',
  'iframe_load_failed',
  'iframe_request_timeout',
  'Request was aborted',
  'Something went wrong',
  'An error occurred',
  'HTTP status code: {n}',
  'Not supported',
  'A token is required',
  'An amount and receiver address are required',
  'Unsupported chain',
  'A problem occurred while trying initialize authentication',
  'Signature declined',
  'Authenticating...',
  'This application might not support Smart Accounts',
  'Requested RPC call is not allowed',
  'Action not allowed',
  'Network Not Found',
  'Invalid App Configuration',
  'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out',
  'Session Expired',
  'Invalid Project ID',
  'Project ID Not Configured',
]

describe('ERROR_MESSAGES', () => {
  it('SPEC §8: holds every catalogue and alert message verbatim', () => {
    const messages: string[] = Object.values(ERROR_MESSAGES)
    for (const message of SPEC_MESSAGES) expect(messages).toContain(message)
  })

  it('SPEC §8: names the messages callers use', () => {
    expect(ERROR_MESSAGES.signatureDeclined).toBe('Signature declined')
    expect(ERROR_MESSAGES.emailRateLimit).toBe('Please try again after {n} seconds')
    expect(ERROR_MESSAGES.connectionDeclined).toBe('Connection declined')
  })
})

describe('formatMessage', () => {
  it('SPEC §8: fills the {n}, {name} and {ns} placeholders', () => {
    expect(formatMessage(ERROR_MESSAGES.emailRateLimit, { n: 12 })).toBe('Please try again after 12 seconds')
    expect(formatMessage(ERROR_MESSAGES.registerName, { name: 'alice.reown.id' })).toBe(
      'Error registering name alice.reown.id',
    )
    expect(formatMessage(ERROR_MESSAGES.disconnectChainFailed, { ns: 'solana' })).toBe(
      'Failed to disconnect chain solana',
    )
  })

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Error registering name {name}', {})).toBe('Error registering name {name}')
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })
})
