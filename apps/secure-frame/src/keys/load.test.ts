import { describe, expect, it } from 'vitest'
import { KeysSchema } from '../services/schemas.js'
import { createTestFrame, signIn } from '../test/deps.js'
import { importWrappingKey, seal } from './envelope.js'
import { loadOrCreateKeys } from './load.js'
import { addressesOf, generateSecrets, serialiseSecrets } from './secrets.js'

/** A frame with a session (its sign-in already loaded keys once) and its authenticated client. */
async function signedIn() {
  const frame = createTestFrame()
  await signIn(frame)
  return { frame, fake: frame.services, client: frame.deps.services }
}

describe('loadOrCreateKeys', () => {
  it('creates keys on first sign-in, stores only their envelope, and opens the same keys next time', async () => {
    const { frame, fake, client } = await signedIn()
    const first = frame.deps.state.session!.keys
    const put = fake.calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe('/frame/v1/keys')
    const body = put?.body as { ciphertext: string; addresses: Record<string, string> }
    expect(body.addresses).toEqual(first.addresses)
    expect(Object.keys(body).sort()).toEqual(['addresses', 'ciphertext'])

    const again = await loadOrCreateKeys(client)
    expect(again.addresses).toEqual(first.addresses)
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
  })

  it('uses the keys another tab stored first when its own PUT gets 409', async () => {
    const frame = createTestFrame()
    await signIn(frame)
    frame.services.keys.clear()
    // The other tab's keys, sealed under this user's wrapping key.
    const { wrappingKey } = await frame.deps.services.call('/frame/v1/keys', {
      auth: true,
      schema: KeysSchema,
    })
    const winner = generateSecrets()
    const ciphertext = await seal(serialiseSecrets(winner), await importWrappingKey(wrappingKey))
    frame.services.raceWith = { ciphertext, addresses: addressesOf(winner) }

    const ring = await loadOrCreateKeys(frame.deps.services)
    expect(ring.addresses).toEqual(addressesOf(winner))
  })

  it('refuses stored keys whose addresses are not the ones the backend lists', async () => {
    const { fake, client } = await signedIn()
    const stored = [...fake.keys.values()][0]!
    stored.addresses = { ...stored.addresses, eip155: '0x0000000000000000000000000000000000000001' }
    await expect(loadOrCreateKeys(client)).rejects.toThrow('The wallet keys do not match this account')
  })

  it('passes the backend message on when the session is not valid', async () => {
    const { fake, client } = await signedIn()
    fake.revokeAll()
    await expect(loadOrCreateKeys(client)).rejects.toThrow('Session expired: sign in again')
  })
})
