/** SPEC §5: the social providers (Farcaster, also offered, signs in differently: see frame/farcaster). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** One OAuth 2 client registration: the authorization code flow with PKCE, then the provider's user info. */
export interface SocialProviderConfig {
  authorizationUrl: string
  tokenUrl: string
  /**
   * Read with the access token: OIDC claims (`sub`, …) or the provider's own user object (`id`, `login`, …).
   */
  userinfoUrl: string
  clientId: string
  /** A confidential client's secret, sent with HTTP Basic (RFC 6749 §2.3.1); a public client has none. */
  clientSecret?: string
  /** Space-separated scopes. */
  scope: string
}

/**
 * The OAuth stand-in: one `oauth2-mock-server` on loopback that every provider points at (never in
 * production).
 */
export interface OAuthMockOptions {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 8791; 0 picks a free port. */
  port?: number
}

export interface SocialOptions {
  /** Per provider; merged over the stand-in's registrations when it runs. A provider with none is refused. */
  providers?: Partial<Record<SocialProvider, SocialProviderConfig>>
  /** Run the OAuth stand-in in this process (development and test only). Default off; the CLI turns it on. */
  mockServer?: OAuthMockOptions
  /** How long a started sign-in may take to come back (default 10 minutes). */
  stateTtlMs?: number
}

export const DEFAULT_OAUTH_MOCK_HOST = '127.0.0.1'
export const DEFAULT_OAUTH_MOCK_PORT = 8791
export const DEFAULT_SOCIAL_STATE_TTL_MS = 10 * 60_000

/** The page on the frame origin the provider sends the browser back to. */
export const SOCIAL_CALLBACK_PATH = '/social-callback.html'

/** Scopes close to what each provider's real registration asks for (the stand-in grants anything). */
const MOCK_SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  github: 'read:user user:email',
  apple: 'openid name email',
  facebook: 'openid email public_profile',
  x: 'users.read tweet.read',
  discord: 'identify email',
}

/**
 * Client id of a provider's registration at the stand-in: distinct per provider, which is how it tells them
 * apart.
 */
export const mockClientId = (provider: SocialProvider): string => `gangway-${provider}`

/**
 * Every provider registered at the stand-in listening at `issuer`. GitHub and Discord are confidential
 * clients (a secret, sent with HTTP Basic) as their real registrations are; the others are public clients.
 */
export function mockProviders(issuer: string): Record<SocialProvider, SocialProviderConfig> {
  const entries = SOCIAL_PROVIDERS.map((provider) => {
    const secret =
      provider === 'github' || provider === 'discord' ? { clientSecret: `${provider}-secret` } : {}
    const config: SocialProviderConfig = {
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      userinfoUrl: `${issuer}/userinfo`,
      clientId: mockClientId(provider),
      scope: MOCK_SCOPES[provider],
      ...secret,
    }
    return [provider, config] as const
  })
  return Object.fromEntries(entries) as Record<SocialProvider, SocialProviderConfig>
}
