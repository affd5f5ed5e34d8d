import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server'
import { mockClientId, SOCIAL_PROVIDERS, type SocialProvider } from './config.js'

/** Who signs in at the stand-in when the authorization request carries no `login_hint`. */
export const MOCK_TEST_USER = 'gangway.tester'

/** How many codes and access tokens the stand-in remembers (the oldest go first). */
const MAX_REMEMBERED = 1000

/** A sign-in the stand-in granted: who, at which provider, for which client and redirect. */
interface MockGrant {
  provider: SocialProvider | undefined
  login: string
  clientId: string
  redirectUri: string
}

export interface MockClaims {
  sub: string
  preferred_username: string
  name: string
  email?: string
  email_verified?: boolean
}

/** A stable number of `digits` digits derived from `seed` (providers' ids are mostly numeric). */
function digitsOf(seed: string, digits: number): string {
  const value = BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`)
  return value.toString().slice(0, digits)
}

/**
 * Each provider's own shape of account id, so a test sees ids like the real ones (and never the same twice).
 */
function subjectOf(provider: SocialProvider | undefined, login: string): string {
  const seed = `${provider ?? 'unknown'}:${login}`
  switch (provider) {
    case 'google':
      return digitsOf(seed, 21)
    case 'github':
      return digitsOf(seed, 8)
    case 'apple': {
      const hex = createHash('sha256').update(seed).digest('hex').slice(0, 32)
      return `000${digitsOf(seed, 3)}.${hex}.0${digitsOf(`${seed}:2`, 3)}`
    }
    case 'facebook':
      return digitsOf(seed, 16)
    case 'x':
      return digitsOf(seed, 19)
    case 'discord':
      return digitsOf(seed, 18)
    default:
      return createHash('sha256').update(seed).digest('hex').slice(0, 24)
  }
}

/**
 * The claims of a login: a hint that is an e-mail signs in as that address, any other hint is the user
 * name. X shares no e-mail (as its API does by default), so a user without one is exercised too.
 */
export function mockClaims(provider: SocialProvider | undefined, login: string): MockClaims {
  const userName = login.includes('@') ? login.slice(0, login.indexOf('@')) : login
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.com`
  const claims: MockClaims = { sub: subjectOf(provider, login), preferred_username: userName, name: userName }
  return provider === 'x' ? claims : { ...claims, email, email_verified: true }
}

/** A map that forgets its oldest entries past MAX_REMEMBERED. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= MAX_REMEMBERED) break
    map.delete(oldest)
  }
}

/** The client of a token request: HTTP Basic (a confidential client) or `client_id` in the form. */
function clientIdOf(req: TokenRequestIncomingMessage): string | undefined {
  const basic = /^Basic (\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8')
    return decodeURIComponent(decoded.slice(0, Math.max(0, decoded.indexOf(':'))))
  }
  return typeof req.body.client_id === 'string' ? req.body.client_id : undefined
}

/** Why a token request may not redeem its code, or undefined when it may. */
function grantRefusal(grant: MockGrant | undefined, req: TokenRequestIncomingMessage): string | undefined {
  if (!grant) return 'Unknown or used authorization code'
  if (grant.clientId !== clientIdOf(req)) return 'The code was issued to another client'
  const redirectUri = (req.body as { redirect_uri?: unknown }).redirect_uri
  if (grant.redirectUri !== redirectUri) return 'redirect_uri does not match'
  return undefined
}

/**
 * The social login stand-in: one `oauth2-mock-server` on loopback playing every provider (told apart by
 * client id, see `mockProviders`). The library signs anyone in as `johndoe` and redeems any code; its hooks
 * make it closer to a real provider: claims per provider and login (`login_hint`), codes bound to their
 * client and redirect URI and good once, and user info only for an access token it issued.
 */
export class OAuthMockServer {
  private readonly server = new OAuth2Server()
  private readonly grants = new Map<string, MockGrant>()
  private readonly tokens = new Map<string, MockClaims>()
  private origin = ''

  constructor() {
    const { service } = this.server
    service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) =>
      this.onAuthorize(redirect, req),
    )
    service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
      const grant = req.body.code === undefined ? undefined : this.grants.get(req.body.code)
      if (grant) Object.assign(token.payload, mockClaims(grant.provider, grant.login))
    })
    service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) =>
      this.onTokenResponse(response, req),
    )
    service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
      const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
      const claims = token === undefined ? undefined : this.tokens.get(token)
      response.statusCode = claims ? 200 : 401
      response.body = claims
        ? { ...claims }
        : { error: 'invalid_token', error_description: 'Unknown access token' }
    })
  }

  /** The issuer, e.g. http://127.0.0.1:8791 (empty until started). */
  get url(): string {
    return this.origin
  }

  async start(host: string, port: number): Promise<void> {
    await this.server.issuer.keys.generate('RS256')
    await this.server.start(port, host)
    // The library names loopback `localhost`; the providers' URLs use the address asked for.
    this.origin = `http://${host}:${this.server.address().port}`
    this.server.issuer.url = this.origin
  }

  async stop(): Promise<void> {
    if (this.server.listening) await this.server.stop()
  }

  private onAuthorize(redirect: MutableRedirectUri, req: IncomingMessage): void {
    const code = redirect.url.searchParams.get('code')
    if (!code) return
    const query = new URL(req.url ?? '/', this.origin).searchParams
    const clientId = query.get('client_id') ?? ''
    remember(this.grants, code, {
      provider: SOCIAL_PROVIDERS.find((provider) => mockClientId(provider) === clientId),
      login: query.get('login_hint') || MOCK_TEST_USER,
      clientId,
      redirectUri: query.get('redirect_uri') ?? '',
    })
  }

  /** RFC 6749 §4.1.3: a code is redeemed once, by the client it was issued to, with the same redirect URI. */
  private onTokenResponse(response: MutableResponse, req: TokenRequestIncomingMessage): void {
    if (req.body.grant_type !== 'authorization_code' || response.statusCode !== 200) return
    const code = req.body.code ?? ''
    const grant = this.grants.get(code)
    this.grants.delete(code)
    const refusal = grantRefusal(grant, req)
    if (refusal || !grant) {
      response.statusCode = 400
      response.body = { error: 'invalid_grant', error_description: refusal }
      return
    }
    const accessToken = response.body === '' ? undefined : response.body.access_token
    if (typeof accessToken === 'string') {
      remember(this.tokens, accessToken, mockClaims(grant.provider, grant.login))
    }
  }
}
