import { describe, expect, it } from 'vitest'
import { createServicesClient } from '../services/client.js'
import { createFakeServices } from '../test/fake-services.js'
import { generateSecrets, addressesOf, serialiseSecrets } from './secrets.js'
import { importWrappingKey, seal } from './envelope.js'
import { loadOrCreateKeys } from './load.js'

async function signedIn() {
  const fake = createFakeServices()
  fake.approveDevice('ada@example.com', 'device-0123456789')
  const client = createServicesClient('http://services.test', fake.fetch)
  const { sessionToken } = (await (
    await fake.fetch('http://services.test/frame/v1/email/verify', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', deviceId: 'device-0123456789', otp: fake.otp }),
    })
  ).json()) as { sessionToken: string }
  return { fake, client, token: sessionToken }
}

describe('loadOrCreateKeys', () => {
  it('creates keys on first sign-in, stores only their envelope, and opens the same keys next time', async () => {
    const { fake, client, token } = await signedIn()
    const first = await loadOrCreateKeys(client, token)
    const put = fake.calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe('/frame/v1/keys')
    const body = put?.body as { ciphertext: string; addresses: Record<string, string> }
    expect(body.addresses).toEqual(first.addresses)
    expect(Object.keys(body).sort()).toEqual(['addresses', 'ciphertext'])

    const again = await loadOrCreateKeys(client, token)
    expect(again.addresses).toEqual(first.addresses)
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
  })

  it('uses the keys another tab stored first when its own PUT gets 409', async () => {
    const { fake, client, token } = await signedIn()
    // The other tab's keys, sealed under this user's wrapping key.
    const keysResponse = (await (
      await fake.fetch('http://services.test/frame/v1/keys', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { wrappingKey: string }
    const winner = generateSecrets()
    const ciphertext = await seal(serialiseSecrets(winner), await importWrappingKey(keysResponse.wrappingKey))
    fake.raceWith = { ciphertext, addresses: addressesOf(winner) }

    const ring = await loadOrCreateKeys(client, token)
    expect(ring.addresses).toEqual(addressesOf(winner))
  })

  it('refuses stored keys whose addresses are not the ones the backend lists', async () => {
    const { fake, client, token } = await signedIn()
    await loadOrCreateKeys(client, token)
    const stored = [...fake.keys.values()][0]!
    stored.addresses = { ...stored.addresses, eip155: '0x0000000000000000000000000000000000000001' }
    await expect(loadOrCreateKeys(client, token)).rejects.toThrow('The wallet keys do not match this account')
  })

  it('passes the backend message on when the session is not valid', async () => {
    const { client } = await signedIn()
    await expect(loadOrCreateKeys(client, 'x'.repeat(43))).rejects.toThrow('Session expired: sign in again')
  })
})
