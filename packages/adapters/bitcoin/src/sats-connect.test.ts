import { describe, expect, it } from 'vitest'
import { safeIcon, satsConnectWallets } from './sats-connect.js'

const provider = { request: async () => ({ jsonrpc: '2.0', id: '1', result: null }) }

describe('satsConnectWallets', () => {
  it('finds each listed wallet at the dotted path its id names', () => {
    const host = {
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'https://x.example/i.png' },
      ],
      XverseProviders: { BitcoinProvider: provider },
    }
    expect(satsConnectWallets(host)).toEqual([
      {
        id: 'XverseProviders.BitcoinProvider',
        name: 'Xverse',
        icon: 'https://x.example/i.png',
        provider,
      },
    ])
  })

  it('finds nothing without a btc_providers array, on a server or before a wallet injected it', () => {
    expect(satsConnectWallets(undefined)).toEqual([])
    expect(satsConnectWallets({})).toEqual([])
    expect(satsConnectWallets({ btc_providers: 'Xverse' })).toEqual([])
    expect(satsConnectWallets({ btc_providers: { 0: { id: 'P', name: 'P' } }, P: provider })).toEqual([])
  })

  it('leaves out malformed entries and keeps the well-formed ones', () => {
    const host = {
      btc_providers: [
        null,
        7,
        'P',
        { name: 'No id' },
        { id: 'P', name: '   ' },
        { id: 42, name: 'Numeric id' },
        { id: 'P', name: 'Good' },
      ],
      P: provider,
    }
    expect(satsConnectWallets(host).map((wallet) => wallet.name)).toEqual(['Good'])
  })

  it('ignores a wallet whose id resolves to nothing, or to an object without request', () => {
    const host = {
      btc_providers: [
        { id: 'Missing.Provider', name: 'Missing' },
        { id: 'NoRequest', name: 'No request' },
        { id: 'NotAFunction', name: 'Not a function' },
        { id: 'Empty..Segment', name: 'Empty segment' },
        { id: '__proto__.constructor', name: 'Prototype walk' },
        { id: 'Nested.Deep.Provider', name: 'Nested' },
      ],
      NoRequest: { send: () => undefined },
      NotAFunction: { request: 'yes' },
      Nested: { Deep: { Provider: provider } },
    }
    expect(satsConnectWallets(host).map((wallet) => wallet.name)).toEqual(['Nested'])
  })

  it('survives hostile lists and entries: throwing getters and revoked proxies', () => {
    const throwing = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('no')
      },
    })
    const { proxy: revoked, revoke } = Proxy.revocable({}, {})
    revoke()
    const host = { btc_providers: [throwing, revoked, { id: 'P', name: 'Good' }], P: provider }
    expect(satsConnectWallets(host).map((wallet) => wallet.name)).toEqual(['Good'])

    const hostileList = Object.defineProperty({}, 'btc_providers', {
      get() {
        throw new Error('no')
      },
    })
    expect(satsConnectWallets(hostileList)).toEqual([])
    const { proxy: revokedList, revoke: revokeList } = Proxy.revocable([], {})
    revokeList()
    expect(satsConnectWallets({ btc_providers: revokedList })).toEqual([])
  })

  it('lists a name once: the first entry wins', () => {
    const other = { request: async () => null }
    const host = {
      btc_providers: [
        { id: 'A', name: 'Twin' },
        { id: 'B', name: 'Twin' },
      ],
      A: provider,
      B: other,
    }
    expect(satsConnectWallets(host)).toEqual([expect.objectContaining({ id: 'A', provider })])
  })

  it('keeps a wallet with an unsafe icon, without the icon', () => {
    const host = { btc_providers: [{ id: 'P', name: 'Sneaky', icon: 'javascript:alert(1)' }], P: provider }
    expect(satsConnectWallets(host)).toEqual([expect.objectContaining({ name: 'Sneaky', icon: undefined })])
  })
})

describe('safeIcon', () => {
  it('allows https: URLs and data:image/ URIs only', () => {
    expect(safeIcon('https://wallet.example/icon.svg')).toBe('https://wallet.example/icon.svg')
    expect(safeIcon('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeIcon('DATA:IMAGE/svg+xml;base64,PHN2Zz4=')).toBe('DATA:IMAGE/svg+xml;base64,PHN2Zz4=')
    for (const unsafe of [
      'javascript:alert(1)',
      'http://wallet.example/icon.png',
      'data:text/html,<script>alert(1)</script>',
      ' https://wallet.example/icon.png',
      '//wallet.example/icon.png',
      '',
      42,
      undefined,
    ]) {
      expect(safeIcon(unsafe)).toBeUndefined()
    }
  })
})
