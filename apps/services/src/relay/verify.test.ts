import { runInNewContext } from 'node:vm'
import { decodeJWT } from '@walletconnect/relay-auth'
import { verifyP256Jwt } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices } from '../test/services.js'
import type { VerifyPublicKey } from './verify-attestations.js'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

const ID = 'a'.repeat(64)
const ORIGIN = 'http://127.0.0.1:5173'

/** The frame URL the dapp-side SDK opens. */
function attestationUrl(query: Record<string, string> = {}): string {
  const params = {
    projectId: 'gangway-sandbox',
    origin: ORIGIN,
    id: ID,
    decryptedId: 'b'.repeat(64),
    ...query,
  }
  return `${services.verifyUrl}/attestation?${new URLSearchParams(params)}`
}

async function attestationFromPage(url = attestationUrl()): Promise<string> {
  const page = await (await fetch(url)).text()
  return /data-attestation="([^"]+)"/.exec(page)![1]!
}

describe('verify stand-in', () => {
  it('serves its P-256 public key in the shape the SDK validates with', async () => {
    const { status, body } = await getJson<VerifyPublicKey>(`${services.verifyUrl}/public-key`)
    expect(status).toBe(200)
    expect(body).toEqual({
      publicKey: {
        crv: 'P-256',
        ext: true,
        key_ops: ['verify'],
        kty: 'EC',
        x: expect.stringMatching(/^[\w-]{43}$/),
        y: expect.stringMatching(/^[\w-]{43}$/),
      },
      expiresAt: expect.any(Number),
    })
    expect(body.expiresAt * 1000).toBeGreaterThan(Date.now())
  })

  it('serves a page that carries a signed attestation for the id, with no inline script', async () => {
    const response = await fetch(attestationUrl())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self'")
    const page = await response.text()
    expect(page.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script src="attestation\.js" /)])
    expect(page).toContain('<script src="attestation.js" data-attestation="')
    expect(page).not.toMatch(/<script[^>]*>[^<]+<\/script>|\son\w+=/)

    const jwt = /data-attestation="([^"]+)"/.exec(page)![1]!
    const { body: key } = await getJson<VerifyPublicKey>(`${services.verifyUrl}/public-key`)
    const payload = verifyP256Jwt<Record<string, unknown>>(jwt, key.publicKey)
    expect(payload).toEqual({
      id: ID,
      origin: ORIGIN,
      isScam: false,
      isVerified: true,
      exp: expect.any(Number),
    })
    expect(payload.exp as number).toBeGreaterThan(Date.now() / 1000)
    expect(decodeJWT(jwt).header).toEqual({ alg: 'ES256', typ: 'JWT' })

    const [header, , signature] = jwt.split('.')
    const forged = Buffer.from(JSON.stringify({ ...payload, origin: 'https://evil.example' })).toString(
      'base64url',
    )
    expect(() => verifyP256Jwt(`${header}.${forged}.${signature}`, key.publicKey)).toThrow(
      'Invalid signature',
    )
  })

  it("its script posts { type: 'verify_attestation', attestation } as a string to the parent window", async () => {
    const response = await fetch(`${services.verifyUrl}/attestation.js`)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const posted: unknown[][] = []
    const parent = { postMessage: (...args: unknown[]) => posted.push(args) }
    const document = { currentScript: { dataset: { attestation: 'the.jwt.here' } } }
    runInNewContext(await response.text(), { document, window: { parent } })
    expect(posted).toEqual([
      [JSON.stringify({ type: 'verify_attestation', attestation: 'the.jwt.here' }), '*'],
    ])
  })

  it('answers a lookup by id for what it attested, 404 otherwise, and 400 without id or origin', async () => {
    const id = 'c'.repeat(64)
    await attestationFromPage(attestationUrl({ id }))
    for (const path of [`/verify/v3/attestation/${id}`, `/verify/attestation/${id}`]) {
      expect(await getJson(`${services.url}${path}?v2Supported=true`)).toEqual({
        status: 200,
        body: { origin: ORIGIN, isScam: false, isVerified: true },
      })
    }
    expect((await fetch(`${services.verifyUrl}/attestation/${'d'.repeat(64)}`)).status).toBe(404)
    expect((await fetch(`${services.verifyUrl}/attestation?origin=${ORIGIN}`)).status).toBe(400)
    expect((await fetch(`${services.verifyUrl}/attestation?id=${ID}`)).status).toBe(400)
  })
})
