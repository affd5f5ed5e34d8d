import { ServiceError } from '../../http/errors.js'
import type { ServicesMode } from '../../config.js'
import { describeError } from '../../describe-error.js'
import type { FrameStorage } from '../../storage/frame-types.js'
import { requireBindingKey, thumbprintOf } from '../binding-key.js'
import { completesFlow, type FlowCompletion } from '../flow-binding.js'
import { hashToken, randomToken } from '../secrets.js'
import type { FrameSessions, SessionTokens } from '../sessions.js'
import {
  DEFAULT_OAUTH_MOCK_HOST,
  DEFAULT_OAUTH_MOCK_PORT,
  DEFAULT_SOCIAL_STATE_TTL_MS,
  mockProviders,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_PROVIDERS,
  type SocialOptions,
  type SocialProvider,
  type SocialProviderConfig,
} from './config.js'
import { type IdentityUser, signInIdentity } from './identity.js'
import type { OAuthMockServer } from './mock-server.js'
import { authorizationUri, exchangeCode, profileOf, randomCodeVerifier, readUserinfo } from './oauth.js'

/** The `state` this backend hands out: 32 random bytes, base64url. */
const STATE = /^[\w-]{43}$/

const UNKNOWN_SIGN_IN = 'Unknown, used or expired sign-in: start again'

export interface SocialSignInDeps {
  mode: ServicesMode
  storage: FrameStorage
  options: SocialOptions
  /** Where the frame page runs: the callback page must be on one of them. */
  frameOrigins: readonly string[]
  sessions: FrameSessions
  now: () => number
  log: (line: string) => void
  /** The OAuth stand-in, made by the development-only stand-ins (never loaded in production). */
  mock?: OAuthMockServer | undefined
}

const isSocialProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name)

/**
 * Social sign-in (SPEC §5): the OAuth 2 authorization code flow with PKCE (RFC 6749, RFC 7636). The frame
 * starts it and opens the provider's page; the provider sends the browser back to the frame origin's callback
 * page, which hands the whole callback URI back here; the code is exchanged, the user info read, and the
 * account signed in as a frame user with a session like e-mail sign-in's. Optionally runs the OAuth stand-in.
 */
export class SocialSignIn {
  private readonly mock: OAuthMockServer | undefined

  constructor(private readonly deps: SocialSignInDeps) {
    this.mock = deps.mock
  }

  /** The stand-in's issuer (e.g. http://127.0.0.1:8791), when it runs here. */
  get mockUrl(): string | undefined {
    return this.mock?.url || undefined
  }

  /** Starts the OAuth stand-in when asked for (a free port when 0 was asked). */
  async start(): Promise<void> {
    if (!this.mock) return
    // The stand-in signs anyone in as anyone: a production server must use the real providers.
    if (this.deps.mode === 'production')
      throw new Error('The OAuth stand-in only runs in development and test mode')
    const { host = DEFAULT_OAUTH_MOCK_HOST, port = DEFAULT_OAUTH_MOCK_PORT } =
      this.deps.options.mockServer ?? {}
    try {
      await this.mock.start(host, port)
    } catch (error) {
      throw new Error(
        `The OAuth stand-in cannot listen on ${host}:${port} (${describeError(error)}): set OAUTH_PORT, or OAUTH_MOCK=0 to do without it`,
      )
    }
  }

  async close(): Promise<void> {
    await this.mock?.stop()
  }

  /**
   * Starts a sign-in from the frame page at `origin`: stores the state (hashed) and the PKCE verifier, and
   * returns the provider's authorization URI. The callback page is on the caller's origin, which must be a
   * frame origin: the code must come back to the frame, not to whichever page asked. The sign-in is bound to
   * `bindingKey`, the frame's key: only a completion proved by it finishes it (flow-binding.ts).
   */
  async begin(
    provider: SocialProvider,
    appOrigin: string,
    origin: string | undefined,
    bindingKey: unknown,
    returnUrl?: string,
  ): Promise<{ uri: string }> {
    if (!origin || !this.deps.frameOrigins.includes(origin)) {
      throw new ServiceError(403, 'Unauthorized: origin not allowed')
    }
    // The browser comes back to the app that started the sign-in, never elsewhere: it carries the code.
    if (returnUrl !== undefined && new URL(returnUrl).origin !== appOrigin) {
      throw new ServiceError(400, 'Invalid returnUrl: it must be a page of appOrigin')
    }
    const config = this.provider(provider)
    const jkt = thumbprintOf(requireBindingKey(bindingKey))
    const state = randomToken()
    const codeVerifier = randomCodeVerifier()
    const redirectUri = `${origin}${SOCIAL_CALLBACK_PATH}`
    const now = this.deps.now()
    const ttl = this.deps.options.stateTtlMs ?? DEFAULT_SOCIAL_STATE_TTL_MS
    await this.deps.storage.socialStates.put(
      {
        stateHash: hashToken(state),
        provider,
        codeVerifier,
        appOrigin,
        returnUrl: returnUrl ?? null,
        redirectUri,
        jkt,
        expiresAt: now + ttl,
      },
      now,
    )
    return { uri: authorizationUri(config, { redirectUri, state, codeVerifier }) }
  }

  /**
   * The app a pending sign-in reports to (the callback page asks before posting the result), and the page to
   * return to when it was a top-level redirect; 404 when none.
   */
  async appOrigin(state: string): Promise<{ appOrigin: string; returnUrl?: string }> {
    const record = STATE.test(state)
      ? await this.deps.storage.socialStates.find(hashToken(state), this.deps.now())
      : undefined
    if (!record) throw new ServiceError(404, 'Unknown or expired sign-in: start again')
    return { appOrigin: record.appOrigin, ...(record.returnUrl ? { returnUrl: record.returnUrl } : {}) }
  }

  /**
   * Finishes a sign-in with the callback URI the provider sent the browser to. The callback URI passes through
   * the app, so it proves nothing: the completion must come from the frame that started the sign-in (its key
   * in `completion`, proved). A completion that fails that leaves the state and the code unspent, for the frame
   * to finish; then the state is spent, so a callback works once whatever happens next. The session is bound to
   * the frame's key.
   */
  async connect(
    uri: string,
    completion: FlowCompletion,
  ): Promise<{ user: IdentityUser; session: SessionTokens }> {
    const callback = new URL(uri)
    const state = callback.searchParams.get('state') ?? ''
    const stateHash = STATE.test(state) ? hashToken(state) : undefined
    const pending = stateHash && (await this.deps.storage.socialStates.find(stateHash, this.deps.now()))
    if (!stateHash || !pending) throw new ServiceError(400, UNKNOWN_SIGN_IN)
    if (!completesFlow(this.deps.sessions, pending.jkt, completion))
      throw new ServiceError(401, UNKNOWN_SIGN_IN)
    // Of two completions by the frame, one takes the state.
    const record = await this.deps.storage.socialStates.take(stateHash, this.deps.now())
    if (!record) throw new ServiceError(400, UNKNOWN_SIGN_IN)
    if (`${callback.origin}${callback.pathname}` !== record.redirectUri) {
      throw new ServiceError(400, 'The callback URI is not the one this sign-in redirects to')
    }
    const { provider } = record
    if (!isSocialProvider(provider)) throw new ServiceError(400, `Unknown provider ${provider}`)
    // RFC 6749 §4.1.2.1: the user or the provider declined.
    const error = callback.searchParams.get('error')
    if (error)
      throw new ServiceError(400, `Sign-in with ${provider} was not completed: ${error.slice(0, 80)}`)
    const code = callback.searchParams.get('code')
    if (!code) throw new ServiceError(400, 'The callback URI has no code')
    const config = this.provider(provider)
    const accessToken = await exchangeCode(provider, config, {
      code,
      redirectUri: record.redirectUri,
      codeVerifier: record.codeVerifier,
    })
    const profile = profileOf(await readUserinfo(provider, config, accessToken))
    if (!profile) {
      this.deps.log(`frame: ${provider} user info without an account id`)
      throw new ServiceError(502, `The ${provider} sign-in service did not say who signed in`)
    }
    return signInIdentity(
      { storage: this.deps.storage, sessions: this.deps.sessions, now: this.deps.now },
      { provider, ...profile },
      completion.bindingKey,
    )
  }

  /** A provider's registration: configured, else the stand-in's when it runs; 400 when there is none. */
  private provider(provider: SocialProvider): SocialProviderConfig {
    const mock = this.mockUrl ? mockProviders(this.mockUrl)[provider] : undefined
    const config = this.deps.options.providers?.[provider] ?? mock
    if (!config) throw new ServiceError(400, `Sign-in with ${provider} is not configured`)
    return config
  }
}
