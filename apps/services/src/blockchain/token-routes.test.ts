import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, injectFault, resetTestHooks, startTestServices, withQuery } from '../test/services.js'

let services: RunningServices

beforeAll(async () => {
  services = await startTestServices()
})
afterAll(() => services.stop())

const tokenUrl = (id: string, params: Record<string, string> = {}) =>
  withQuery(services.url, `/v1/tokens/${id}`, params)

describe('GET /v1/tokens/{token}', () => {
  it("answers a deployed token's name, symbol and decimals from the services' table, cacheable", async () => {
    const contracts = await services.tokens(137)
    const response = await fetch(tokenUrl(`eip155:137:${contracts.GUSD.toLowerCase()}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await response.json()).toEqual({
      address: `eip155:137:${contracts.GUSD}`,
      name: 'Gangway USD',
      symbol: 'GUSD',
      decimals: 6,
    })
    const gwt = await getJson(tokenUrl(encodeURIComponent(`eip155:1:${(await services.tokens(1)).GWT}`)))
    expect(gwt.body).toMatchObject({ symbol: 'GWT', decimals: 18 })
  })

  it('is 404 for a token it did not deploy, the native pseudo-address and an unserved chain', async () => {
    const { GUSD } = await services.tokens(1)
    for (const id of [
      'eip155:1:0x0000000000000000000000000000000000000001',
      'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      `eip155:10:${GUSD}`,
    ]) {
      const { status, body } = await getJson<{ message: string }>(tokenUrl(id))
      expect(status).toBe(404)
      expect(body.message).toMatch(/^Unknown token: eip155:\d+:0x/)
    }
  })

  it('refuses a malformed id with 400, and a call without the SDK query', async () => {
    for (const id of [
      'eip155:1:0x1234',
      'solana:abc:def',
      'eip155:x:0x0000000000000000000000000000000000000001',
    ]) {
      expect((await getJson(tokenUrl(id))).status).toBe(400)
    }
    const { GUSD } = await services.tokens(1)
    expect((await getJson(`${services.url}/v1/tokens/eip155:1:${GUSD}`)).status).toBe(400)
  })

  it('answers an injected fault like the other routes', async () => {
    const { GUSD } = await services.tokens(1)
    await injectFault(services.url, { route: '/v1/tokens/*', status: 503, times: 1 })
    expect((await getJson(tokenUrl(`eip155:1:${GUSD}`))).status).toBe(503)
    expect((await getJson(tokenUrl(`eip155:1:${GUSD}`))).status).toBe(200)
    await resetTestHooks(services.url)
  })
})
