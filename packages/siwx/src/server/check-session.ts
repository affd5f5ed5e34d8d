import type { SIWXSession } from '@gangway/common'
import { SIWXServicesError, SIWXVerificationError } from '../errors.js'
import type { SIWXVerifier } from '../verifier.js'
import { BIP122Verifier } from '../verifiers/bip122-verifier.js'
import { EIP155Verifier } from '../verifiers/eip155-verifier.js'
import { PolkadotVerifier } from '../verifiers/polkadot-verifier.js'
import { SolanaVerifier } from '../verifiers/solana-verifier.js'
import { verifySIWXSession } from '../verify-session.js'

export interface CheckSIWXSessionOptions {
  /** The Gangway services' base URL (e.g. `https://services.example.com`), without `/v1`. */
  servicesUrl: string
  /** This host's domain (the RFC 3986 authority, e.g. `app.example.com`): the message must name it. */
  domain: string
  /** Default: eip155 (EIP155Verifier with its default RPCs), solana, bip122 and polkadot. */
  verifiers?: SIWXVerifier[] | undefined
  /** Default: `globalThis.fetch`, looked up on every call. */
  fetch?: typeof fetch | undefined
  /** The clock (ms since epoch) the message's validity is judged by; tests pin it. */
  now?: (() => number) | undefined
}

/** A session the services hold, with the id they gave it. */
export type CheckedSIWXSession = SIWXSession & { id: string }

/**
 * What a host's own server calls with the session id a signed-in page sends it: asks the Gangway services for
 * the session (`GET /v1/sessions/{id}`), then verifies it again here — the message names this host's domain,
 * is within its validity window and is signed by its account — so the host does not have to trust the services'
 * word alone. The nonce is not checked: it was spent when the services created the session.
 *
 * Throws SIWXVerificationError: reason 'revoked' for a session the services do not know (revoked, expired or
 * never created), or the reason of the local check that refused it. Throws SIWXServicesError when the services
 * cannot be asked or answer something else (its `code` is the HTTP status).
 */
export async function checkSIWXSession(
  id: string,
  options: CheckSIWXSessionOptions,
): Promise<CheckedSIWXSession> {
  // No id (a page that is not signed in sent none) names no session: nothing to ask.
  if (!id) throw revoked()
  const url = `${options.servicesUrl.replace(/\/+$/, '')}/v1/sessions/${encodeURIComponent(id)}`
  const fetchImpl = options.fetch ?? globalThis.fetch
  let response: Response
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' } })
  } catch (cause) {
    throw new SIWXServicesError('The Gangway services could not be reached.', {
      cause,
      metaMessages: [`GET ${url}`],
    })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 404) throw revoked()
  if (response.status !== 200) {
    const message =
      isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined
    throw new SIWXServicesError(message ?? `The Gangway services answered ${response.status}.`, {
      code: response.status,
      details: `GET ${url} answered ${response.status}.`,
    })
  }
  const session = readSession(body, id)
  if (!session) {
    throw new SIWXServicesError('The Gangway services sent no session.', {
      details: `GET ${url} answered a body that is not { id, session: { data, message, signature } }.`,
    })
  }
  await verifySIWXSession(session, {
    verifiers: options.verifiers ?? defaultVerifiers(),
    domain: options.domain,
    now: options.now,
  })
  return { ...session, id }
}

function revoked(): SIWXVerificationError {
  return new SIWXVerificationError('revoked', 'The session is unknown or revoked.')
}

function defaultVerifiers(): SIWXVerifier[] {
  return [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier(), new PolkadotVerifier()]
}

/** The session of a GET answer for `id`; undefined for any other shape (or another session's id). */
function readSession(body: unknown, id: string): SIWXSession | undefined {
  if (!isRecord(body) || body.id !== id || !isRecord(body.session)) return undefined
  const { data, message, signature } = body.session
  if (typeof message !== 'string' || typeof signature !== 'string' || !isRecord(data)) return undefined
  if (typeof data.chainId !== 'string' || typeof data.accountAddress !== 'string') return undefined
  return { data: data as unknown as SIWXSession['data'], message, signature }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
