import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ServicesConfigError } from './config-error.js'
import { loadServicesConfig } from './config-load.js'

const directory = mkdtempSync(join(tmpdir(), 'gangway-config-'))
const SECRET = 'a production key secret of 32+ bytes!'
const MINIMAL = { projects: { app: ['https://app.example'] }, frame: { keySecret: SECRET } }

function configFile(content: unknown, name = `config-${Math.random().toString(36).slice(2)}.json`): string {
  const path = join(directory, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

/** The problems a load reports, or [] when it succeeds. */
function problemsOf(options: Parameters<typeof loadServicesConfig>[0]): readonly string[] {
  try {
    loadServicesConfig(options)
    return []
  } catch (error) {
    if (error instanceof ServicesConfigError) return error.problems
    throw error
  }
}

const load = (env: NodeJS.ProcessEnv, argv: string[] = []) =>
  loadServicesConfig({ env, argv, defaultDbPath: ':memory:' })

describe('loadServicesConfig', () => {
  it('is production by default and names every missing secret and project (each with its variable)', () => {
    expect(problemsOf({ env: {}, defaultDbPath: ':memory:' })).toEqual([
      'projects (SERVICES_PROJECTS): required in production: at least one project id with its allowed origins',
      'frame.keySecret (FRAME_KEY_SECRET): required in production (at least 32 bytes, e.g. openssl rand -base64 32)',
    ])
  })

  it('lists every invalid value of a file at once: setting, variable and why', () => {
    const path = configFile({
      port: 'eighty',
      host: '',
      prots: { app: [] },
      projects: { app: ['https://app.example/path'], 'bad id!': ['https://b.example'] },
      frame: { keySecret: 'too short' },
      smtp: { port: 70000, secure: 'yes' },
      chains: [{ chainId: 1, rpcUrl: 'ftp://node.example' }],
      oauth: { myspace: {}, github: { clientId: 'id' } },
    })
    const problems = problemsOf({ env: {}, argv: ['--config', path], defaultDbPath: ':memory:' })
    expect(problems).toEqual(
      expect.arrayContaining([
        'port (SERVICES_PORT): an integer from 0 to 65535',
        'host (SERVICES_HOST): an interface to listen on, e.g. 127.0.0.1 or 0.0.0.0',
        'prots: not a setting this server knows',
        'projects.app[0] (SERVICES_PROJECTS): an origin such as https://app.example (no path)',
        'projects.bad id! (SERVICES_PROJECTS): a project id: 1 to 128 letters, digits, ".", "_" or "-"',
        'frame.keySecret (FRAME_KEY_SECRET): must be at least 32 bytes (e.g. openssl rand -base64 32)',
        'smtp.port (SMTP_PORT): an integer from 0 to 65535',
        'smtp.secure (SMTP_SECURE): true or false',
        'chains[0].rpcUrl (RPC_1): an http(s) URL',
        'oauth.myspace: not a setting this server knows',
        'oauth.github.tokenUrl: required',
      ]),
    )
    expect(problems.length).toBeGreaterThanOrEqual(11)
  })

  it('names the file it cannot read or parse', () => {
    const missing = join(directory, 'nope.json')
    expect(problemsOf({ env: {}, argv: ['--config', missing], defaultDbPath: ':memory:' })[0]).toBe(
      `config file ${missing}: cannot be read (ENOENT)`,
    )
    const broken = configFile('{ "port": 80,')
    expect(problemsOf({ env: { GANGWAY_CONFIG: broken }, defaultDbPath: ':memory:' })[0]).toMatch(
      new RegExp(`^config file ${broken}: not valid JSON`),
    )
    expect(problemsOf({ env: {}, argv: ['--config'], defaultDbPath: ':memory:' })).toContain(
      '--config: a file path expected after it',
    )
  })

  it('reads a minimal production file into startServices options, with no stand-in', () => {
    const options = load({}, [`--config=${configFile(MINIMAL)}`])
    expect(options).toMatchObject({
      mode: 'production',
      port: 8787,
      host: '127.0.0.1',
      projectOrigins: { app: ['https://app.example'] },
      chains: [],
      frame: { keySecret: SECRET, smtp: { sink: false }, social: { providers: {} } },
    })
    expect(options.solana).toBeUndefined()
    expect(options.frame?.social?.mockServer).toBeUndefined()
  })

  it('lets the environment win over the file, merging objects and chains', () => {
    const path = configFile({
      ...MINIMAL,
      port: 9000,
      chains: [
        { chainId: 1, rpcUrl: 'https://file-one.example' },
        { chainId: 10, rpcUrl: 'https://file-ten.example' },
      ],
      smtp: { host: 'smtp.example', user: 'mailer' },
      oauth: {
        github: {
          clientId: 'from-file',
          authorizationUrl: 'https://github.com/login/oauth/authorize',
          tokenUrl: 'https://github.com/login/oauth/access_token',
          userinfoUrl: 'https://api.github.com/user',
          scope: 'read:user',
        },
      },
    })
    const options = load(
      {
        GANGWAY_CONFIG: path,
        SERVICES_PORT: '9100',
        RPC_1: 'https://env-one.example',
        SMTP_PASSWORD: 'from-env',
        SMTP_SECURE: 'true',
        OAUTH_GITHUB_CLIENT_SECRET: 'secret-from-env',
      },
      [],
    )
    expect(options.port).toBe(9100)
    expect(options.chains).toEqual([
      { chainId: 10, rpcUrl: 'https://file-ten.example' },
      { chainId: 1, rpcUrl: 'https://env-one.example' },
    ])
    expect(options.frame?.smtp).toEqual({
      host: 'smtp.example',
      user: 'mailer',
      password: 'from-env',
      secure: true,
      sink: false,
    })
    expect(options.frame?.social?.providers?.github).toMatchObject({
      clientId: 'from-file',
      clientSecret: 'secret-from-env',
    })
  })

  it('reads projects from SERVICES_PROJECTS, and says when it is not JSON', () => {
    const env = { FRAME_KEY_SECRET: SECRET, SERVICES_PROJECTS: '{"env-app":["https://env.example"]}' }
    expect(load(env).projectOrigins).toEqual({ 'env-app': ['https://env.example'] })
    expect(
      problemsOf({
        env: { ...env, SERVICES_PROJECTS: 'env-app=https://env.example' },
        defaultDbPath: ':memory:',
      }),
    ).toContain(
      'projects (SERVICES_PROJECTS): not valid JSON: expected {"project-id": ["https://app.example"]}',
    )
  })

  it('refuses a mode it does not know', () => {
    expect(problemsOf({ env: { SERVICES_MODE: 'prod' }, defaultDbPath: ':memory:' })).toEqual([
      'mode (SERVICES_MODE): one of development, test, production, not "prod"',
    ])
  })

  it('keeps development defaults when development is named: stand-ins on, local chains, a kept key secret', () => {
    const dbPath = join(directory, 'dev', 'services.sqlite')
    const options = loadServicesConfig({ env: { SERVICES_MODE: 'development' }, defaultDbPath: dbPath })
    expect(options).toMatchObject({
      mode: 'development',
      dbPath,
      chains: [
        { chainId: 1, rpcUrl: 'http://127.0.0.1:8545' },
        { chainId: 137, rpcUrl: 'http://127.0.0.1:8546' },
      ],
      solana: { rpcUrl: 'http://127.0.0.1:8899', aliases: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      frame: { smtp: { sink: true }, social: { mockServer: { port: 8791 } } },
    })
    expect(options.projectOrigins).toBeUndefined()
    expect(options.frame?.keySecret).toBe(
      readFileSync(join(directory, 'dev', 'frame-key-secret'), 'utf8').trim(),
    )
    const off = load({ SERVICES_MODE: 'test', SMTP_SINK: '0', OAUTH_MOCK: '0' })
    expect(off.frame?.smtp?.sink).toBe(false)
    expect(off.frame?.social?.mockServer).toBeUndefined()
    expect(off.frame?.keySecret).toBeUndefined()
  })

  it('refuses development on an interface other than loopback, and stand-ins in production', () => {
    expect(
      problemsOf({
        env: { SERVICES_MODE: 'development', SERVICES_HOST: '0.0.0.0' },
        defaultDbPath: ':memory:',
      }),
    ).toEqual([
      'host (SERVICES_HOST): development mode binds loopback only (127.0.0.0/8, ::1, localhost), not 0.0.0.0: its stand-ins and /__test hooks would answer the network',
    ])
    const production = { FRAME_KEY_SECRET: SECRET, SERVICES_PROJECTS: '{"app":["https://app.example"]}' }
    expect(
      problemsOf({ env: { ...production, SMTP_SINK: '1', OAUTH_MOCK: '1' }, defaultDbPath: ':memory:' }),
    ).toEqual([
      'frame.smtp.sink (SMTP_SINK): The SMTP sink only runs in development and test mode',
      'frame.social.mockServer (OAUTH_MOCK): The OAuth stand-in only runs in development and test mode',
    ])
  })

  it('accepts config.example.json as documented', () => {
    const example = fileURLToPath(new URL('../config.example.json', import.meta.url))
    const options = load({}, ['--config', example])
    expect(options.mode).toBe('production')
    expect(options.host).toBe('0.0.0.0')
    expect(options.publicUrl).toBe('https://services.example')
    expect(Object.keys(options.projectOrigins ?? {})).toEqual(['my-project'])
    expect(options.onramp?.providers?.[0]?.id).toBe('coinbase')
    expect(options.wallets?.map((wallet) => [wallet.id, wallet.name, wallet.mobile_link])).toEqual([
      ['my-wallet', 'My Wallet', 'mywallet://'],
    ])
  })
})
