import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approve,
  freshDevice,
  freshEmail,
  newestMail,
  post,
  type SignedIn,
  sessionOf,
} from './frame/testing.js'
import { DpopKey, type DpopSession, dpopHeaders } from './frame/testing-dpop.js'
import { RelayTestClient, signedRelayUrl, upgradeAnswer } from './test/relay-client.js'
import { getJson, startTestServices, withQuery } from './test/services.js'
import type { RunningServices } from './server.js'

// Behind a TLS proxy the services are reached at https://services.example while they listen on loopback
// http: every name they give themselves must be the public one, and a frame's proof must name it too.
const PUBLIC_URL = 'https://services.example'

let services: RunningServices
/** Where the test reaches the server: the proxy's side of it. */
let internal: string
beforeAll(async () => {
  services = await startTestServices({
    // A chain id to price the native coin of; nothing is deployed to a node that is not there.
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }],
    publicUrl: `${PUBLIC_URL}/`,
    frame: { smtp: { sink: true, port: 0 } },
  })
  internal = services.listenUrl
})
afterAll(() => services.stop())

/** A link the services mailed, followed through the proxy: its public origin swapped for the internal one. */
const throughProxy = (link: string) => `${internal}${link.slice(PUBLIC_URL.length)}`

/** Signs in by e-mail against the internal address, as the frame does through the proxy. */
async function signInThroughProxy(): Promise<{ auth: DpopSession; approvalLink: string }> {
  const email = freshEmail('public')
  const deviceId = freshDevice()
  const key = await DpopKey.create()
  await post(internal, '/frame/v1/email/connect', { email, deviceId, bindingKey: key.jwk })
  const approvalLink = (await newestMail(internal, email)).links[0]!
  expect((await approve(throughProxy(approvalLink))).status).toBe(200)
  // The proofs name the public URL the frame fetches; the requests reach the internal address.
  const postWithProof = async <T>(path: string, body: unknown) =>
    getJson<T>(`${internal}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        DPoP: await key.proof({ method: 'POST', url: `${PUBLIC_URL}${path}` }),
      },
      body: JSON.stringify(body),
    })
  await postWithProof('/frame/v1/email/device-status', { email, deviceId })
  const verify = await postWithProof<SignedIn>('/frame/v1/email/verify', {
    email,
    deviceId,
    otp: (await newestMail(internal, email, 2)).code,
    bindingKey: key.jwk,
  })
  expect(verify.status).toBe(200)
  return { auth: sessionOf(key, verify.body), approvalLink }
}

/** POSTs JSON with a Host header of the caller's choosing (fetch sends the URL's own). */
function postWithHost(url: string, host: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const headers = {
      Host: host,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    }
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      let answer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        answer += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(answer) }))
    })
    request.on('error', reject)
    request.end(text)
  })
}

/** GET /frame/v1/session at the internal address, with a proof that names `proofUrl`. */
async function sessionWithProofFor(auth: DpopSession, proofUrl: string) {
  const headers = await dpopHeaders(auth, 'GET', proofUrl)
  return getJson<{ user?: { email: string }; message?: string }>(`${internal}/frame/v1/session`, { headers })
}

describe('publicUrl: the services name themselves by the URL clients reach', () => {
  it('answers its public url, relay and verify URLs, and keeps the listening address apart', () => {
    expect(services.url).toBe(PUBLIC_URL)
    expect(services.relayUrl).toBe('wss://services.example/relay')
    expect(services.verifyUrl).toBe('https://services.example/verify/v3')
    expect(services.listenUrl).toBe(`http://127.0.0.1:${services.port}`)
  })

  it('mails approval links under the public URL', async () => {
    const { approvalLink } = await signInThroughProxy()
    expect(new URL(approvalLink).origin).toBe(PUBLIC_URL)
  })

  it('takes a DPoP proof for the public URL and refuses one for the internal URL', async () => {
    const { auth } = await signInThroughProxy()
    const internalProof = await sessionWithProofFor(auth, `${internal}/frame/v1/session`)
    expect(internalProof).toEqual({ status: 401, body: { message: 'Session expired: sign in again' } })
    const publicProof = await sessionWithProofFor(auth, `${PUBLIC_URL}/frame/v1/session`)
    expect(publicProof.status).toBe(200)
    expect(publicProof.body.user?.email).toMatch(/^public\./)
  })

  it('names its images by the public URL, whatever Host the request carries', async () => {
    const { status, body } = await postWithHost(withQuery(internal, '/v1/fungible/price'), 'evil.example', {
      currency: 'usd',
      projectId: 'gangway-sandbox',
      addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    expect(status).toBe(200)
    expect((body as { fungibles: unknown[] }).fungibles).toEqual([
      expect.objectContaining({ symbol: 'ETH', iconUrl: `${PUBLIC_URL}/public/getTokenImage/ETH` }),
    ])
  })

  it('admits a relay client whose JWT names the public wss URL, and refuses one naming the listening address', async () => {
    const internalRelay = `${internal.replace('http:', 'ws:')}/relay`
    expect(await upgradeAnswer(await signedRelayUrl(internalRelay, { aud: services.relayUrl }))).toEqual({
      status: 101,
    })
    expect(await upgradeAnswer(await signedRelayUrl(internalRelay))).toEqual({
      status: 401,
      message: 'Invalid audience',
    })
    const client = await RelayTestClient.connect(internalRelay, { aud: services.relayUrl })
    try {
      const topic = randomUUID().replaceAll('-', '').repeat(2)
      expect(await client.call('irn_subscribe', { topic })).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await client.close()
    }
  })
})

describe('publicUrl with relay.audiences', () => {
  it('takes exactly the configured audiences over the public one', async () => {
    const proxied = await startTestServices({
      chains: [],
      publicUrl: PUBLIC_URL,
      relay: { audiences: ['wss://relay.example.org/relay'] },
    })
    try {
      const internalRelay = `${proxied.listenUrl.replace('http:', 'ws:')}/relay`
      const status = async (aud: string) =>
        (await upgradeAnswer(await signedRelayUrl(internalRelay, { aud }))).status
      expect(await status('wss://relay.example.org/relay')).toBe(101)
      expect(await status(proxied.relayUrl)).toBe(401)
    } finally {
      await proxied.stop()
    }
  })
})
