import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/invalid-response.js'
import { parseResponse } from './parse.js'
import { GetWalletsQuerySchema, GetWalletsResponseSchema, WalletListingSchema } from './wallets.js'

const metamask = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  rdns: 'io.metamask',
  chains: ['eip155:1', 'eip155:137'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://metamask.io',
  app_store: 'https://apps.apple.com/app/metamask/id1438144202',
  play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  badge_type: 'certified',
}

describe('WalletListingSchema (SPEC §3 wallet listing)', () => {
  it('SPEC §3: keeps every listed field of a well-formed listing', () => {
    expect(v.parse(WalletListingSchema, metamask)).toEqual(metamask)
  })

  it('turns an unsafe link into null instead of rejecting the listing', () => {
    const listing = v.parse(WalletListingSchema, {
      ...metamask,
      mobile_link: 'javascript:alert(document.cookie)',
      desktop_link: 'data:text/html,<script>alert(1)</script>',
      webapp_link: 'metamask://',
      homepage: 'vbscript:x',
    })
    expect(listing).toMatchObject({
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
    })
    expect(listing.name).toBe('MetaMask')
  })

  it('reads missing links as null and drops chain ids that are not CAIP-2', () => {
    const { mobile_link, app_store, chains, rdns, badge_type, ...required } = metamask
    const listing = v.parse(WalletListingSchema, { ...required, chains: ['eip155:1', 7, 'not a chain'] })
    expect(listing).toMatchObject({ mobile_link: null, app_store: null, rdns: null, chains: ['eip155:1'] })
    expect(listing.badge_type).toBeUndefined()
  })

  it('drops keys the contract does not name', () => {
    const listing = v.parse(WalletListingSchema, { ...metamask, __proto__: { polluted: true }, extra: 1 })
    expect(listing).not.toHaveProperty('extra')
  })

  it.each([
    ['a 10k-character name', { ...metamask, name: 'x'.repeat(10_000) }],
    ['a name with a bidi override', { ...metamask, name: 'Meta\u202eksaM' }],
    ['a numeric name', { ...metamask, name: 42 }],
    ['a missing id', { ...metamask, id: undefined }],
    ['an empty image id', { ...metamask, image_id: '' }],
  ])('rejects a listing with %s', (_, listing) => {
    expect(v.safeParse(WalletListingSchema, listing).success).toBe(false)
  })
})

describe('GetWalletsResponseSchema', () => {
  it('drops entries missing required fields and keeps the rest', () => {
    const response = parseResponse(GetWalletsResponseSchema, {
      data: [
        metamask,
        { name: 'No id' },
        'garbage',
        null,
        { ...metamask, id: 'two', name: 'y'.repeat(10_000) },
      ],
      count: 3,
    })
    expect(response.data.map((wallet) => wallet.id)).toEqual([metamask.id])
    expect(response.count).toBe(3)
  })

  it.each([
    ['a list where an object belongs', []],
    ['a string body', '<html>'],
    ['data that is not a list', { data: {}, count: 1 }],
    ['a negative count', { data: [], count: -1 }],
    ['a count of the wrong type', { data: [], count: '10' }],
  ])('raises InvalidResponseError for %s', (_, body) => {
    expect(() => parseResponse(GetWalletsResponseSchema, body, 'GET /getWallets')).toThrow(
      InvalidResponseError,
    )
  })

  it('never quotes the hostile value in the error', () => {
    const error = (() => {
      try {
        parseResponse(GetWalletsResponseSchema, { data: 'javascript:alert(1)', count: 1 })
      } catch (caught) {
        return caught as InvalidResponseError
      }
    })()
    expect(error?.message).not.toContain('javascript')
    expect(error?.issues[0]).toMatch(/^data: /)
  })
})

describe('GetWalletsQuerySchema (SPEC §7 getWallets query)', () => {
  it('SPEC §7: reads every query parameter from a query string', () => {
    const query = Object.fromEntries(
      new URLSearchParams(
        'projectId=p1&st=appkit&sv=react-1.0.0&page=2&entries=40&include=a,b&exclude=c&chains=eip155:1,eip155:137&search=meta&badge_type=certified',
      ),
    )
    expect(v.parse(GetWalletsQuerySchema, query)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:137'],
      search: 'meta',
      badge_type: 'certified',
    })
  })

  it('SPEC §9: defaults to page 1 of 40 entries', () => {
    expect(v.parse(GetWalletsQuerySchema, { projectId: 'p', st: 's', sv: 'v' })).toMatchObject({
      page: 1,
      entries: 40,
    })
  })

  it('rejects pages below 1, more than 100 entries and unknown badges', () => {
    const base = { projectId: 'p', st: 's', sv: 'v' }
    expect(v.safeParse(GetWalletsQuerySchema, { ...base, page: '0' }).success).toBe(false)
    expect(v.safeParse(GetWalletsQuerySchema, { ...base, entries: '101' }).success).toBe(false)
    expect(v.safeParse(GetWalletsQuerySchema, { ...base, page: '1e9' }).success).toBe(false)
    expect(v.safeParse(GetWalletsQuerySchema, { ...base, badge_type: 'gold' }).success).toBe(false)
    expect(v.safeParse(GetWalletsQuerySchema, { st: 's', sv: 'v' }).success).toBe(false)
  })
})
