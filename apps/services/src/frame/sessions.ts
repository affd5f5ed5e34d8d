import { randomUUID } from 'node:crypto'
import { ServiceError } from '../http/errors.js'
import type { FrameSessionRecord, FrameSessionStore, FrameTokenRecord } from '../storage/frame-types.js'
import { type BindingKey, thumbprintOf } from './binding-key.js'
import { DpopProofError, verifyProof } from './dpop.js'
import { ReplayCache } from './replay-cache.js'
import { hashToken, randomToken } from './secrets.js'

/** Every refusal of a session says the same: a failure teaches the caller nothing. */
export const SESSION_EXPIRED = 'Session expired: sign in again'

export const sessionExpired = (): ServiceError => new ServiceError(401, SESSION_EXPIRED)

/** Tokens this backend hands out (sessions, approval links): 32 random bytes, base64url. */
export const TOKEN = /^[\w-]{43}$/

/** What a sign-in or a refresh answers: the frame keeps it in its own storage, never the app. */
export interface SessionTokens {
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds. */
  accessExpiresAt: number
  refreshExpiresAt: number
}

/** A request as the session check sees it: its headers, and the method and path it was routed on. */
export interface SessionRequest {
  method: string
  path: string
  /** The `DPoP` header: the proof. */
  proof: string | undefined
}

export interface FrameSessionsDeps {
  store: FrameSessionStore
  config: { accessTtlMs: number; refreshTtlMs: number }
  now: () => number
  replays?: ReplayCache
}

/**
 * Sessions bound to the frame's key (DPoP, RFC 9449): a sign-in stores the key's thumbprint; every request
 * then carries a proof signed by that key for its method and URL. Short access tokens, a rotating refresh
 * token whose reuse revokes the whole session, and revocation at sign-out. Tokens are stored hashed.
 */
export class FrameSessions {
  private origin = ''
  private readonly replays: ReplayCache

  constructor(private readonly deps: FrameSessionsDeps) {
    this.replays = deps.replays ?? new ReplayCache()
  }

  /** The services' own URL, which proofs must name (set once listening; never taken from a Host header). */
  setOrigin(origin: string): void {
    this.origin = origin
  }

  /** A new session for `userId`, bound to `bindingKey`. */
  async issue(userId: string, bindingKey: BindingKey): Promise<SessionTokens> {
    const now = this.deps.now()
    const session = {
      id: randomUUID(),
      userId,
      jkt: thumbprintOf(bindingKey),
      createdAt: now,
      expiresAt: now + this.deps.config.refreshTtlMs,
    }
    const { tokens, records } = this.tokensFor(session, now)
    await this.deps.store.create(session, records)
    return tokens
  }

  /**
   * The session of a request carrying `Authorization: DPoP <access token>` and its proof; 401 for anything
   * else (a bare bearer token included).
   */
  async authenticate(
    authorization: string | undefined,
    request: SessionRequest,
  ): Promise<FrameSessionRecord> {
    const accessToken = /^DPoP (\S+)$/i.exec(authorization ?? '')?.[1]
    if (!accessToken || !TOKEN.test(accessToken) || !request.proof) throw sessionExpired()
    const now = this.deps.now()
    const session = await this.deps.store.findByAccessToken(hashToken(accessToken), now)
    if (!session) throw sessionExpired()
    this.checkProof(session, request, now, accessToken)
    return session
  }

  /**
   * Rotates a refresh token: both tokens new, the old refresh token spent. A spent one presented again means
   * two parties hold it: the whole session is revoked.
   */
  async refresh(refreshToken: string, request: SessionRequest): Promise<SessionTokens> {
    if (!TOKEN.test(refreshToken)) throw sessionExpired()
    const now = this.deps.now()
    const hash = hashToken(refreshToken)
    const found = await this.deps.store.findByRefreshToken(hash)
    if (!found) throw sessionExpired()
    const { session, spent } = found
    // Before the proof: whoever presents a spent token, it has leaked.
    if (spent) return this.revokeAndRefuse(session.id, now)
    if (session.revokedAt !== null || session.expiresAt <= now) throw sessionExpired()
    this.checkProof(session, request, now)
    const { tokens, records } = this.tokensFor(session, now)
    // Lost to a concurrent refresh with the same token: that is reuse too.
    if (!(await this.deps.store.rotate(hash, now, records))) return this.revokeAndRefuse(session.id, now)
    return tokens
  }

  /**
   * Whether `request.proof` is a fresh, unused proof by the key whose thumbprint is `jkt`, for this request
   * and without an access token: a sign-in completion's (flow-binding.ts). Its `jti`s are remembered apart
   * from any session's.
   */
  provesKey(jkt: string, request: SessionRequest): boolean {
    try {
      this.checkProof({ id: `sign-in:${jkt}`, jkt }, request, this.deps.now())
      return true
    } catch (error) {
      if (error instanceof ServiceError) return false
      throw error
    }
  }

  /** Sign-out: the session and every token of it stop working. */
  async revoke(sessionId: string): Promise<void> {
    await this.deps.store.revoke(sessionId, this.deps.now())
    this.replays.forget(sessionId)
  }

  private async revokeAndRefuse(sessionId: string, now: number): Promise<never> {
    await this.deps.store.revoke(sessionId, now)
    this.replays.forget(sessionId)
    throw sessionExpired()
  }

  /** The proof checks (dpop.ts), then its jti is recorded: a proof works once. */
  private checkProof(
    session: Pick<FrameSessionRecord, 'id' | 'jkt'>,
    request: SessionRequest,
    now: number,
    accessToken?: string,
  ) {
    if (!this.origin || !request.proof) throw sessionExpired()
    try {
      const { jti } = verifyProof(request.proof, {
        method: request.method,
        url: `${this.origin}${request.path}`,
        now,
        jkt: session.jkt,
        ...(accessToken === undefined ? {} : { accessToken }),
      })
      if (!this.replays.remember(session.id, jti, now)) throw new DpopProofError('replayed')
    } catch (error) {
      if (error instanceof DpopProofError) throw sessionExpired()
      throw error
    }
  }

  private tokensFor(
    session: Pick<FrameSessionRecord, 'id' | 'expiresAt'>,
    now: number,
  ): { tokens: SessionTokens; records: FrameTokenRecord[] } {
    const accessToken = randomToken()
    const refreshToken = randomToken()
    const accessExpiresAt = Math.min(now + this.deps.config.accessTtlMs, session.expiresAt)
    const tokens = { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt: session.expiresAt }
    const records: FrameTokenRecord[] = [
      {
        tokenHash: hashToken(accessToken),
        sessionId: session.id,
        kind: 'access',
        expiresAt: accessExpiresAt,
      },
      {
        tokenHash: hashToken(refreshToken),
        sessionId: session.id,
        kind: 'refresh',
        expiresAt: session.expiresAt,
      },
    ]
    return { tokens, records }
  }
}
