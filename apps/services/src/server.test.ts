import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './config-check.js'
import { ServicesConfigError } from './config-error.js'
import { startServices } from './server.js'
import { startTestServices, withQuery } from './test/services.js'

describe('startServices', () => {
  it('listens on a free port when asked for port 0, on loopback, and stops (twice is fine)', async () => {
    const services = await startTestServices({ chains: [] })
    expect(services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(services.port).toBeGreaterThan(0)
    expect((await fetch(`${services.url}/healthz`)).status).toBe(200)
    await services.stop()
    await services.stop()
    await expect(fetch(`${services.url}/healthz`)).rejects.toThrow()
  })

  it('fails clearly when the port is taken', async () => {
    const first = await startTestServices({ chains: [] })
    try {
      await expect(
        startServices({ port: first.port, mode: 'test', chains: [], log: () => {} }),
      ).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await first.stop()
    }
  })

  it('lets any origin call, and answers CORS preflights', async () => {
    const services = await startTestServices({ chains: [] })
    try {
      const preflight = await fetch(`${services.url}/e`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
      const get = await fetch(withQuery(services.url, '/getWallets'), {
        headers: { origin: 'http://127.0.0.1:5173' },
      })
      expect(get.headers.get('access-control-allow-origin')).toBe('*')
    } finally {
      await services.stop()
    }
  })

  it('answers an unknown route with 404 { message }', async () => {
    const services = await startTestServices({ chains: [] })
    try {
      const response = await fetch(`${services.url}/nope`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not found' })
    } finally {
      await services.stop()
    }
  })
})

describe('modes', () => {
  it('starts in production when no mode is given: it refuses to start without its secret and projects', async () => {
    const refusal = await startServices({ port: 0, log: () => {} }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ServicesConfigError)
    expect((refusal as ServicesConfigError).problems).toEqual([
      'frame.keySecret (FRAME_KEY_SECRET): required in production (at least 32 bytes, e.g. openssl rand -base64 32)',
      'projectOrigins (projects, SERVICES_PROJECTS): required in production: at least one project id with its allowed origins',
    ])
  })

  it('started with no mode but its configuration, answers 404 on every /__test route', async () => {
    const services = await startServices({
      port: 0,
      log: () => {},
      projectOrigins: { app: ['https://app.example'] },
      frame: { keySecret: 'a production key secret of 32+ bytes!' },
    })
    try {
      expect(services.mode).toBe('production')
      const attempts = [
        ['GET', '/__test/mail'],
        ['GET', '/__test/events'],
        ['GET', '/__test/requests'],
        ['POST', '/__test/seed'],
        ['POST', '/__test/faults'],
        ['GET', '/__test/relay'],
        ['POST', '/__test/farcaster/approve'],
        ['POST', '/__test/bitcoin/utxos'],
      ]
      for (const [method, path] of attempts) {
        const response = await fetch(`${services.url}${path}`, {
          method,
          body: method === 'POST' ? '{}' : null,
        })
        expect([path, response.status]).toEqual([path, 404])
      }
    } finally {
      await services.stop()
    }
  })

  it('development and test refuse any interface but loopback, naming the host', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      await expect(startServices({ port: 0, mode: 'development', host, log: () => {} })).rejects.toThrow(
        `host (SERVICES_HOST): development mode binds loopback only (127.0.0.0/8, ::1, localhost), not ${host}`,
      )
    }
    await expect(startServices({ port: 0, mode: 'test', host: '0.0.0.0', log: () => {} })).rejects.toThrow(
      'test mode binds loopback only',
    )
    const standIns = startServices({
      port: 0,
      mode: 'test',
      log: () => {},
      frame: {
        smtp: { sink: true, host: '0.0.0.0', port: 0 },
        social: { mockServer: { host: '0.0.0.0', port: 0 } },
      },
    }).catch((error: ServicesConfigError) => error.problems)
    expect(await standIns).toEqual([
      'frame.smtp.host (SMTP_HOST): the SMTP sink listens on loopback only, not 0.0.0.0',
      'frame.social.mockServer.host: the OAuth stand-in listens on loopback only, not 0.0.0.0',
    ])
    expect(
      ['127.0.0.1', '127.0.0.2', '127.255.0.9', '::1', '[::1]', 'localhost'].map(isLoopbackHost),
    ).toEqual([true, true, true, true, true, true])
    expect(
      ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.evil.com', '::ffff:10.0.0.1'].map(isLoopbackHost),
    ).toEqual([false, false, false, false, false, false])
  })

  it('development listens on any loopback address, IPv6 included', async () => {
    for (const host of ['127.0.0.2', '::1']) {
      const services = await startServices({ port: 0, mode: 'development', host, chains: [], log: () => {} })
      try {
        expect(services.url).toBe(
          host === '::1' ? `http://[::1]:${services.port}` : `http://${host}:${services.port}`,
        )
        expect((await fetch(`${services.url}/healthz`)).status).toBe(200)
        expect((await fetch(`${services.url}/__test/events`)).status).toBe(200)
      } finally {
        await services.stop()
      }
    }
  })

  it('refuses a mode it does not know', async () => {
    await expect(startServices({ port: 0, mode: 'staging' as 'test', log: () => {} })).rejects.toThrow(
      'mode (SERVICES_MODE): "staging" is not one of development, test, production',
    )
  })
})

describe('/healthz and /readyz', () => {
  it('answer in production and in test', async () => {
    const production = await startTestServices({ chains: [], mode: 'production' })
    const test = await startTestServices({ chains: [] })
    try {
      for (const { url } of [production, test]) {
        const health = await fetch(`${url}/healthz`)
        expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }])
        expect(health.headers.get('cache-control')).toBe('no-store')
        const ready = await fetch(`${url}/readyz`)
        expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }])
      }
    } finally {
      await Promise.all([production.stop(), test.stop()])
    }
  })
})
