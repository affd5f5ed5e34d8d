import { SOCIAL_PROVIDERS } from './frame/social/config.js'

/** A partial configuration, as raw as the environment gives it: the schema says what is wrong with it. */
export type RawConfig = Record<string, unknown>

/** Environment variable of each setting (the path in the configuration file), for messages and the docs. */
export const ENV_NAMES: Readonly<Record<string, string>> = {
  mode: 'SERVICES_MODE',
  port: 'SERVICES_PORT',
  host: 'SERVICES_HOST',
  publicUrl: 'SERVICES_PUBLIC_URL',
  db: 'SERVICES_DB',
  projects: 'SERVICES_PROJECTS',
  'solana.rpcUrl': 'RPC_SOLANA',
  'solana.aliases': 'SOLANA_ALIASES',
  'frame.origins': 'FRAME_ORIGINS',
  'frame.keySecret': 'FRAME_KEY_SECRET',
  'smtp.host': 'SMTP_HOST',
  'smtp.port': 'SMTP_PORT',
  'smtp.secure': 'SMTP_SECURE',
  'smtp.user': 'SMTP_USER',
  'smtp.password': 'SMTP_PASSWORD',
  'smtp.from': 'SMTP_FROM',
  'smtp.sink': 'SMTP_SINK',
  'oauthMock.enabled': 'OAUTH_MOCK',
  'oauthMock.port': 'OAUTH_PORT',
  'farcaster.relayUrl': 'FARCASTER_RELAY_URL',
  'relay.audiences': 'RELAY_AUDIENCES',
  'relay.limits': 'RELAY_LIMITS',
  ...Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((provider) => [
      [`oauth.${provider}.clientId`, `OAUTH_${provider.toUpperCase()}_CLIENT_ID`],
      [`oauth.${provider}.clientSecret`, `OAUTH_${provider.toUpperCase()}_CLIENT_SECRET`],
    ]),
  ),
}

/** `RPC_<chain id>`: an EVM chain's RPC URL. */
const RPC_VARIABLE = /^RPC_(\d+)$/

/** Digits become a number; anything else stays a string, which the schema then refuses with its reason. */
const numeric = (value: string): unknown => (/^\d+$/.test(value) ? Number(value) : value)

const flag = (value: string): unknown =>
  ({ '1': true, true: true, '0': false, false: false })[value.toLowerCase()] ?? value

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** Sets `value` at a dotted `path` of `target`, creating the objects on the way. */
function setPath(target: RawConfig, path: string, value: unknown): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {}
    node = node[key] as RawConfig
  }
  node[keys.at(-1)!] = value
}

/** How each variable's text becomes a setting's value. */
const PARSERS: Readonly<Record<string, (value: string) => unknown>> = {
  port: numeric,
  'smtp.port': numeric,
  'oauthMock.port': numeric,
  'smtp.secure': flag,
  'smtp.sink': flag,
  'oauthMock.enabled': flag,
  'frame.origins': list,
  'solana.aliases': list,
  'relay.audiences': list,
}

/** Settings whose variable holds JSON, with the shape a problem shows. */
const JSON_SETTINGS: Readonly<Record<string, string>> = {
  projects: '{"project-id": ["https://app.example"]}',
  'relay.limits': '{"maxFrameBytes": 262144, "rate": {"burst": 100, "perSecond": 50}}',
}

/** The variable of a setting, or of the nearest setting above it (`projects.app[0]` → SERVICES_PROJECTS). */
export function envNameOf(setting: string): string | undefined {
  const parts = setting.split(/(?=[.[])/)
  for (let count = parts.length; count > 0; count--) {
    const name = ENV_NAMES[parts.slice(0, count).join('')]
    if (name) return name
  }
  return undefined
}

/**
 * The settings the environment gives, in the configuration file's shape; `problems` for a value that cannot
 * even be read (SERVICES_PROJECTS or RELAY_LIMITS that is not JSON).
 */
export function configFromEnv(env: NodeJS.ProcessEnv): { config: RawConfig; problems: string[] } {
  const config: RawConfig = {}
  const problems: string[] = []
  for (const [path, name] of Object.entries(ENV_NAMES)) {
    const value = env[name]
    if (value === undefined || value === '') continue
    const shape = JSON_SETTINGS[path]
    if (shape !== undefined) {
      try {
        setPath(config, path, JSON.parse(value))
      } catch {
        problems.push(`${path} (${name}): not valid JSON: expected ${shape}`)
      }
      continue
    }
    setPath(config, path, (PARSERS[path] ?? ((text: string) => text))(value))
  }
  const chains = Object.entries(env).flatMap(([name, rpcUrl]) => {
    const chainId = RPC_VARIABLE.exec(name)?.[1]
    return chainId && rpcUrl ? [{ chainId: Number(chainId), rpcUrl }] : []
  })
  if (chains.length > 0) config.chains = chains
  return { config, problems }
}
