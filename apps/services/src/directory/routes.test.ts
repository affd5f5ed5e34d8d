import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, SDK_QUERY, startTestServices, withQuery } from '../test/services.js'
import type { WalletRecord } from '../storage/types.js'
import { SHIPPED_ASSET_IMAGES, SHIPPED_CURRENCY_IMAGES, SHIPPED_TOKEN_IMAGES } from './shipped-images.js'

type WalletsBody = { data: WalletRecord[]; count: number }

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({
    chains: [],
    projectOrigins: {
      'project-a': ['https://a.example'],
      'project-b': ['https://b.example', 'https://*.b.example'],
    },
  })
})
afterAll(() => services.stop())

const wallets = (params: Record<string, string | number> = {}) =>
  getJson<WalletsBody>(withQuery(services.url, '/getWallets', params))

describe('GET /getWallets', () => {
  it('SPEC §9: serves a catalogue of at least 600 wallets, 40 a page by default', async () => {
    const { status, body } = await wallets()
    expect(status).toBe(200)
    expect(body.count).toBeGreaterThanOrEqual(600)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' })
  })

  it('SPEC §7: page is 1-based and entries sets the page size', async () => {
    const first = await wallets({ page: 1, entries: 40 })
    const second = await wallets({ page: 2, entries: 40 })
    expect(second.body.data).toHaveLength(40)
    expect(second.body.count).toBe(first.body.count)
    const firstIds = new Set(first.body.data.map((wallet) => wallet.id))
    expect(second.body.data.some((wallet) => firstIds.has(wallet.id))).toBe(false)
    const both = await wallets({ page: 1, entries: 80 })
    expect(both.body.data.map((wallet) => wallet.id)).toEqual(
      [...first.body.data, ...second.body.data].map((wallet) => wallet.id),
    )
  })

  it('serves a short last page and an empty page past the end', async () => {
    const { body } = await wallets({ entries: 100 })
    const lastPage = Math.ceil(body.count / 100)
    const last = await wallets({ entries: 100, page: lastPage })
    expect(last.body.data).toHaveLength(body.count - (lastPage - 1) * 100)
    const past = await wallets({ entries: 100, page: lastPage + 1 })
    expect(past.body).toEqual({ data: [], count: body.count })
  })

  it('search is a case-insensitive substring of the name: "rain" finds Rainbow', async () => {
    const { body } = await wallets({ search: 'rAiN' })
    expect(body.data.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    expect(body.count).toBe(1)
  })

  it('search treats % and _ literally', async () => {
    const { body } = await wallets({ search: '%' })
    expect(body.count).toBe(0)
  })

  it('include keeps only the listed ids; exclude removes them', async () => {
    const { body: page } = await wallets({ entries: 3 })
    const ids = page.data.map((wallet) => wallet.id)
    const included = await wallets({ include: ids.slice(0, 2).join(',') })
    expect(included.body.data.map((wallet) => wallet.id)).toEqual(ids.slice(0, 2))
    expect(included.body.count).toBe(2)

    const excluded = await wallets({ exclude: ids[0]!, entries: 2 })
    expect(excluded.body.data.map((wallet) => wallet.id)).toEqual(ids.slice(1, 3))
    expect(excluded.body.count).toBe(page.count - 1)
  })

  it('badge_type=certified keeps only certified wallets', async () => {
    const { body } = await wallets({ badge_type: 'certified', entries: 100 })
    expect(body.count).toBeGreaterThan(0)
    expect(body.count).toBeLessThan((await wallets()).body.count)
    expect(body.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(body.data.map((wallet) => wallet.name)).toContain('MetaMask')
  })

  it('chains keeps wallets that support any of the listed networks', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const { body } = await wallets({ chains: solana, entries: 100 })
    expect(body.data.every((wallet) => wallet.chains.includes(solana))).toBe(true)
    expect(body.data.map((wallet) => wallet.name)).toEqual(expect.arrayContaining(['Phantom', 'Solflare']))
    expect(body.data.map((wallet) => wallet.name)).not.toContain('Rainbow')
  })

  it('filters combine', async () => {
    const { body } = await wallets({
      search: 'wallet',
      badge_type: 'certified',
      chains: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(body.count).toBeGreaterThan(0)
    for (const wallet of body.data) {
      expect(wallet.name.toLowerCase()).toContain('wallet')
      expect(wallet.badge_type).toBe('certified')
      expect(wallet.chains).toContain('bip122:000000000019d6689c085ae165831e93')
    }
  })

  it('refuses a query that breaks the shared schema with 400 and a message', async () => {
    const badQueries: Record<string, string | number>[] = [
      { page: 0 },
      { entries: 101 },
      { badge_type: 'gold' },
    ]
    for (const bad of badQueries) {
      const { status, body } = await wallets(bad)
      expect(status).toBe(400)
      expect(body).toMatchObject({ message: expect.stringMatching(/^Invalid query/) })
    }
    const missing = await getJson(`${services.url}/getWallets`)
    expect(missing.status).toBe(400)
  })
})

describe('images', () => {
  it.each(['/getWalletImage', '/public/getAssetImage', '/public/getCurrencyImage', '/public/getTokenImage'])(
    '%s/{id} is a cacheable SVG, the same for the same id',
    async (path) => {
      const first = await fetch(`${services.url}${path}/some-image-id`)
      expect(first.status).toBe(200)
      expect(first.headers.get('content-type')).toBe('image/svg+xml')
      expect(first.headers.get('cache-control')).toContain('max-age=')
      const svg = await first.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      const again = await fetch(`${services.url}${path}/some-image-id`)
      expect(await again.text()).toBe(svg)
      const other = await fetch(`${services.url}${path}/other-image-id`)
      expect(await other.text()).not.toBe(svg)
    },
  )

  it('a wallet image shows the initials of the wallet its image id belongs to', async () => {
    const { body } = await wallets({ search: 'Trust Wallet' })
    const svg = await (await fetch(`${services.url}/getWalletImage/${body.data[0]!.image_id}`)).text()
    expect(svg).toContain('>TW</text>')
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${services.url}/public/getTokenImage/GUSD`)
    const etag = first.headers.get('etag')!
    const second = await fetch(`${services.url}/public/getTokenImage/GUSD`, {
      headers: { 'if-none-match': etag },
    })
    expect(second.status).toBe(304)
  })

  it.each([
    ['/public/getAssetImage/ethereum', SHIPPED_ASSET_IMAGES.ethereum],
    ['/public/getAssetImage/solana', SHIPPED_ASSET_IMAGES.solana],
    ['/public/getTokenImage/GUSD', SHIPPED_TOKEN_IMAGES.GUSD],
    ['/public/getCurrencyImage/USD', SHIPPED_CURRENCY_IMAGES.USD],
  ])('%s serves the shipped SVG, cacheable with an ETag', async (path, shipped) => {
    const response = await fetch(`${services.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('max-age=')
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    expect(await response.text()).toBe(shipped)
    const again = await fetch(`${services.url}${path}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('an unknown asset id still gets the generated image', async () => {
    const svg = await (await fetch(`${services.url}/public/getAssetImage/not-a-network`)).text()
    expect(svg).toContain('<linearGradient')
    expect(Object.values(SHIPPED_ASSET_IMAGES)).not.toContain(svg)
  })

  it('refuses an id with characters outside [A-Za-z0-9._:-]', async () => {
    const response = await fetch(`${services.url}/getWalletImage/${encodeURIComponent('<script>')}`)
    expect(response.status).toBe(400)
  })
})

describe('GET /projects/v1/origins', () => {
  it('SPEC §7: answers the allowed origins of each project', async () => {
    const a = await getJson(withQuery(services.url, '/projects/v1/origins', { projectId: 'project-a' }))
    expect(a).toEqual({ status: 200, body: { allowedOrigins: ['https://a.example'] } })
    const b = await getJson(withQuery(services.url, '/projects/v1/origins', { projectId: 'project-b' }))
    expect(b.body).toEqual({ allowedOrigins: ['https://b.example', 'https://*.b.example'] })
  })

  it('an unknown project id is refused with 403 "Unauthorized: invalid key"', async () => {
    const { status, body } = await getJson(
      withQuery(services.url, '/projects/v1/origins', { projectId: 'nobody' }),
    )
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Unauthorized: invalid key' })
  })
})

describe('GET /getAnalyticsConfig', () => {
  it('is enabled for a known project and 403 for an unknown one', async () => {
    const known = await getJson(withQuery(services.url, '/getAnalyticsConfig', { projectId: 'project-a' }))
    expect(known).toEqual({ status: 200, body: { isAnalyticsEnabled: true } })
    const unknown = await getJson(
      withQuery(services.url, '/getAnalyticsConfig', { projectId: SDK_QUERY.projectId }),
    )
    expect(unknown.status).toBe(403)
  })

  it('follows a project seeded with analytics off', async () => {
    await fetch(`${services.url}/__test/seed`, {
      method: 'POST',
      body: JSON.stringify({
        projects: [{ projectId: 'quiet', allowedOrigins: [], isAnalyticsEnabled: false }],
      }),
    })
    const { body } = await getJson(withQuery(services.url, '/getAnalyticsConfig', { projectId: 'quiet' }))
    expect(body).toEqual({ isAnalyticsEnabled: false })
  })
})
