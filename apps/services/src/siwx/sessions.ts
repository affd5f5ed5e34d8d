import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  BIP122Verifier,
  EIP155Verifier,
  PolkadotVerifier,
  type SIWXNonceStore,
  type SIWXSession,
  SIWXVerificationError,
  SolanaVerifier,
  verifySIWXSession,
} from '@gangway/siwx'
import { ServiceError } from '../http/errors.js'
import type { SIWXSessionRecord, SIWXStorage } from '../storage/siwx-types.js'

/** How long a nonce from POST /v1/sessions/nonce may be used. */
export const NONCE_LIFETIME_MS = 15 * 60 * 1000
/** How old a message's `issuedAt` may be when its session is created. */
export const MESSAGE_MAX_AGE_MS = 10 * 60 * 1000
/** A session whose message sets no expirationTime lasts this long. */
export const DEFAULT_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** A session id: 32 random bytes, base64url. Anything else is refused before the database is asked. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/

/** SPEC §8's wording for a caller whose origin the services do not accept. */
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'
export const UNKNOWN_SESSION = 'Unknown or revoked session'
export const NOT_THE_HOLDER = 'Unauthorized: pci and signature are not the session’s'

/** What GET /v1/sessions/{id} answers. */
export interface SessionAnswer {
  id: string
  session: Pick<SIWXSession, 'data' | 'message' | 'signature'>
  /** ISO 8601. */
  createdAt: string
  expiresAt: string
}

export interface SIWXSessionsOptions {
  storage: SIWXStorage
  /** The local node of an EVM chain id, to check contract accounts' signatures (ERC-1271 / ERC-6492). */
  rpcUrl: (chainId: number) => string | undefined
  /** The clock, epoch milliseconds (default Date.now). */
  now?: (() => number) | undefined
}

/**
 * Sign In With X sessions kept by the services: nonces handed out for the message, sessions verified once and
 * kept, so a host's server can look one up by its id instead of verifying signatures itself.
 */
export class SIWXSessions {
  readonly #storage: SIWXStorage
  readonly #now: () => number
  readonly #verifiers

  constructor(options: SIWXSessionsOptions) {
    this.#storage = options.storage
    this.#now = options.now ?? Date.now
    const getRpcUrl = (caip: string) => {
      const reference = /^eip155:(\d{1,18})$/.exec(caip)?.[1]
      return reference === undefined ? undefined : options.rpcUrl(Number(reference))
    }
    this.#verifiers = [
      new EIP155Verifier({ getRpcUrl }),
      new SolanaVerifier(),
      new BIP122Verifier(),
      new PolkadotVerifier(),
    ]
  }

  /** A fresh nonce for the project: 128 random bits as 32 hex characters (CAIP-122: alphanumeric, at least 8). */
  async issueNonce(projectId: string): Promise<string> {
    const nonce = randomBytes(16).toString('hex')
    const issuedAt = this.#now()
    await this.#storage.nonces.issue({ nonce, projectId, issuedAt, expiresAt: issuedAt + NONCE_LIFETIME_MS })
    return nonce
  }

  /**
   * Verifies the session for a page of `origin` (the request's `Origin`): the message must be for that host and
   * a URI on it, signed by its account, issued at most 10 minutes ago, unexpired, with a nonce this server
   * issued to the project and nobody used. Answers the new session's id.
   */
  async create(projectId: string, origin: string | undefined, session: SIWXSession): Promise<string> {
    const page = pageOrigin(origin)
    if (!page) throw new ServiceError(403, ORIGIN_NOT_ALLOWED)
    const now = this.#now()
    let data: SIWXSession['data']
    try {
      data = await verifySIWXSession(session, {
        verifiers: this.#verifiers,
        domain: page.host,
        uri: page.origin,
        nonces: this.#nonceCheck(projectId, now),
        now: () => now,
        maxAgeMs: MESSAGE_MAX_AGE_MS,
      })
    } catch (error) {
      if (!(error instanceof SIWXVerificationError)) throw error
      throw new SIWXRefusal(error)
    }
    const expirationTime = data.expirationTime === undefined ? undefined : Date.parse(data.expirationTime)
    const record: SIWXSessionRecord = {
      id: randomBytes(32).toString('base64url'),
      projectId,
      chainId: data.chainId,
      address: data.accountAddress,
      domain: data.domain,
      message: session.message,
      signature: session.signature,
      data: { ...session.data },
      createdAt: now,
      expiresAt: expirationTime ?? now + DEFAULT_SESSION_LIFETIME_MS,
      revokedAt: null,
    }
    await this.#storage.sessions.insert(record)
    return record.id
  }

  /** A live session (not revoked, not expired), of `projectId` when one is given; else 404. */
  async get(id: string, projectId?: string): Promise<SessionAnswer> {
    const record = await this.#find(id, projectId)
    return {
      id: record.id,
      session: {
        data: record.data as unknown as SIWXSession['data'],
        message: record.message,
        signature: record.signature,
      },
      createdAt: new Date(record.createdAt).toISOString(),
      expiresAt: new Date(record.expiresAt).toISOString(),
    }
  }

  /**
   * Revokes a live session of the project for a caller who proves it holds the session: `pci` is its id and
   * `signature` its signature (compared in constant time). 404 for no live session, 403 for a wrong proof.
   */
  async revoke(id: string, projectId: string, proof: { pci: string; signature: string }): Promise<void> {
    const record = await this.#find(id, projectId)
    const pciMatches = sameSecret(proof.pci, record.id)
    const signatureMatches = sameSecret(proof.signature, record.signature)
    if (!pciMatches || !signatureMatches) throw new ServiceError(403, NOT_THE_HOLDER)
    // A concurrent revoke (or the expiry) got there first: the session is gone all the same.
    if (!(await this.#storage.sessions.revoke(id, this.#now()))) throw new ServiceError(404, UNKNOWN_SESSION)
  }

  async #find(id: string, projectId: string | undefined): Promise<SIWXSessionRecord> {
    if (!SESSION_ID.test(id)) throw new ServiceError(404, UNKNOWN_SESSION)
    const record = await this.#storage.sessions.find(id, this.#now())
    if (!record || (projectId !== undefined && record.projectId !== projectId)) {
      throw new ServiceError(404, UNKNOWN_SESSION)
    }
    return record
  }

  /**
   * verifySIWXSession's nonce check, on the database: `consume` accepts only a nonce this server issued to the
   * project, unused and unexpired. A used one is a replay (false: "used already"); one never issued is refused
   * with its own words.
   */
  #nonceCheck(projectId: string, now: number): SIWXNonceStore {
    return {
      consume: async (nonce) => {
        const outcome = await this.#storage.nonces.consume(nonce, projectId, now)
        if (outcome === 'unknown') {
          throw new SIWXVerificationError(
            'nonce-replayed',
            'The nonce was not issued by these services, or has expired.',
          )
        }
        return outcome === 'consumed'
      },
    }
  }
}

/** A session the verification refused: 400 with its reason, or 403 when it is for another site than the caller. */
export class SIWXRefusal extends ServiceError {
  override name = 'SIWXRefusal'
  readonly reason: string

  constructor(error: SIWXVerificationError) {
    const otherSite = error.reason === 'domain' || error.reason === 'uri'
    super(otherSite ? 403 : 400, otherSite ? ORIGIN_NOT_ALLOWED : error.shortMessage)
    this.reason = error.reason
  }
}

/** The page's origin from an `Origin` header: an http(s) origin as browsers serialize it, else undefined. */
function pageOrigin(header: string | undefined): URL | undefined {
  if (!header || header.length > 256 || !URL.canParse(header)) return undefined
  const url = new URL(header)
  return /^https?:$/.test(url.protocol) && url.origin === header ? url : undefined
}

/** Equal strings, compared in constant time (over their digests, so the length does not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
