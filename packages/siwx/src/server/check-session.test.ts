import type { SIWXSession } from '@gangway/common'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../../../../apps/services/src/server.js'
import { injectFault, startTestServices } from '../../../../apps/services/src/test/services.js'
import { SIWXServicesError, SIWXVerificationError } from '../errors.js'
import { InformalMessenger } from '../informal-messenger.js'
import { SolanaVerifier } from '../verifiers/solana-verifier.js'
import { checkSIWXSession } from './index.js'
import { signedSession } from '../test/signed-session.js'

// The host's page and server: the page signs in through the services, the server checks the id it is sent.
const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const DOMAIN = '127.0.0.1:5173'
const PROJECT_ID = 'gangway-sandbox'

let services: RunningServices
beforeAll(async () => {
  // EOA and ed25519 signatures check offline: no chain needed.
  services = await startTestServices({ chains: [] })
})
afterAll(() => services?.stop())

async function servicesNonce(): Promise<string> {
  const response = await fetch(`${services.url}/v1/sessions/nonce?projectId=${PROJECT_ID}`, {
    method: 'POST',
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}

/** Builds the message as the page does (nonce from the services), signs it, and creates the session there. */
async function signIn(
  accountAddress: string,
  chainId: SIWXSession['data']['chainId'],
  signMessage: (text: string) => Promise<string> | string,
  expiration?: number,
): Promise<{ id: string; session: SIWXSession }> {
  const messenger = new InformalMessenger({
    domain: DOMAIN,
    uri: `${PAGE_ORIGIN}/`,
    statement: 'Please sign with your account',
    expiration,
    getNonce: servicesNonce,
  })
  const message = await messenger.createMessage({ accountAddress, chainId })
  const session = await signedSession(message, signMessage)
  const response = await fetch(`${services.url}/v1/sessions?projectId=${PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PAGE_ORIGIN },
    body: JSON.stringify(session),
  })
  const body = (await response.json()) as { id: string }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return { id: body.id, session }
}

function evmSignIn(expiration?: number) {
  const account = privateKeyToAccount(generatePrivateKey())
  return signIn(account.address, 'eip155:1', (message) => account.signMessage({ message }), expiration)
}

function solanaSignIn() {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  return signIn(address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', (text) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(text), secret)),
  )
}

async function revoke(id: string, signature: string) {
  const response = await fetch(`${services.url}/v1/sessions/${id}/revoke?projectId=${PROJECT_ID}`, {
    method: 'POST',
    body: JSON.stringify({ pci: id, signature }),
  })
  expect(response.status).toBe(200)
}

/** What a call rejected with. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.unreachable('the check passed'),
    (error: unknown) => error as Error,
  )
}

const options = () => ({ servicesUrl: services.url, domain: DOMAIN })

describe('checkSIWXSession against the running services', () => {
  it('returns an EOA session the services hold, verified here, with its id', async () => {
    const { id, session } = await evmSignIn()
    expect(await checkSIWXSession(id, options())).toEqual({ ...session, id })
    // A trailing slash on the services URL is fine.
    expect((await checkSIWXSession(id, { ...options(), servicesUrl: `${services.url}/` })).id).toBe(id)
  })

  it('returns a Solana (ed25519) session', async () => {
    const { id, session } = await solanaSignIn()
    expect(await checkSIWXSession(id, options())).toEqual({ ...session, id })
  })

  it('refuses a revoked, unknown or malformed session id with reason "revoked"', async () => {
    const { id, session } = await evmSignIn()
    await revoke(id, session.signature)
    for (const unknown of [id, 'A'.repeat(43), 'not/an id', '']) {
      const error = await rejection(checkSIWXSession(unknown, options()))
      expect(error, unknown).toBeInstanceOf(SIWXVerificationError)
      expect((error as SIWXVerificationError).reason).toBe('revoked')
      expect((error as SIWXVerificationError).shortMessage).toBe('The session is unknown or revoked.')
    }
  })

  it('checks the session again here: another host’s domain, an expired message, no verifier', async () => {
    const { id } = await evmSignIn(60_000)
    const otherHost = await rejection(checkSIWXSession(id, { ...options(), domain: 'app.example.com' }))
    expect((otherHost as SIWXVerificationError).reason).toBe('domain')
    const later = await rejection(checkSIWXSession(id, { ...options(), now: () => Date.now() + 120_000 }))
    expect((later as SIWXVerificationError).reason).toBe('expired')
    // Only a Solana verifier: an eip155 session has none.
    const solanaOnly = await rejection(
      checkSIWXSession(id, { ...options(), verifiers: [new SolanaVerifier()] }),
    )
    expect((solanaOnly as SIWXVerificationError).reason).toBe('no-verifier')
  })

  it('does not trust the services blindly: a session they answer with a forged signature is refused', async () => {
    const { id } = await evmSignIn()
    const stranger = privateKeyToAccount(generatePrivateKey())
    // A services stand-in that swaps in another key's signature of the same text.
    const lying: typeof fetch = async (input, init) => {
      const answer = (await (await fetch(input, init)).json()) as { session: SIWXSession }
      answer.session.signature = await stranger.signMessage({ message: answer.session.message })
      return Response.json(answer)
    }
    const error = await rejection(checkSIWXSession(id, { ...options(), fetch: lying }))
    expect(error).toBeInstanceOf(SIWXVerificationError)
    expect((error as SIWXVerificationError).reason).toBe('signature')

    // Nor an answer for another id, nor one that is no session.
    const { id: otherId } = await evmSignIn()
    const swapped: typeof fetch = (_input, init) => fetch(`${services.url}/v1/sessions/${otherId}`, init)
    expect(await rejection(checkSIWXSession(id, { ...options(), fetch: swapped }))).toBeInstanceOf(
      SIWXServicesError,
    )
    const garbage: typeof fetch = async () => Response.json({ id, session: { data: 'x' } })
    expect(await rejection(checkSIWXSession(id, { ...options(), fetch: garbage }))).toBeInstanceOf(
      SIWXServicesError,
    )
  })

  it('tells "could not ask" from "not signed in": an error status or no answer is a SIWXServicesError', async () => {
    const { id } = await evmSignIn()
    await injectFault(services.url, { route: '/v1/sessions/*', method: 'GET', status: 503, times: 1 })
    const unavailable = await rejection(checkSIWXSession(id, options()))
    expect(unavailable).toBeInstanceOf(SIWXServicesError)
    expect(unavailable).not.toBeInstanceOf(SIWXVerificationError)
    expect((unavailable as SIWXServicesError).code).toBe(503)
    expect((unavailable as SIWXServicesError).shortMessage).toBe('Injected fault')

    const unreachable = await rejection(
      checkSIWXSession(id, { ...options(), servicesUrl: 'http://127.0.0.1:1' }),
    )
    expect(unreachable).toBeInstanceOf(SIWXServicesError)
    expect((unreachable as SIWXServicesError).shortMessage).toBe('The Gangway services could not be reached.')
    // The session itself is fine.
    expect((await checkSIWXSession(id, options())).id).toBe(id)
  })
})
