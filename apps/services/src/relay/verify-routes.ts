import { Hono } from 'hono'
import * as v from 'valibot'
import { ServiceError } from '../http/errors.js'
import { parseRequest } from '../http/validate.js'
import type { VerifyAttestations } from './verify-attestations.js'

/** The query the dapp-side SDK puts on the attestation frame's URL. */
const AttestationQuerySchema = v.object({
  projectId: v.optional(v.string()),
  origin: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  decryptedId: v.optional(v.string()),
})

/** Scripts from this server only, nothing inline: the page works under the strictest policy a host sets. */
const PAGE_POLICY = "default-src 'none'; script-src 'self'"

// The SDK listens on the dapp's window for a string message of this shape, from the frame it opened.
const ATTESTATION_SCRIPT = `(() => {
  const attestation = document.currentScript && document.currentScript.dataset.attestation
  if (!attestation || window.parent === window) return
  window.parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), '*')
})()
`

// A JWT is base64url segments and dots: nothing in it needs escaping in an attribute.
const attestationPage = (jwt: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Verify</title></head><body><script src="attestation.js" data-attestation="${jwt}"></script></body></html>`

/**
 * A local stand-in for the hosted verify service (`verifyUrlV3` of the SDK's `core.verify`), so a browser
 * dapp gets its attestation at once instead of waiting 5 s for the hosted frame, and nothing leaves loopback.
 */
export function verifyRoutes(attestations: VerifyAttestations): Hono {
  const app = new Hono().basePath('/verify')

  app.get('/v3/attestation', (c) => {
    const query = parseRequest(AttestationQuerySchema, c.req.query(), 'query')
    const page = attestationPage(attestations.attest(query.id, query.origin))
    return c.html(page, 200, { 'Content-Security-Policy': PAGE_POLICY, 'Cache-Control': 'no-store' })
  })
  app.get('/v3/attestation.js', (c) =>
    c.body(ATTESTATION_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  )
  app.get('/v3/public-key', (c) => c.json(attestations.publicKey(), 200, { 'Cache-Control': 'no-store' }))

  // The hosted service's lookup by message hash (`${verifyUrl}/attestation/${id}`), for ids this server
  // attested. The 2.21.8 SDK itself only looks up hosted URLs, so this serves other clients and tests.
  const lookup = (id: string) => {
    const payload = attestations.find(id)
    if (!payload) throw new ServiceError(404, 'Unknown attestation')
    return { origin: payload.origin, isScam: payload.isScam, isVerified: payload.isVerified }
  }
  app.get('/v3/attestation/:id', (c) => c.json(lookup(c.req.param('id'))))
  app.get('/attestation/:id', (c) => c.json(lookup(c.req.param('id'))))

  return app
}
