import * as v from 'valibot'
import { SERVICES_MODES, type ServicesMode } from './config.js'
import { KEY_SECRET_RULE } from './config-check.js'
import { ConfiguredWalletSchema } from './directory/configured-wallets.js'
import { MIN_KEY_SECRET_BYTES } from './frame/config.js'
import { SOCIAL_PROVIDERS } from './frame/social/config.js'
import { publicUrlProblem } from './public-url.js'
import { audienceKey } from './relay/audience.js'

// The configuration file (`--config <file>`, `GANGWAY_CONFIG`) and the environment both fill this shape;
// config-load.ts turns it into startServices options. Messages say why a value is refused: the setting's name
// is added from the issue's path (config-names.ts).

const text = (why: string) => v.pipe(v.string(why), v.nonEmpty(why), v.maxLength(2048, why))

/** An integer from `min` to `max`; `why` is what anything else is told it should be. */
const integerIn = (min: number, max: number, why: string) =>
  v.pipe(v.number(why), v.integer(why), v.minValue(min, why), v.maxValue(max, why))

const port = integerIn(0, 65535, 'an integer from 0 to 65535')

const httpUrl = v.pipe(
  v.string('an http(s) URL'),
  v.check((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'an http(s) URL'),
)

/** An origin, or an allowed-origin pattern with `*` wildcards (SPEC §5): scheme, host and optional port. */
const originPattern = v.pipe(
  v.string('an origin such as https://app.example'),
  v.regex(/^https?:\/\/[^/\s?#]+$/, 'an origin such as https://app.example (no path)'),
)

const projects = v.record(
  v.pipe(v.string(), v.regex(/^[\w.-]{1,128}$/, 'a project id: 1 to 128 letters, digits, ".", "_" or "-"')),
  v.pipe(v.array(originPattern, 'a list of allowed origins'), v.minLength(1, 'at least one allowed origin')),
  'an object: project id → allowed origins',
)

const keySecret = v.pipe(
  v.string(`required in production (${KEY_SECRET_RULE})`),
  v.check(
    (secret) => Buffer.byteLength(secret, 'utf8') >= MIN_KEY_SECRET_BYTES,
    `must be at least ${MIN_KEY_SECRET_BYTES} bytes (e.g. openssl rand -base64 32)`,
  ),
)

const oauthProvider = v.strictObject(
  {
    clientId: text('the client id the provider registered'),
    clientSecret: v.optional(text('the client secret (confidential clients)')),
    authorizationUrl: httpUrl,
    tokenUrl: httpUrl,
    userinfoUrl: httpUrl,
    scope: text('space-separated scopes'),
  },
  'an object: clientId, clientSecret?, authorizationUrl, tokenUrl, userinfoUrl, scope',
)

const smtp = v.strictObject(
  {
    host: v.optional(text('a host name')),
    port: v.optional(port),
    secure: v.optional(v.boolean('true or false')),
    user: v.optional(text('a user name')),
    password: v.optional(text('a password')),
    from: v.optional(text('a sender such as Gangway <no-reply@example.com>')),
    sink: v.optional(v.boolean('true or false')),
  },
  'an object: host, port, secure, user, password, from',
)

const onrampProvider = v.strictObject({
  id: text('a provider id such as coinbase'),
  name: text('the name shown'),
  feeBps: integerIn(100, 200, 'the fee in basis points, 100 to 200'),
})

const positiveInteger = v.pipe(
  v.number('a positive integer'),
  v.integer('a positive integer'),
  v.minValue(1, 'a positive integer'),
)
const positiveNumber = v.pipe(
  v.number('a positive number'),
  v.check((value) => Number.isFinite(value) && value > 0, 'a positive number'),
)

/** Any subset of the relay's limits (relay/limits.ts); the rest keep their defaults. */
const relayLimits = v.strictObject(
  {
    maxFrameBytes: v.optional(positiveInteger),
    rate: v.optional(
      v.strictObject(
        {
          burst: v.optional(positiveInteger),
          perSecond: v.optional(positiveNumber),
          closeAfterRefused: v.optional(positiveInteger),
        },
        'an object: burst, perSecond, closeAfterRefused',
      ),
    ),
    mailbox: v.optional(
      v.strictObject(
        {
          topicMessages: v.optional(positiveInteger),
          topicBytes: v.optional(positiveInteger),
          totalMessages: v.optional(positiveInteger),
          totalBytes: v.optional(positiveInteger),
        },
        'an object: topicMessages, topicBytes, totalMessages, totalBytes',
      ),
    ),
    jwt: v.optional(
      v.strictObject(
        {
          clockSkewSeconds: v.optional(positiveInteger),
          maxLifetimeSeconds: v.optional(positiveInteger),
        },
        'an object: clockSkewSeconds, maxLifetimeSeconds',
      ),
    ),
  },
  'an object: maxFrameBytes, rate, mailbox, jwt',
)

const relayUrl = v.pipe(
  v.string('a ws:// or wss:// URL such as wss://services.example/relay'),
  v.check(
    (value) => audienceKey(value) !== undefined,
    'a ws:// or wss:// URL such as wss://services.example/relay',
  ),
)

/**
 * The whole configuration. In production the key secret and at least one project are required: their absence
 * is reported at their own path (an absent `frame` or `projects` is checked as empty).
 */
export function servicesConfigSchema(mode: ServicesMode) {
  const production = mode === 'production'
  // Typed as optional in both modes (the output is the same); at run time production requires it.
  const requiredInProduction = <T extends v.GenericSchema>(schema: T) =>
    (production ? schema : v.optional(schema)) as v.OptionalSchema<T, undefined>
  const checkProjects = (value: Record<string, string[]>) => !production || Object.keys(value).length > 0
  return v.strictObject(
    {
      mode: v.optional(v.picklist(SERVICES_MODES, `one of ${SERVICES_MODES.join(', ')}`)),
      port: v.optional(port),
      host: v.optional(text('an interface to listen on, e.g. 127.0.0.1 or 0.0.0.0')),
      publicUrl: v.optional(
        v.pipe(
          v.string('an absolute http(s) URL such as https://services.example'),
          v.check(
            (value) => publicUrlProblem(value, mode) === undefined,
            (issue) => publicUrlProblem(String(issue.input), mode) ?? 'an absolute http(s) URL',
          ),
        ),
      ),
      db: v.optional(text('a SQLite file path, or :memory:')),
      projects: v.optional(
        v.pipe(
          projects,
          v.check(checkProjects, 'required in production: at least one project id with its allowed origins'),
        ),
        {},
      ),
      wallets: v.optional(v.array(ConfiguredWalletSchema, 'a list of wallets')),
      chains: v.optional(
        v.array(
          v.strictObject({
            chainId: v.pipe(v.number('a chain id'), v.integer('a chain id'), v.minValue(1, 'a chain id')),
            rpcUrl: httpUrl,
          }),
          'a list of { chainId, rpcUrl }',
        ),
      ),
      solana: v.optional(
        v.strictObject({ rpcUrl: httpUrl, aliases: v.optional(v.array(text('a CAIP-2 id'))) }),
      ),
      frame: v.optional(
        v.strictObject(
          {
            origins: v.optional(v.pipe(v.array(originPattern), v.minLength(1, 'at least one frame origin'))),
            keySecret: requiredInProduction(keySecret),
          },
          'an object: origins, keySecret',
        ),
        {},
      ),
      smtp: v.optional(smtp),
      oauth: v.optional(
        v.strictObject(
          Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, v.optional(oauthProvider)])),
          `an object keyed by provider: ${SOCIAL_PROVIDERS.join(', ')}`,
        ),
      ),
      oauthMock: v.optional(
        v.strictObject({ enabled: v.optional(v.boolean('true or false')), port: v.optional(port) }),
      ),
      farcaster: v.optional(v.strictObject({ relayUrl: v.optional(httpUrl) })),
      relay: v.optional(
        v.strictObject(
          {
            audiences: v.optional(
              v.pipe(
                v.array(relayUrl, 'a list of relay URLs'),
                v.minLength(1, 'at least one relay URL (leave it out for the default)'),
              ),
            ),
            limits: v.optional(relayLimits),
          },
          'an object: audiences, limits',
        ),
      ),
      onramp: v.optional(
        v.strictObject({
          providers: v.pipe(v.array(onrampProvider), v.minLength(1, 'at least one provider')),
        }),
      ),
    },
    'a JSON object',
  )
}

export type ServicesConfig = v.InferOutput<ReturnType<typeof servicesConfigSchema>>
