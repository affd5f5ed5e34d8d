import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startProblems } from './config-check.js'
import { ServicesConfigError } from './config-error.js'
import { loadServicesConfig } from './config-load.js'

const SECRET = 'a production key secret of 32+ bytes!'
const PRODUCTION = { FRAME_KEY_SECRET: SECRET, SERVICES_PROJECTS: '{"app":["https://app.example"]}' }
const directory = mkdtempSync(join(tmpdir(), 'gangway-config-public-'))

const load = (env: NodeJS.ProcessEnv, file?: unknown) => {
  const argv: string[] = []
  if (file !== undefined) {
    const path = join(directory, `config-${Math.random().toString(36).slice(2)}.json`)
    writeFileSync(path, JSON.stringify(file))
    argv.push('--config', path)
  }
  return loadServicesConfig({ env, argv, defaultDbPath: ':memory:' })
}

/** The problems a load reports, or [] when it succeeds. */
function problemsOf(env: NodeJS.ProcessEnv, file?: unknown): readonly string[] {
  try {
    load(env, file)
    return []
  } catch (error) {
    if (error instanceof ServicesConfigError) return error.problems
    throw error
  }
}

describe('publicUrl (SERVICES_PUBLIC_URL)', () => {
  it('is read from the environment or the file', () => {
    expect(load({ ...PRODUCTION, SERVICES_PUBLIC_URL: 'https://services.example' }).publicUrl).toBe(
      'https://services.example',
    )
    expect(load(PRODUCTION, { publicUrl: 'https://services.example:8443/' }).publicUrl).toBe(
      'https://services.example:8443/',
    )
    expect(load(PRODUCTION).publicUrl).toBeUndefined()
  })

  it.each([
    ['services.example', 'an absolute http(s) URL such as https://services.example, not services.example'],
    ['ftp://services.example', 'an http(s) URL such as https://services.example, not ftp:'],
    ['https://user:pw@services.example', 'no user name or password in the URL'],
    ...['https://services.example/api', 'https://services.example/?a=1', 'https://services.example#top'].map(
      (url) => [url, `an origin only (scheme, host, port): no path, query or fragment, not ${url}`],
    ),
    ...['https://services.example?', 'https://services.example#'].map((url) => [
      url,
      `an origin only (scheme, host, port): no path, query or fragment, not ${url}`,
    ]),
    [
      'http://services.example',
      "https in production (the frame's sessions and approval links go through it), not http://services.example",
    ],
  ])('refuses %s, saying why', (url, why) => {
    expect(problemsOf({ ...PRODUCTION, SERVICES_PUBLIC_URL: url })).toEqual([
      `publicUrl (SERVICES_PUBLIC_URL): ${why}`,
    ])
  })

  it('takes http on loopback in production, and anywhere in development', () => {
    expect(problemsOf({ ...PRODUCTION, SERVICES_PUBLIC_URL: 'http://127.0.0.1:8787' })).toEqual([])
    expect(problemsOf({ ...PRODUCTION, SERVICES_PUBLIC_URL: 'http://[::1]:8787' })).toEqual([])
    expect(problemsOf({ SERVICES_MODE: 'development', SERVICES_PUBLIC_URL: 'http://dev.example' })).toEqual(
      [],
    )
  })

  it('is checked the same way when startServices is given it directly', () => {
    const options = { frame: { keySecret: SECRET }, projectOrigins: { app: ['https://app.example'] } }
    expect(startProblems('production', { ...options, publicUrl: 'http://services.example' })).toEqual([
      "publicUrl (SERVICES_PUBLIC_URL): https in production (the frame's sessions and approval links go through it), not http://services.example",
    ])
    expect(startProblems('production', { ...options, publicUrl: 'https://services.example/x' })).toHaveLength(
      1,
    )
    expect(startProblems('production', { ...options, publicUrl: 'https://services.example' })).toEqual([])
  })
})

describe('relay.audiences (RELAY_AUDIENCES) and relay.limits (RELAY_LIMITS)', () => {
  const limits = {
    maxFrameBytes: 65536,
    rate: { burst: 20, perSecond: 2.5 },
    jwt: { maxLifetimeSeconds: 3600 },
  }

  it('are read from the file, and the environment over it', () => {
    const file = { relay: { audiences: ['wss://relay.example/relay'], limits } }
    expect(load(PRODUCTION, file).relay).toEqual(file.relay)
    const env = {
      ...PRODUCTION,
      RELAY_AUDIENCES: 'wss://a.example/relay, wss://b.example/relay',
      RELAY_LIMITS: '{"mailbox":{"totalBytes":1048576}}',
    }
    expect(load(env, file).relay).toEqual({
      audiences: ['wss://a.example/relay', 'wss://b.example/relay'],
      limits: { ...limits, mailbox: { totalBytes: 1048576 } },
    })
  })

  it('names every bad audience and limit', () => {
    const file = {
      relay: {
        audiences: ['https://relay.example/relay', 'wss://ok.example/relay'],
        limits: { maxFrameBytes: 0, rate: { burst: 1.5, perSecond: -1, bursts: 3 }, jwt: 'long' },
      },
    }
    expect(problemsOf(PRODUCTION, file)).toEqual(
      expect.arrayContaining([
        'relay.audiences[0] (RELAY_AUDIENCES): a ws:// or wss:// URL such as wss://services.example/relay',
        'relay.limits.maxFrameBytes (RELAY_LIMITS): a positive integer',
        'relay.limits.rate.burst (RELAY_LIMITS): a positive integer',
        'relay.limits.rate.perSecond (RELAY_LIMITS): a positive number',
        'relay.limits.rate.bursts (RELAY_LIMITS): not a setting this server knows',
        'relay.limits.jwt (RELAY_LIMITS): an object: clockSkewSeconds, maxLifetimeSeconds',
      ]),
    )
    expect(problemsOf({ ...PRODUCTION, RELAY_LIMITS: 'burst=5' })).toEqual([
      'relay.limits (RELAY_LIMITS): not valid JSON: expected {"maxFrameBytes": 262144, "rate": {"burst": 100, "perSecond": 50}}',
    ])
    expect(problemsOf(PRODUCTION, { relay: { audiences: [] } })).toEqual([
      'relay.audiences (RELAY_AUDIENCES): at least one relay URL (leave it out for the default)',
    ])
  })

  it('are checked when startServices is given them directly', () => {
    const options = { frame: { keySecret: SECRET }, projectOrigins: { app: ['https://app.example'] } }
    expect(
      startProblems('production', {
        ...options,
        relay: {
          audiences: ['http://relay.example/relay'],
          limits: { maxFrameBytes: Number.NaN, mailbox: { topicBytes: -5, totalBytes: 10 } },
        },
      }),
    ).toEqual([
      'relay.limits.maxFrameBytes (RELAY_LIMITS): must be a positive number',
      'relay.limits.mailbox.topicBytes (RELAY_LIMITS): must be a positive number',
      'relay.audiences[0] (RELAY_AUDIENCES): a ws:// or wss:// URL such as wss://services.example/relay, not http://relay.example/relay',
    ])
  })
})
