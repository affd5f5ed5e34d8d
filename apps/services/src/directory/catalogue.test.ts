import { MAX_NAME_LENGTH, WalletListingSchema } from '@gangway/api/schemas'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { buildCatalogue } from './catalogue.js'
import { buildTestCatalogue, DEFAULT_CATALOGUE_SIZE } from './test-catalogue.js'
import { HOSTILE_WALLET_IDS, LONG_WALLET_NAME } from './hostile-wallets.js'

describe('buildTestCatalogue', () => {
  const catalogue = buildTestCatalogue()
  const byName = new Map(catalogue.map((wallet) => [wallet.name, wallet]))

  it('holds 620 wallets by default, each id unique', () => {
    expect(DEFAULT_CATALOGUE_SIZE).toBe(620)
    expect(catalogue).toHaveLength(620)
    expect(new Set(catalogue.map((wallet) => wallet.id)).size).toBe(620)
    expect(new Set(catalogue.map((wallet) => wallet.image_id)).size).toBe(620)
  })

  it('lists the well-known wallets with their real names, rdns and registry ids', () => {
    expect(byName.get('MetaMask')).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      homepage: 'https://metamask.io/',
    })
    expect(byName.get('Rainbow')).toMatchObject({ rdns: 'me.rainbow', mobile_link: 'rainbow://' })
    const rdns = Object.fromEntries(catalogue.map((wallet) => [wallet.name, wallet.rdns]))
    expect(rdns).toMatchObject({
      'Coinbase Wallet': 'com.coinbase.wallet',
      'Trust Wallet': 'com.trustwallet.app',
      Phantom: 'app.phantom',
      'Rabby Wallet': 'io.rabby',
      'OKX Wallet': 'com.okex.wallet',
      Zerion: 'io.zerion.wallet',
      'Uniswap Wallet': 'org.uniswap.app',
      'Brave Wallet': 'com.brave.wallet',
    })
    expect(byName.get('Phantom')!.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(byName.get('Xverse')!.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])
  })

  it('fills up with deterministic generated wallets over mixed namespaces', () => {
    expect(byName.get('Harbor Wallet 1')).toBeDefined()
    expect(buildTestCatalogue()).toEqual(catalogue)
    const namespaces = new Set(
      catalogue.flatMap((wallet) => wallet.chains.map((chain) => chain.split(':')[0])),
    )
    expect([...namespaces]).toEqual(expect.arrayContaining(['eip155', 'solana', 'bip122']))
  })

  it('every listing except the hostile ones passes the client schema untouched', () => {
    const hostileIds = new Set<string>(Object.values(HOSTILE_WALLET_IDS))
    for (const wallet of catalogue.filter((item) => !hostileIds.has(item.id))) {
      const parsed = v.parse(WalletListingSchema, wallet)
      expect(parsed.mobile_link).toBe(wallet.mobile_link)
      expect(parsed.webapp_link).toBe(wallet.webapp_link)
      expect(parsed.homepage).toBe(wallet.homepage)
    }
  })

  it('includes the hostile test entries: javascript: and data: links, a name as long as allowed, markup', () => {
    const evil = catalogue.find((wallet) => wallet.id === HOSTILE_WALLET_IDS.javascriptLink)!
    expect(evil.name).toBe('Evil Link Wallet')
    expect(evil.mobile_link).toBe('javascript:alert(1)')
    expect(catalogue.find((wallet) => wallet.id === HOSTILE_WALLET_IDS.dataLink)!.webapp_link).toMatch(
      /^data:/,
    )
    expect(LONG_WALLET_NAME).toHaveLength(MAX_NAME_LENGTH)
    expect(catalogue.find((wallet) => wallet.id === HOSTILE_WALLET_IDS.longName)!.name).toBe(LONG_WALLET_NAME)
    expect(catalogue.find((wallet) => wallet.id === HOSTILE_WALLET_IDS.markupName)!.name).toContain('<img')
  })

  it('honours the requested size', () => {
    expect(buildTestCatalogue(5000)).toHaveLength(5000)
  })
})

describe('buildCatalogue (production)', () => {
  it('holds the well-known wallets and the configured ones: no hostile or generated entry', () => {
    const configured = { ...buildTestCatalogue()[0]!, id: 'operator-wallet', name: 'Operator Wallet' }
    const production = buildCatalogue([configured])
    const hostileIds = new Set<string>(Object.values(HOSTILE_WALLET_IDS))
    expect(production.some((wallet) => hostileIds.has(wallet.id))).toBe(false)
    expect(production.some((wallet) => / Wallet \d+$/.test(wallet.name))).toBe(false)
    expect(production.at(-1)).toEqual(configured)
    expect(production.map((wallet) => wallet.name)).toContain('MetaMask')
  })
})
