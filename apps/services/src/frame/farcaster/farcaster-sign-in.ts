import { type AppClient, createAppClient, generateNonce } from '@farcaster/auth-client'
import { ServiceError } from '../../http/errors.js'
import type { ServicesMode } from '../../config.js'
import type { FrameStorage } from '../../storage/frame-types.js'
import { requireBindingKey, thumbprintOf } from '../binding-key.js'
import { completesFlow, type FlowCompletion } from '../flow-binding.js'
import type { FrameSessions, SessionTokens } from '../sessions.js'
import { type IdentityUser, signInIdentity } from '../social/identity.js'
import {
  CustodyRegistry,
  DEFAULT_FARCASTER_POLL_INTERVAL_MS,
  DEFAULT_FARCASTER_POLL_TIMEOUT_MS,
  DEFAULT_FARCASTER_REQUEST_TTL_MS,
  FARCASTER_RELAY_PATH,
  type FarcasterOptions,
} from './config.js'
import { offlineConnector } from './connector.js'
import type { FarcasterRelay } from './relay.js'
import { verifySignIn } from './verify.js'

export interface FarcasterSignInDeps {
  mode: ServicesMode
  storage: FrameStorage
  options: FarcasterOptions
  /** The default SIWE uri and domain: the first one. */
  frameOrigins: readonly string[]
  sessions: FrameSessions
  now: () => number
  /** Makes the relay stand-in: given by the development-only stand-ins (never loaded in production). */
  makeRelay?:
    | ((init: { registry: CustodyRegistry; ttlMs: number; now: () => number }) => FarcasterRelay)
    | undefined
}

/** A sign-in this backend opened and has not finished: its nonce is good for one connect. */
interface PendingSignIn {
  nonce: string
  /** The thumbprint of the binding key of the frame that opened it: only that frame may finish it. */
  jkt: string
  expiresAt: number
}

const relayDown = () => new ServiceError(502, 'The Farcaster relay did not answer: try again later')
const UNKNOWN_REQUEST = 'Unknown or expired Farcaster sign-in: start again'
const unknownRequest = () => new ServiceError(404, UNKNOWN_REQUEST)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sign In With Farcaster (FIP-11) through a relay: the frame gets a channel and shows its deep link; the
 * user's wallet signs the SIWE message and posts it to the relay; connect long-polls the relay, verifies the
 * message here (verify.ts) and signs the fid in as a frame user. Outside production the relay stand-in runs
 * in this server (`relay`, mounted at /farcaster-relay).
 */
export class FarcasterSignIn {
  readonly registry: CustodyRegistry
  /** The relay stand-in, outside production. */
  readonly relay: FarcasterRelay | undefined
  private relayUrl: string | undefined
  private client: AppClient | undefined
  private readonly pending = new Map<string, PendingSignIn>()
  private readonly siweUri: string | undefined
  private readonly domain: string | undefined

  constructor(private readonly deps: FarcasterSignInDeps) {
    const production = deps.mode === 'production'
    const { options } = deps
    this.registry = CustodyRegistry.forMode(production, options)
    this.relay = production
      ? undefined
      : deps.makeRelay?.({ registry: this.registry, ttlMs: this.requestTtlMs, now: deps.now })
    this.relayUrl = options.relayUrl
    this.siweUri = options.siweUri ?? deps.frameOrigins[0]
    this.domain =
      options.domain ?? (this.siweUri && URL.canParse(this.siweUri) ? new URL(this.siweUri).host : undefined)
  }

  /** The services' own URL: the stand-in's address when no relay is configured (set once listening). */
  setOrigin(origin: string): void {
    if (this.relay && !this.deps.options.relayUrl) this.relayUrl = `${origin}${FARCASTER_RELAY_PATH}`
  }

  /** Where auth-client's `relay` points, once known. */
  get relayBaseUrl(): string | undefined {
    return this.relayUrl
  }

  /**
   * Opens a relay channel for a new sign-in, bound to `bindingKey`, the frame's key; the app shows `url` (as a
   * QR code or a link to the wallet), so the channel token in it is no secret (flow-binding.ts).
   */
  async createChannel(bindingKey: unknown): Promise<{ url: string; channelToken: string }> {
    const { client, siweUri, domain } = this.configured()
    const jkt = thumbprintOf(requireBindingKey(bindingKey))
    const nonce = generateNonce()
    const expiresAt = this.deps.now() + this.requestTtlMs
    const created = await client.createChannel({
      siweUri,
      domain,
      nonce,
      expirationTime: new Date(expiresAt).toISOString(),
    })
    if (created.isError || created.response.status !== 201) throw relayDown()
    const { channelToken, url } = created.data
    this.forgetExpired()
    this.pending.set(channelToken, { nonce, jkt, expiresAt })
    return { url, channelToken }
  }

  /**
   * Waits up to `pollTimeoutMs` for the wallet's approval (408 'Waiting for approval' to be asked again),
   * then verifies it and signs the user in, the session bound to the frame's key. Only the frame that opened
   * the channel may wait on it (its key in `completion`, proved): anyone else is refused before the relay is
   * asked, so the approval stays for the frame. A completed request is spent whatever the verification says.
   */
  async connect(
    channelToken: string,
    completion: FlowCompletion,
    signal?: AbortSignal,
  ): Promise<{ user: IdentityUser; session: SessionTokens }> {
    const { client, siweUri, domain } = this.configured()
    const request = this.pending.get(channelToken)
    if (!request || request.expiresAt <= this.deps.now()) {
      this.pending.delete(channelToken)
      throw unknownRequest()
    }
    if (!completesFlow(this.deps.sessions, request.jkt, completion)) {
      throw new ServiceError(401, UNKNOWN_REQUEST)
    }
    const {
      pollTimeoutMs = DEFAULT_FARCASTER_POLL_TIMEOUT_MS,
      pollIntervalMs = DEFAULT_FARCASTER_POLL_INTERVAL_MS,
    } = this.deps.options
    const deadline = Date.now() + pollTimeoutMs
    for (;;) {
      const status = await client.status({ channelToken })
      if (status.isError) throw relayDown()
      if (status.response.status === 200 && status.data.state === 'completed') {
        this.pending.delete(channelToken)
        const { message, signature } = status.data
        if (!message || !signature) throw new ServiceError(401, 'Farcaster signature not valid')
        const fid = await verifySignIn(
          { message, signature },
          { nonce: request.nonce, domain, siweUri, now: new Date(this.deps.now()) },
          this.registry,
        )
        const userName = this.registry.usernameOf(fid) ?? status.data.username ?? null
        return signInIdentity(
          { storage: this.deps.storage, sessions: this.deps.sessions, now: this.deps.now },
          { provider: 'farcaster', subject: String(fid), userName, email: null },
          completion.bindingKey,
        )
      }
      // The relay forgot the channel (expired, or read by another connect).
      if (status.response.status !== 202) {
        this.pending.delete(channelToken)
        throw unknownRequest()
      }
      if (signal?.aborted || Date.now() + pollIntervalMs > deadline) {
        throw new ServiceError(408, 'Waiting for approval')
      }
      await sleep(pollIntervalMs)
    }
  }

  private get requestTtlMs(): number {
    return this.deps.options.requestTtlMs ?? DEFAULT_FARCASTER_REQUEST_TTL_MS
  }

  /** The app client and the SIWE fields; 503 when this server has no relay or no frame origin to sign for. */
  private configured(): { client: AppClient; siweUri: string; domain: string } {
    const { relayUrl, siweUri, domain } = this
    if (!relayUrl || !siweUri || !domain) throw new ServiceError(503, 'Farcaster sign-in is not configured')
    this.client ??= createAppClient({ relay: relayUrl, ethereum: offlineConnector() })
    return { client: this.client, siweUri, domain }
  }

  private forgetExpired(): void {
    const now = this.deps.now()
    for (const [token, request] of this.pending) if (request.expiresAt <= now) this.pending.delete(token)
  }
}
