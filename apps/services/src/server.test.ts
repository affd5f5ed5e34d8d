import { describe, expect, it } from 'vitest'
import { HOSTILE_WALLET_IDS } from './directory/hostile-wallets.js'
import { startServices } from './server.js'
import { startTestServices, withQuery } from './test/services.js'

describe('startServices', () => {
  it('listens on a free port when asked for port 0, on loopback, and stops (twice is fine)', async () => {
    const services = await startTestServices({ chains: [] })
    expect(services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(services.port).toBeGreaterThan(0)
    expect((await fetch(`${services.url}/health`)).status).toBe(200)
    await services.stop()
    await services.stop()
    await expect(fetch(`${services.url}/health`)).rejects.toThrow()
  })

  it('fails clearly when the port is taken', async () => {
    const first = await startTestServices({ chains: [] })
    try {
      await expect(startServices({ port: first.port, chains: [], log: () => {} })).rejects.toThrow(
        /EADDRINUSE/,
      )
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

  it('SERVICES.md: production mode has no /__test hooks and no hostile catalogue entries', async () => {
    const services = await startTestServices({ chains: [], mode: 'production', catalogueSize: 700 })
    try {
      expect((await fetch(`${services.url}/__test/events`)).status).toBe(404)
      const ids = Object.values(HOSTILE_WALLET_IDS).join(',')
      const hostile = await (await fetch(withQuery(services.url, '/getWallets', { include: ids }))).json()
      expect(hostile).toEqual({ data: [], count: 0 })
      const all = await (await fetch(withQuery(services.url, '/getWallets'))).json()
      expect(all.count).toBe(700)
    } finally {
      await services.stop()
    }
  })
})
