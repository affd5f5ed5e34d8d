import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createServicesClient, type RequestAuthorizer, ServicesError } from '../services/client.js'
import { deviceStoreOf } from './frame-device-store.js'
import { addressesOf, generateSecrets, serialiseSecrets } from './secrets.js'
import { importWrappingKey, seal } from './envelope.js'
import { servicesSharesPort } from './services-shares.js'
import { memoryStore } from './store.js'
import { openWallet } from './wallet-shares.js'
import { fakeAuthenticator, scriptedDialogs } from './wallet-testing.js'

const BASE = 'http://127.0.0.1:8787'

/** The share and key routes as the services answer them, behind a fetch the client calls. */
function servicesAt(legacy?: { wrappingKey: string; ciphertext: string }) {
  const state = {
    auth: null as string | null,
    addresses: undefined as unknown,
    proofs: [] as unknown[],
    seals: [] as Record<string, unknown>[],
    legacy,
    calls: [] as string[],
  }
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status })
  const fetch = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const path = new URL(url).pathname
    state.calls.push(`${method} ${path} ${new Headers(init?.headers).get('Authorization')}`)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    if (path === '/frame/v1/shares/auth' && method === 'GET') return json(200, { share: state.auth })
    if (path === '/frame/v1/shares/auth' && method === 'PUT') {
      if (state.auth) return json(409, { message: 'Auth share already exists' })
      state.auth = body.share
      state.addresses = body.addresses
      return json(204)
    }
    if (path === '/frame/v1/shares/recovery' && method === 'GET') return json(200, { shares: state.seals })
    if (path === '/frame/v1/shares/recovery' && method === 'PUT') {
      const { issuedAt, signature, ...seal } = body
      state.proofs.push({ issuedAt, signature })
      state.seals = [
        ...state.seals.filter((stored) => stored.kind !== seal.kind),
        { credentialId: null, ...seal, createdAt: 1 },
      ]
      return json(204)
    }
    if (path === '/frame/v1/keys' && method === 'GET') {
      if (state.auth) return json(404, { message: 'The wallet uses key shares' })
      return json(200, {
        wrappingKey: state.legacy?.wrappingKey ?? randomBytes(32).toString('base64url'),
        ciphertext: state.legacy?.ciphertext ?? null,
        addresses: {},
      })
    }
    if (path === '/frame/v1/keys' && method === 'DELETE') {
      state.legacy = undefined
      return json(204)
    }
    return json(404, { message: 'Not found' })
  }
  const authorizer: RequestAuthorizer = {
    authorize: async () => ({
      headers: { Authorization: 'DPoP token', DPoP: 'proof' },
      accessToken: 'token',
    }),
    recover: async () => false,
  }
  return { state, port: servicesSharesPort(createServicesClient(BASE, fetch, authorizer)), fetch, authorizer }
}

const ACCOUNT = { id: 'user-1', name: 'ada@example.com' }

function depsFor(port: ReturnType<typeof servicesAt>['port'], store = memoryStore()) {
  return {
    services: port,
    store: deviceStoreOf(store),
    dialogs: scriptedDialogs().dialogs,
    credentials: fakeAuthenticator(),
    relyingParty: { name: 'Gangway' },
  }
}

describe('the shares port over the frame’s signed client', () => {
  it('opens a new wallet and again from the frame’s store, every call signed, no /frame/v1/keys PUT', async () => {
    const { state, port } = servicesAt()
    const store = memoryStore()
    const first = await openWallet(depsFor(port, store), ACCOUNT)
    const again = await openWallet(depsFor(port, store), ACCOUNT)
    expect(again.origin).toBe('restored')
    expect(addressesOf(again.secrets)).toEqual(addressesOf(first.secrets))
    expect(state.calls.every((call) => call.endsWith('DPoP token'))).toBe(true)
    expect(state.calls.some((call) => call.startsWith('PUT /frame/v1/keys'))).toBe(false)
  })

  it('migrates a legacy envelope and deletes it; a 404 from the key route reads as "no envelope"', async () => {
    const secrets = generateSecrets()
    const wrappingKey = randomBytes(32).toString('base64url')
    const ciphertext = await seal(serialiseSecrets(secrets), await importWrappingKey(wrappingKey))
    const { state, port } = servicesAt({ wrappingKey, ciphertext })
    const opened = await openWallet(depsFor(port), { ...ACCOUNT, addresses: addressesOf(secrets) })
    expect(opened.origin).toBe('migrated')
    expect(state.legacy).toBeUndefined()
    expect(state.calls).toContain('DELETE /frame/v1/keys DPoP token')
    expect(await port.getLegacyKeys()).toBeUndefined()
  })

  it('reads a lost race as false, lists seals without their extra fields, and refuses a malformed answer', async () => {
    const { state, port } = servicesAt()
    const addresses = { eip155: `0x${'1'.repeat(40)}` as const, solana: '1'.repeat(32) }
    expect(await port.putAuthShare('a'.repeat(134), addresses)).toBe(true)
    expect(state.addresses).toEqual(addresses)
    expect(await port.putAuthShare('b'.repeat(134), addresses)).toBe(false)
    const proof = { issuedAt: 1, signature: `0x${'ab'.repeat(65)}` as const }
    await port.putRecoverySeal({ kind: 'code', sealed: 'c'.repeat(145) }, proof)
    await port.putRecoverySeal(
      { kind: 'passkey', credentialId: 'd'.repeat(22), sealed: 'e'.repeat(145) },
      proof,
    )
    expect(state.proofs).toEqual([proof, proof])
    expect(await port.getRecoverySeals()).toEqual([
      { kind: 'code', sealed: 'c'.repeat(145) },
      { kind: 'passkey', credentialId: 'd'.repeat(22), sealed: 'e'.repeat(145) },
    ])
    state.auth = '<not base64url>'
    await expect(port.getAuthShare()).rejects.toThrow(ServicesError)
    await expect(port.getAuthShare()).rejects.toThrow('Unexpected answer from the wallet service')
  })
})

describe('the frame store as the device store', () => {
  it('keeps each wallet record in its own entry, beside the session records', async () => {
    const store = memoryStore()
    await store.set('deviceId', 'device-0123456789abcdef')
    const devices = deviceStoreOf(store)
    await devices.set('device-share:user-1', { v: 1 })
    await devices.set('legacy-delete:user-1', true)
    expect(await store.get('wallet/device-share:user-1')).toEqual({ v: 1 })
    expect(await devices.get('legacy-delete:user-1')).toBe(true)
    await devices.delete('legacy-delete:user-1')
    expect(await devices.get('legacy-delete:user-1')).toBeUndefined()
    expect(await store.get('deviceId')).toBe('device-0123456789abcdef')
  })
})
