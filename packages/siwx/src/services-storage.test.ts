import type { SIWXSession } from '@gangway/common'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The services' own test project provides `servicesChains`; this one passes its chains itself (none).
import type {} from '../../../apps/services/vitest.global-setup.js'
import type { RunningServices } from '../../../apps/services/src/server.js'
import { startTestServices } from '../../../apps/services/src/test/services.js'
import { SIWXServicesError } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { type SIWXWebStorage, LocalStorage } from './local-storage.js'
import { ServicesStorage } from './services-storage.js'
import { signedSession, solanaSigner } from './test/signed-session.js'

const PROJECT_ID = 'gangway-sandbox'
/** The page the sign-in happens on: the sandbox's origin. */
const PAGE = new URL('http://127.0.0.1:5173/')
const KEY = '@gangway/siwx_sessions'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let services: RunningServices

beforeAll(async () => {
  // No chains: every signature here is an EOA's or an ed25519 one, which the services check offline.
  services = await startTestServices({ chains: [] })
})

afterAll(async () => {
  await services?.stop()
})

/** A browser's fetch from the page: it sends the page's Origin, which the services check a session against. */
const pageFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: PAGE.origin } })

function memoryStorage(): SIWXWebStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

function create(options: { storage?: SIWXWebStorage; apiUrl?: string; fetch?: typeof fetch } = {}) {
  const local = options.storage ?? memoryStorage()
  const storage = new ServicesStorage({
    apiUrl: options.apiUrl ?? services.url,
    projectId: PROJECT_ID,
    fetch: options.fetch ?? pageFetch,
    storage: local,
  })
  const messenger = new InformalMessenger({
    domain: PAGE.host,
    uri: PAGE.href,
    statement: 'Sign in to the sandbox',
    expiration: 10 * 60_000,
    getNonce: () => storage.getNonce(),
  })
  /** What is remembered on the device, as the next page load reads it. */
  const kept = () => new LocalStorage({ key: KEY, storage: local }).getAll()
  return { storage, messenger, local, kept }
}

const newAccount = () => privateKeyToAccount(generatePrivateKey())

async function signIn(messenger: InformalMessenger, account: PrivateKeyAccount): Promise<SIWXSession> {
  const message = await messenger.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  return signedSession(message, (text) => account.signMessage({ message: text }))
}

async function signInSolana(messenger: InformalMessenger): Promise<SIWXSession> {
  const { address, sign } = solanaSigner()
  return signedSession(
    await messenger.createMessage({ accountAddress: address, chainId: SOLANA_MAINNET }),
    sign,
  )
}

/** What the host's own server does with a session id: look it up, with no project and no sdk query. */
async function lookUp(id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(`/v1/sessions/${id}`, services.url))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function refusal(promise: Promise<unknown>): Promise<SIWXServicesError> {
  const error = await promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SIWXServicesError)
  return error as SIWXServicesError
}

describe('ServicesStorage', () => {
  it('gets a fresh nonce from the services', async () => {
    const { storage } = create()
    const [a, b] = [await storage.getNonce(), await storage.getNonce()]
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(b).not.toBe(a)
  })

  it('passes on the services’ refusal of an unknown project', async () => {
    const storage = new ServicesStorage({
      apiUrl: services.url,
      projectId: 'no-such-project',
      fetch: pageFetch,
      storage: memoryStorage(),
    })
    const error = await refusal(storage.getNonce())
    expect(error.code).toBe(403)
    expect(error.shortMessage).toBe('Unauthorized: invalid key')
  })

  it('keeps a session on the services, where the host’s server finds it by its id', async () => {
    const { storage, messenger, kept } = create()
    const account = newAccount()
    const session = await signIn(messenger, account)

    await storage.add(session)

    const [found] = await storage.get('eip155:1', account.address.toLowerCase())
    expect(found).toEqual({ ...session, id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    expect(await kept()).toEqual([found])
    const { status, body } = await lookUp(found!.id!)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: found!.id,
      session: { message: session.message, signature: session.signature },
    })
  })

  it('keeps a solana session too', async () => {
    const { storage, messenger } = create()
    const session = await signInSolana(messenger)

    await storage.add(session)

    const [found] = await storage.get(SOLANA_MAINNET, session.data.accountAddress)
    expect(found).toMatchObject({ ...session, id: expect.any(String) })
    expect((await lookUp(found!.id!)).status).toBe(200)
  })

  it('passes on the services’ refusal of a replayed message and keeps nothing', async () => {
    const { storage, messenger, kept } = create()
    const session = await signIn(messenger, newAccount())
    await storage.add(session)
    const before = await kept()

    const error = await refusal(storage.add(session))

    expect(error.code).toBe(400)
    expect(error.reason).toBe('nonce-replayed')
    expect(error.shortMessage).toBe('The message has been used already.')
    expect(await kept()).toEqual(before)
  })

  it('passes on the refusal of a message whose nonce the services never issued', async () => {
    const { storage, kept } = create()
    const messenger = new InformalMessenger({
      domain: PAGE.host,
      uri: PAGE.href,
      getNonce: async () => 'madeUpNonce1234',
    })
    const account = newAccount()

    const error = await refusal(storage.add(await signIn(messenger, account)))

    expect(error.code).toBe(400)
    expect(error.reason).toBe('nonce-replayed')
    expect(error.shortMessage).toMatch(/not issued/)
    expect(await kept()).toEqual([])
  })

  it('passes on the refusal of a caller from no page', async () => {
    // Node's own fetch sends no Origin: the services cannot tell which site the session is for.
    const { storage, messenger, kept } = create({ fetch: (input, init) => fetch(input, init) })

    const error = await refusal(storage.add(await signIn(messenger, newAccount())))

    expect(error.code).toBe(403)
    expect(error.shortMessage).toBe('Unauthorized: origin not allowed')
    expect(await kept()).toEqual([])
  })

  it('adds a session in place of the older one of the same account, revoking it', async () => {
    const { storage, messenger, kept } = create()
    const account = newAccount()
    await storage.add(await signIn(messenger, account))
    const [old] = await storage.get('eip155:1', account.address)

    const renewed = await signIn(messenger, account)
    await storage.add(renewed)

    const [found, ...more] = await storage.get('eip155:1', account.address)
    expect(more).toEqual([])
    expect(found).toMatchObject({ signature: renewed.signature })
    expect(found!.id).not.toBe(old!.id)
    expect(await kept()).toEqual([found])
    expect((await lookUp(old!.id!)).status).toBe(404)
  })

  it('forgets a session the services no longer know', async () => {
    const { storage, messenger, kept } = create()
    const account = newAccount()
    await storage.add(await signIn(messenger, account))
    const [found] = await storage.get('eip155:1', account.address)
    // Revoked from elsewhere (another tab, the host's server).
    const revoked = await pageFetch(
      new URL(`/v1/sessions/${found!.id}/revoke?projectId=${PROJECT_ID}`, services.url),
      { method: 'POST', body: JSON.stringify({ pci: found!.id, signature: found!.signature }) },
    )
    expect(revoked.status).toBe(200)

    expect(await storage.get('eip155:1', account.address)).toEqual([])
    expect(await kept()).toEqual([])
  })

  it('says so when the services cannot be reached, and forgets nothing', async () => {
    const device = memoryStorage()
    const { storage, messenger, kept } = create({ storage: device })
    const account = newAccount()
    await storage.add(await signIn(messenger, account))
    const before = await kept()

    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const offline = create({ storage: device, apiUrl: 'http://127.0.0.1:9' }).storage
    const error = await refusal(offline.get('eip155:1', account.address))

    expect(error.code).toBeUndefined()
    expect(error.shortMessage).toBe('The Gangway services could not be reached.')
    expect(await kept()).toEqual(before)
  })

  it('deletes: revokes on the services and forgets, and one already gone is fine', async () => {
    const { storage, messenger, kept } = create()
    const [first, second] = [newAccount(), newAccount()]
    await storage.add(await signIn(messenger, first))
    await storage.add(await signIn(messenger, second))
    const [one] = await storage.get('eip155:1', first.address)
    const [two] = await storage.get('eip155:1', second.address)

    await storage.delete('eip155:1', first.address.toLowerCase())

    expect((await lookUp(one!.id!)).status).toBe(404)
    expect(await kept()).toEqual([two])

    // The services forgot it already (revoked from elsewhere): deleting still forgets it here.
    await pageFetch(new URL(`/v1/sessions/${two!.id}/revoke?projectId=${PROJECT_ID}`, services.url), {
      method: 'POST',
      body: JSON.stringify({ pci: two!.id, signature: two!.signature }),
    })
    await storage.delete('eip155:1', second.address)
    expect(await kept()).toEqual([])
  })

  it('sets the list: revokes the sessions left out and sends the new ones', async () => {
    const { storage, messenger, kept } = create()
    const [first, second, third] = [newAccount(), newAccount(), newAccount()]
    await storage.add(await signIn(messenger, first))
    await storage.add(await signIn(messenger, second))
    const [stays] = await storage.get('eip155:1', first.address)
    const [goes] = await storage.get('eip155:1', second.address)
    const fresh = await signIn(messenger, third)

    await storage.set([stays!, fresh])

    expect((await lookUp(goes!.id!)).status).toBe(404)
    expect((await lookUp(stays!.id!)).status).toBe(200)
    const [added] = await storage.get('eip155:1', third.address)
    expect(added).toEqual({ ...fresh, id: expect.any(String) })
    expect((await lookUp(added!.id!)).status).toBe(200)
    expect(await kept()).toEqual([stays, added])
    expect(await storage.get('eip155:1', second.address)).toEqual([])

    await storage.set([])
    expect((await lookUp(stays!.id!)).status).toBe(404)
    expect((await lookUp(added!.id!)).status).toBe(404)
    expect(await kept()).toEqual([])
  })
})
