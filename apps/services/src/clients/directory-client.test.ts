import { createDirectoryClient, InvalidResponseError } from '@gangway/api'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOSTILE_WALLET_IDS, LONG_WALLET_NAME } from '../directory/hostile-wallets.js'
import type { RunningServices } from '../server.js'
import {
  injectFault,
  recordedRequests,
  resetTestHooks,
  SDK_QUERY,
  startTestServices,
} from '../test/services.js'

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({
    chains: [],
    projectOrigins: { [SDK_QUERY.projectId]: ['http://127.0.0.1:*'] },
  })
})
afterAll(() => services.stop())
beforeEach(() => resetTestHooks(services.url))

const client = (options: { projectId?: string; onError?: (error: unknown, call: string) => void } = {}) =>
  createDirectoryClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
    ...options,
  })

describe('directory client: getWallets', () => {
  it('SPEC §7: sends projectId, st, sv, page, entries and the filters as comma lists', async () => {
    const { data: firstPage } = await client().getWallets({ entries: 3 })
    const ids = firstPage.map((wallet) => wallet.id)
    await resetTestHooks(services.url)
    const response = await client().getWallets({
      page: 1,
      entries: 40,
      include: ids,
      exclude: [ids[1]!],
      chains: ['eip155:1', 'eip155:137'],
      badge_type: 'certified',
    })
    expect(response.data.map((wallet) => wallet.id)).toEqual([ids[0], ids[2]])
    expect(response.count).toBe(2)
    const [request] = await recordedRequests(services.url, '/getWallets')
    expect(request!.query).toEqual({
      ...SDK_QUERY,
      page: '1',
      entries: '40',
      include: ids.join(','),
      exclude: ids[1],
      chains: 'eip155:1,eip155:137',
      badge_type: 'certified',
    })
  })

  it('SPEC §9: page 2 of 40 continues page 1', async () => {
    const page1 = await client().getWallets({ page: 1, entries: 40 })
    const page2 = await client().getWallets({ page: 2, entries: 40 })
    expect(page2.data).toHaveLength(40)
    expect(page2.data[0]!.id).not.toBe(page1.data[39]!.id)
    expect(page1.count).toBeGreaterThanOrEqual(600)
  })

  it("search 'rain' finds Rainbow with its real rdns and app link", async () => {
    const { data } = await client().getWallets({ search: 'rain' })
    expect(data).toEqual([
      expect.objectContaining({ name: 'Rainbow', rdns: 'me.rainbow', mobile_link: 'rainbow://' }),
    ])
  })

  it('sanitises the hostile catalogue entries: javascript: and data: links become null, names stay text', async () => {
    const { data } = await client().getWallets({ include: Object.values(HOSTILE_WALLET_IDS) })
    const byId = new Map(data.map((wallet) => [wallet.id, wallet]))
    expect(byId.get(HOSTILE_WALLET_IDS.javascriptLink)).toMatchObject({
      name: 'Evil Link Wallet',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
    })
    expect(byId.get(HOSTILE_WALLET_IDS.dataLink)).toMatchObject({ mobile_link: null, webapp_link: null })
    expect(byId.get(HOSTILE_WALLET_IDS.longName)!.name).toBe(LONG_WALLET_NAME)
    expect(byId.get(HOSTILE_WALLET_IDS.markupName)!.name).toBe('Markup <img src=x onerror=alert(1)> Wallet')
  })

  it('drops a listing that breaks the schema and keeps the others', async () => {
    await fetch(`${services.url}/__test/seed`, {
      method: 'POST',
      body: JSON.stringify({
        wallets: [
          { id: 'seeded-too-long', name: 'x'.repeat(500), order: 0 },
          { id: 'seeded-fine', name: 'Seeded Fine Wallet', order: 0 },
        ],
      }),
    })
    const { data } = await client().getWallets({ include: ['seeded-too-long', 'seeded-fine'] })
    expect(data.map((wallet) => wallet.id)).toEqual(['seeded-fine'])
  })

  it("SPEC §8: a failing directory is an 'HTTP status code: 500' error", async () => {
    await injectFault(services.url, { route: '/getWallets', status: 500 })
    await expect(client().getWallets()).rejects.toThrow('HTTP status code: 500')
  })
})

describe('directory client: images', () => {
  it.each([
    ['wallet', '/getWalletImage'],
    ['asset', '/public/getAssetImage'],
    ['currency', '/public/getCurrencyImage'],
    ['token', '/public/getTokenImage'],
  ] as const)('fetches the %s image as an SVG blob, with the sdk query', async (kind, path) => {
    const blob = await client().fetchImage(kind, 'abc')
    expect(blob.type).toBe('image/svg+xml')
    const [request] = await recordedRequests(services.url, `${path}/abc`)
    expect(request!.query).toMatchObject(SDK_QUERY)
    expect(client().getImageUrl(kind, 'abc')).toBe(
      `${services.url}${path}/abc?${new URLSearchParams(SDK_QUERY)}`,
    )
  })

  it('the named image calls hit their routes, and an id stays one path segment', async () => {
    const directory = client()
    await directory.fetchWalletImage('wallet-1')
    await directory.fetchAssetImage('asset-1')
    await directory.fetchCurrencyImage('USD')
    await directory.fetchTokenImage('GWT')
    for (const path of [
      '/getWalletImage/wallet-1',
      '/public/getAssetImage/asset-1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/GWT',
    ]) {
      expect(await recordedRequests(services.url, path)).toHaveLength(1)
    }
    // 'a/b' reaches the image route as one id (refused for its slash), not a two-segment path (404).
    await expect(directory.fetchWalletImage('a/b')).rejects.toThrow('HTTP status code: 400')
    expect(directory.getWalletImageUrl('x')).toContain('/getWalletImage/x?')
  })

  it('refuses an answer that is not an image', async () => {
    await injectFault(services.url, { route: '/getWalletImage/*', body: '{"not":"an image"}' })
    await expect(client().fetchWalletImage('abc')).rejects.toBeInstanceOf(InvalidResponseError)
  })
})

describe('directory client: project configuration', () => {
  it('SPEC §7: reads the allowed origins of the project', async () => {
    expect(await client().getAllowedOrigins()).toEqual(['http://127.0.0.1:*'])
    const [request] = await recordedRequests(services.url, '/projects/v1/origins')
    expect(request!.query).toMatchObject(SDK_QUERY)
  })

  it('SPEC §7: an empty origin list is used on failure (500, or 403 for an unknown project), and reported', async () => {
    const onError = vi.fn()
    await injectFault(services.url, { route: '/projects/v1/origins', status: 500, times: 3 })
    expect(await client({ onError }).getAllowedOrigins()).toEqual([])
    expect(await client({ onError, projectId: 'unknown' }).getAllowedOrigins()).toEqual([])
    expect(onError).toHaveBeenCalledTimes(2)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('HTTP status code: 500') }),
      'getAllowedOrigins',
    )
  })

  it('SPEC §7: reads the analytics flag, and false is used on failure', async () => {
    expect(await client().getAnalyticsConfig()).toBe(true)
    await injectFault(services.url, { route: '/getAnalyticsConfig', status: 500 })
    expect(await client().getAnalyticsConfig()).toBe(false)
    await resetTestHooks(services.url)
    await injectFault(services.url, { route: '/getAnalyticsConfig', body: '{"isAnalyticsEnabled": "yes"}' })
    expect(await client().getAnalyticsConfig()).toBe(false)
  })
})
