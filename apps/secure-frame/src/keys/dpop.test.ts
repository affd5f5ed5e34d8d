import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifyProof } from '../test/dpop-verifier.js'
import { jwkThumbprint, loadBindingKey } from './binding-key.js'
import { createDpopProof, proofTarget } from './dpop.js'
import { memoryStore } from './store.js'

const NOW = 1_800_000_000_000
const URL_ = 'http://services.test/frame/v1/keys'

function decode(part: string) {
  return JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part)))
}

describe('binding key', () => {
  it('is a non-extractable P-256 key, made once and kept in the frame’s store', async () => {
    const store = memoryStore()
    const key = await loadBindingKey(store)
    expect(key.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow()
    expect(Object.keys(key.jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    const again = await loadBindingKey(store)
    expect(again.jwk).toEqual(key.jwk)
    expect((await loadBindingKey(memoryStore())).jwk).not.toEqual(key.jwk)
  })

  it('has the RFC 7638 thumbprint (the RFC’s own example key, as P-256 members)', async () => {
    // RFC 7638 §3.1 computes over {"crv","kty","x","y"} for EC keys; check the member order and encoding.
    const jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: 'a'.repeat(43), y: 'b'.repeat(43) }
    const expected = base64urlnopad.encode(
      new Uint8Array(
        await crypto.subtle.digest(
          'SHA-256',
          new TextEncoder().encode(`{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`),
        ),
      ),
    )
    expect(await jwkThumbprint(jwk)).toBe(expected)
  })
})

describe('DPoP proof', () => {
  it('is a compact ES256 JWS naming the method, the URL without query, the time and the token hash', async () => {
    const key = await loadBindingKey(memoryStore())
    const proof = await createDpopProof(key, {
      method: 'get',
      url: `${URL_}?x=1#frag`,
      accessToken: 'access-token',
      now: NOW,
    })
    const [header, payload, signature] = proof.split('.') as [string, string, string]
    expect(decode(header)).toEqual({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk })
    const claims = decode(payload)
    expect(claims).toMatchObject({ htm: 'GET', htu: URL_, iat: NOW / 1000 })
    expect(claims.jti.length).toBeGreaterThanOrEqual(16)
    const ath = base64urlnopad.encode(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('access-token'))),
    )
    expect(claims.ath).toBe(ath)
    // Raw r||s, as JWS wants (not DER).
    expect(base64urlnopad.decode(signature)).toHaveLength(64)

    const seen = new Set<string>()
    const check = { method: 'GET', url: URL_, proof, accessToken: 'access-token', now: NOW, seen }
    expect(await verifyProof(check)).toBe(key.thumbprint)
    // Replayed, for another token, another method or URL, or too late: refused.
    expect(await verifyProof(check)).toBeUndefined()
    const fresh = () =>
      createDpopProof(key, { method: 'GET', url: URL_, accessToken: 'access-token', now: NOW })
    expect(await verifyProof({ ...check, proof: await fresh(), accessToken: 'other' })).toBeUndefined()
    expect(await verifyProof({ ...check, proof: await fresh(), method: 'PUT' })).toBeUndefined()
    expect(await verifyProof({ ...check, proof: await fresh(), url: `${URL_}x` })).toBeUndefined()
    expect(await verifyProof({ ...check, proof: await fresh(), now: NOW + 61_000 })).toBeUndefined()
  })

  it('has no ath without an access token (the refresh call), and a new jti every time', async () => {
    const key = await loadBindingKey(memoryStore())
    const request = { method: 'POST', url: URL_, now: NOW }
    const first = decode((await createDpopProof(key, request)).split('.')[1]!)
    const second = decode((await createDpopProof(key, request)).split('.')[1]!)
    expect(first).not.toHaveProperty('ath')
    expect(first.jti).not.toBe(second.jti)
    expect(proofTarget('http://a.test/p?q=1')).toBe('http://a.test/p')
  })

  it('made by another key is refused for this session’s thumbprint', async () => {
    const mine = await loadBindingKey(memoryStore())
    const theirs = await loadBindingKey(memoryStore())
    const proof = await createDpopProof(theirs, { method: 'GET', url: URL_, now: NOW })
    const jkt = await verifyProof({ method: 'GET', url: URL_, proof, now: NOW, seen: new Set() })
    expect(jkt).toBe(theirs.thumbprint)
    expect(jkt).not.toBe(mine.thumbprint)
  })
})
