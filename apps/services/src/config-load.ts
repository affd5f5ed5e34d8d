import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as v from 'valibot'
import { SERVICES_MODES, type ServicesMode } from './config.js'
import { KEY_SECRET_RULE, startProblems } from './config-check.js'
import { configFromEnv, envNameOf, type RawConfig } from './config-env.js'
import { ServicesConfigError } from './config-error.js'
import { type ServicesConfig, servicesConfigSchema } from './config-schema.js'
import { configuredWalletRecords } from './directory/configured-wallets.js'
import { frameKeySecretFromFile } from './frame/key-secret.js'
import type { StartServicesOptions } from './server-options.js'

export interface LoadServicesConfigOptions {
  /** The CLI's arguments after the script (`--config <file>`). */
  argv?: readonly string[]
  /** Default process.env: the variables of the README's table, and GANGWAY_CONFIG. */
  env?: NodeJS.ProcessEnv
  /** The SQLite file when `db` / SERVICES_DB is not set. */
  defaultDbPath: string
}

/** The local anvils and Solana chain that development and test read when no chain is configured. */
const DEVELOPMENT_CHAINS = [
  { chainId: 1, rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 137, rpcUrl: 'http://127.0.0.1:8546' },
]
const DEVELOPMENT_SOLANA = {
  rpcUrl: 'http://127.0.0.1:8899',
  // The sandbox runs on Solana mainnet's id with its reads sent to the local chain; so does the frame's RPC.
  aliases: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
}
const DEFAULT_OAUTH_MOCK_PORT = 8791

/** `--config <file>` or `--config=<file>`, else GANGWAY_CONFIG. */
function configPath(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  for (const [index, argument] of argv.entries()) {
    if (argument === '--config') return argv[index + 1] ?? ''
    if (argument.startsWith('--config=')) return argument.slice('--config='.length)
  }
  return env.GANGWAY_CONFIG || undefined
}

function readConfigFile(path: string): { config: RawConfig; problems: string[] } {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    return { config: {}, problems: [`config file ${path}: cannot be read (${code})`] }
  }
  try {
    const config: unknown = JSON.parse(text)
    if (typeof config === 'object' && config !== null && !Array.isArray(config)) {
      return { config: config as RawConfig, problems: [] }
    }
  } catch (error) {
    return { config: {}, problems: [`config file ${path}: not valid JSON (${(error as Error).message})`] }
  }
  return { config: {}, problems: [`config file ${path}: a JSON object expected`] }
}

const isObject = (value: unknown): value is RawConfig =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The environment over the file: objects merge, other values (lists too) replace; chains merge by chain id. */
function merge(file: RawConfig, env: RawConfig): RawConfig {
  const merged: RawConfig = { ...file }
  for (const [key, value] of Object.entries(env)) {
    const current = merged[key]
    if (key === 'chains' && Array.isArray(current) && Array.isArray(value)) {
      const ids = new Set(value.map((chain: { chainId: number }) => chain.chainId))
      merged[key] = [...current.filter((chain) => !ids.has(chain?.chainId)), ...value]
    } else merged[key] = isObject(current) && isObject(value) ? merge(current, value) : value
  }
  return merged
}

/** `projects.app[0]`: a setting's name from an issue's path. */
function settingOf(issue: v.BaseIssue<unknown>): string {
  let name = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    name += typeof key === 'number' ? `[${key}]` : `${name ? '.' : ''}${String(key)}`
  }
  return name || 'config'
}

/** Why a missing setting is needed, where "required" alone would not say. */
const REQUIRED_WHY: Readonly<Record<string, string>> = {
  'frame.keySecret': `required in production (${KEY_SECRET_RULE})`,
}

/** Why the value at the issue's path is refused: an unknown or missing key, else the schema's message. */
function whyOf(issue: v.BaseIssue<unknown>, setting: string): string {
  const objectIssue = issue.type === 'strict_object' || issue.type === 'object'
  if (objectIssue && issue.expected === 'never') return 'not a setting this server knows'
  if (objectIssue && issue.input === undefined) return REQUIRED_WHY[setting] ?? 'required'
  return issue.message
}

/** `<setting> (<ENV_VAR>): <why>`; a chain's variable is RPC_<its chain id>. */
function describeIssue(issue: v.BaseIssue<unknown>, config: RawConfig): string {
  const setting = settingOf(issue)
  const why = whyOf(issue, setting)
  const chainIndex = /^chains\[(\d+)\]/.exec(setting)?.[1]
  const chainId = chainIndex && (config.chains as { chainId?: unknown }[])[Number(chainIndex)]?.chainId
  const envName = envNameOf(setting) ?? (typeof chainId === 'number' ? `RPC_${chainId}` : undefined)
  return envName ? `${setting} (${envName}): ${why}` : `${setting}: ${why}`
}

/**
 * The startServices options of the configuration file (`--config <file>` or GANGWAY_CONFIG) and the
 * environment over it, validated. Production is the default mode; development and test fill in what is not
 * configured with today's local defaults (the anvils, the SMTP sink, the OAuth stand-in, a key secret kept
 * next to the database). Throws a {@link ServicesConfigError} listing every setting at fault.
 */
export function loadServicesConfig(options: LoadServicesConfigOptions): StartServicesOptions {
  const env = options.env ?? process.env
  const path = configPath(options.argv ?? [], env)
  const file = path === undefined ? { config: {}, problems: [] } : readConfigFile(path)
  if (path === '') file.problems.push('--config: a file path expected after it')
  const fromEnv = configFromEnv(env)
  const raw = merge(file.config, fromEnv.config)
  const mode = (raw.mode ?? 'production') as ServicesMode
  const problems = [...file.problems, ...fromEnv.problems]
  if (!SERVICES_MODES.includes(mode)) {
    throw new ServicesConfigError([
      ...problems,
      `mode (SERVICES_MODE): one of ${SERVICES_MODES.join(', ')}, not ${JSON.stringify(raw.mode)}`,
    ])
  }
  const parsed = v.safeParse(servicesConfigSchema(mode), raw)
  if (!parsed.success) problems.push(...parsed.issues.map((issue) => describeIssue(issue, raw)))
  if (problems.length > 0 || !parsed.success) throw new ServicesConfigError(problems)
  const startOptions = toStartOptions(parsed.output, mode, options.defaultDbPath)
  const startable = startProblems(mode, startOptions)
  if (startable.length > 0) throw new ServicesConfigError(startable)
  return startOptions
}

/** The validated configuration as startServices options, with the mode's defaults. */
function toStartOptions(
  config: ServicesConfig,
  mode: ServicesMode,
  defaultDbPath: string,
): StartServicesOptions {
  const development = mode !== 'production'
  const dbPath = config.db ?? defaultDbPath
  const { smtp = {}, oauthMock, frame = {} } = config
  const mockOn = oauthMock?.enabled ?? development
  // Outside production a secret kept next to the database lets stored keys be unwrapped after a restart.
  const keySecret =
    frame.keySecret ??
    (development && dbPath !== ':memory:'
      ? frameKeySecretFromFile(join(dirname(dbPath), 'frame-key-secret'))
      : undefined)
  const providers = Object.fromEntries(
    Object.entries(config.oauth ?? {}).filter(([, provider]) => provider !== undefined),
  )
  return {
    mode,
    port: config.port ?? 8787,
    host: config.host ?? '127.0.0.1',
    ...(config.publicUrl && { publicUrl: config.publicUrl }),
    dbPath,
    ...(Object.keys(config.projects).length > 0 && { projectOrigins: config.projects }),
    ...(config.wallets && { wallets: configuredWalletRecords(config.wallets) }),
    chains: config.chains ?? (development ? DEVELOPMENT_CHAINS : []),
    ...((config.solana ?? (development && DEVELOPMENT_SOLANA)) && {
      solana: config.solana ?? DEVELOPMENT_SOLANA,
    }),
    ...(config.onramp && { onramp: { providers: config.onramp.providers } }),
    ...(config.relay && { relay: config.relay }),
    frame: {
      ...(keySecret !== undefined && { keySecret }),
      ...(frame.origins && { frameOrigins: frame.origins }),
      ...(smtp.from && { from: smtp.from }),
      smtp: {
        ...(smtp.host !== undefined && { host: smtp.host }),
        ...(smtp.port !== undefined && { port: smtp.port }),
        ...(smtp.secure !== undefined && { secure: smtp.secure }),
        ...(smtp.user !== undefined && { user: smtp.user }),
        ...(smtp.password !== undefined && { password: smtp.password }),
        sink: smtp.sink ?? development,
      },
      social: {
        providers,
        ...(mockOn && { mockServer: { port: oauthMock?.port ?? DEFAULT_OAUTH_MOCK_PORT } }),
      },
      ...(config.farcaster?.relayUrl && { farcaster: { relayUrl: config.farcaster.relayUrl } }),
    },
  }
}
