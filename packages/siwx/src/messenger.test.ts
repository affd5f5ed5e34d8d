import type { SIWXMessage } from '@gangway/common'
import { describe, expect, it, vi } from 'vitest'
import { SIWXMessenger, type SIWXMessengerParameters } from './messenger.js'

const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const INPUT: SIWXMessage.Input = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:1',
}

/** The smallest messenger: its text is the data as JSON, so the tests see exactly what stringify was given. */
class JsonMessenger extends SIWXMessenger {
  stringify(data: SIWXMessage.Data): string {
    return JSON.stringify(data)
  }
}

function messenger(parameters: Partial<SIWXMessengerParameters> = {}) {
  return new JsonMessenger({
    domain: 'example.com',
    uri: 'https://example.com/login',
    getNonce: async () => 'n0nce123',
    now: () => NOW,
    ...parameters,
  })
}

describe('SIWXMessenger', () => {
  it('fills the required fields: version 1, the issue time from the clock, the nonce for this input', async () => {
    const getNonce = vi.fn(async () => 'abc12345')
    const message = await messenger({ getNonce }).createMessage(INPUT)
    expect(getNonce).toHaveBeenCalledWith(INPUT)
    expect(message).toMatchObject({
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: 'abc12345',
      issuedAt: '2025-03-01T12:00:00.000Z',
      accountAddress: INPUT.accountAddress,
      chainId: 'eip155:1',
    })
  })

  it('leaves absent optional fields out, so the data equals what parsing its text gives back', async () => {
    const message = await messenger({ resources: [] }).createMessage(INPUT)
    const keys = Object.keys(message).filter((key) => key !== 'toString')
    expect(keys.sort()).toEqual([
      'accountAddress',
      'chainId',
      'domain',
      'issuedAt',
      'nonce',
      'uri',
      'version',
    ])
  })

  it('carries statement, resources, version, request id and notBefore when given', async () => {
    const message = await messenger({
      statement: 'Sign in to Example',
      resources: ['https://example.com/terms'],
      version: '2',
      getRequestId: async () => 'req-1',
    }).createMessage({ ...INPUT, notBefore: '2025-03-01T12:05:00.000Z' })
    expect(message).toMatchObject({
      statement: 'Sign in to Example',
      resources: ['https://example.com/terms'],
      version: '2',
      requestId: 'req-1',
      notBefore: '2025-03-01T12:05:00.000Z',
    })
  })

  it('sets the expiry `expiration` ms after the issue time', async () => {
    const message = await messenger({ expiration: 10 * 60_000 }).createMessage(INPUT)
    expect(message.expirationTime).toBe('2025-03-01T12:10:00.000Z')
  })

  it('counts the expiry from a later notBefore, so the message is not born expired', async () => {
    const message = await messenger({ expiration: 10 * 60_000 }).createMessage({
      ...INPUT,
      notBefore: '2025-03-02T00:00:00.000Z',
    })
    expect(message.expirationTime).toBe('2025-03-02T00:10:00.000Z')
  })

  it('toString() is stringify of the data', async () => {
    const message = await messenger({ statement: 'Hello' }).createMessage(INPUT)
    const { toString: _toString, ...data } = message
    expect(JSON.parse(message.toString())).toEqual(data)
    expect(String(message)).toBe(message.toString())
  })
})
