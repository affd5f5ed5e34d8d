import type { SIWXSession } from '@gangway/common'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
// The services' own test project provides `servicesChains`; this one passes its chains itself (none).
import type {} from '../../../apps/services/vitest.global-setup.js'
import type { RunningServices } from '../../../apps/services/src/server.js'
import { startTestServices } from '../../../apps/services/src/test/services.js'
import { createServicesSIWX } from './create-services-siwx.js'
import type { DefaultSIWX } from './default-siwx.js'
import { SIWXMessageError, SIWXVerificationError } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { ServicesStorage } from './services-storage.js'
import { signedSession } from './test/signed-session.js'

const PROJECT_ID = 'gangway-sandbox'
/** The page the sign-in happens on: the sandbox's origin. */
const PAGE = new URL('http://127.0.0.1:5173/app?tab=1')

let services: RunningServices

beforeAll(async () => {
  // No chains: the signatures here are EOAs', which the services check offline.
  services = await startTestServices({ chains: [] })
})

afterAll(async () => {
  await services?.stop()
})

/** A browser's fetch from the page: it sends the page's Origin, which the services check a session against. */
const pageFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: PAGE.origin } })

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

async function signIn(siwx: DefaultSIWX, account: PrivateKeyAccount): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  return signedSession(message, (text) => account.signMessage({ message: text }))
}

describe('createServicesSIWX', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { host: PAGE.host, href: PAGE.href })
    vi.stubGlobal('localStorage', memoryStorage())
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('signs in through the services: their nonce, their session id, their revocation', async () => {
    const siwx = createServicesSIWX({ apiUrl: services.url, projectId: PROJECT_ID, fetch: pageFetch })
    expect(siwx.storage).toBeInstanceOf(ServicesStorage)
    expect(siwx.messenger).toMatchObject({ domain: PAGE.host, uri: PAGE.href })
    expect(siwx.getRequired()).toBe(false)

    const account = newAccount()
    const session = await signIn(siwx, account)
    expect(session.data.nonce).toMatch(/^[0-9a-f]{32}$/)
    await siwx.addSession(session)

    const [found] = await siwx.getSessions('eip155:1', account.address)
    expect(found).toEqual({ ...session, id: expect.any(String) })
    const lookUp = () => fetch(new URL(`/v1/sessions/${found!.id}`, services.url))
    expect((await lookUp()).status).toBe(200)

    await siwx.revokeSession('eip155:1', account.address)
    expect((await lookUp()).status).toBe(404)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a session for another site before the services see it', async () => {
    const calls: string[] = []
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
      return pageFetch(input, init)
    }
    const siwx = createServicesSIWX({
      apiUrl: services.url,
      projectId: PROJECT_ID,
      fetch: countingFetch,
      required: true,
    })
    expect(siwx.getRequired()).toBe(true)
    // A genuine signature, with a nonce of these services, of a message another site asked for.
    const elsewhere = new InformalMessenger({
      domain: 'evil.example.com',
      uri: 'https://evil.example.com/',
      getNonce: () => (siwx.storage as ServicesStorage).getNonce(),
    })
    const account = newAccount()
    const message = await elsewhere.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const session = await signedSession(message, (text) => account.signMessage({ message: text }))
    expect(calls).toEqual(['POST /v1/sessions/nonce'])

    const error = await siwx.addSession(session).catch((error: unknown) => error)

    expect(error).toBeInstanceOf(SIWXVerificationError)
    expect((error as SIWXVerificationError).reason).toBe('domain')
    expect(calls).toEqual(['POST /v1/sessions/nonce'])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('needs a page', () => {
    vi.unstubAllGlobals()
    expect(() => createServicesSIWX({ apiUrl: services.url, projectId: PROJECT_ID })).toThrow(
      SIWXMessageError,
    )
  })
})

const newAccount = () => privateKeyToAccount(generatePrivateKey())
