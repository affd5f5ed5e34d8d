import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())
beforeEach(async () => {
  await fetch(`${services.url}/__test/faults`, { method: 'DELETE' })
  await fetch(`${services.url}/__test/requests`, { method: 'DELETE' })
})

const injectFault = async (spec: Record<string, unknown>) => {
  const response = await fetch(`${services.url}/__test/faults`, {
    method: 'POST',
    body: JSON.stringify(spec),
  })
  expect(response.status).toBe(201)
}
const supportedChains = () => fetch(withQuery(services.url, '/v1/supported-chains'))

describe('/__test/faults', () => {
  it('answers a faulted route with the given status until cleared', async () => {
    await injectFault({ route: '/v1/supported-chains', status: 503 })
    expect((await supportedChains()).status).toBe(503)
    expect((await supportedChains()).status).toBe(503)
    await fetch(`${services.url}/__test/faults`, { method: 'DELETE' })
    expect((await supportedChains()).status).toBe(200)
  })

  it('a fault with times: 1 fails once, then the route works again', async () => {
    await injectFault({ route: '/v1/supported-chains', status: 500, times: 1 })
    const failed = await supportedChains()
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ message: 'Injected fault' })
    expect((await supportedChains()).status).toBe(200)
  })

  it('serves a malformed body with status 200', async () => {
    await injectFault({ route: '/v1/supported-chains', body: '{"http": [' })
    const response = await supportedChains()
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it('delays a request, then serves it normally', async () => {
    await injectFault({ route: '/v1/supported-chains', delayMs: 150 })
    const started = Date.now()
    const response = await supportedChains()
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('matches * within one path segment and can be limited to a method', async () => {
    await injectFault({ route: '/v1/identity/*', method: 'post', status: 418 })
    await injectFault({ route: '/getWalletImage/*', status: 404 })
    expect((await fetch(`${services.url}/getWalletImage/abc`)).status).toBe(404)
    expect((await fetch(`${services.url}/public/getTokenImage/abc`)).status).toBe(200)
    const identity = withQuery(services.url, '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect((await fetch(identity)).status).toBe(200)
  })

  it('lists active faults and refuses an invalid spec', async () => {
    await injectFault({ route: '/e', status: 500, times: 2 })
    const { body } = await getJson(`${services.url}/__test/faults`)
    expect(body).toEqual({
      faults: [{ id: expect.any(Number), route: '/e', status: 500, times: 2, remaining: 2 }],
    })
    const bad = await fetch(`${services.url}/__test/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'no-slash' }),
    })
    expect(bad.status).toBe(400)
  })
})

describe('/__test/requests', () => {
  it('records method, path, query, headers and body of each request, faulted ones included', async () => {
    await injectFault({ route: '/e', status: 500, times: 1 })
    await fetch(withQuery(services.url, '/e', { projectId: 'gangway-sandbox' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sdk-version': 'test' },
      body: '{"hello":1}',
    })
    const { body } = await getJson<{ requests: unknown[] }>(`${services.url}/__test/requests?path=/e`)
    expect(body.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/e',
        query: { projectId: 'gangway-sandbox', st: 'appkit', sv: 'html-wagmi-0.0.0' },
        headers: expect.objectContaining({ 'x-sdk-version': 'test' }),
        body: '{"hello":1}',
      }),
    ])
  })
})
