import { describe, expect, it } from 'vitest'
import type { ListedWallet } from '../types.js'
import { type OrderableConnector, orderWallets } from './order-wallets.js'

const connector = (id: string, type: OrderableConnector['type'], rdns?: string): OrderableConnector => ({
  id,
  name: id,
  type,
  info: rdns ? { rdns } : undefined,
})
const listed = (id: string, rdns: string | null = null, source: ListedWallet['source'] = 'directory') => ({
  id,
  name: id,
  rdns,
  source,
})

const everyGroup = {
  connectors: [
    connector('external', 'EXTERNAL'),
    connector('metamask', 'ANNOUNCED', 'io.metamask'),
    connector('walletconnect', 'WALLET_CONNECT'),
    connector('used-before', 'ANNOUNCED', 'com.used'),
  ],
  recentWalletIds: ['used-before'],
  featured: [listed('featured')],
  custom: [listed('custom', null, 'custom')],
  recommended: [listed('recommended')],
  directory: [listed('directory')],
}

const ids = (input: Parameters<typeof orderWallets>[0]) => orderWallets(input).map((wallet) => wallet.id)

describe('orderWallets', () => {
  it('SPEC §9: connector order is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(orderWallets(everyGroup).map(({ id, group }) => [id, group])).toEqual([
      ['walletconnect', 'walletConnect'],
      ['used-before', 'recent'],
      ['metamask', 'injected'],
      ['featured', 'featured'],
      ['custom', 'custom'],
      ['external', 'external'],
      ['recommended', 'recommended'],
      ['directory', 'directory'],
    ])
  })

  it('follows features.connectorTypeOrder, with the groups it leaves out after it in the SPEC order', () => {
    expect(ids({ ...everyGroup, order: ['recommended', 'injected'] })).toEqual([
      'recommended',
      'metamask',
      'walletconnect',
      'used-before',
      'featured',
      'custom',
      'external',
      'directory',
    ])
  })

  it('deduplicates directory entries against installed connectors by rdns', () => {
    const wallets = orderWallets({
      connectors: [connector('io.metamask', 'ANNOUNCED', 'io.metamask')],
      recentWalletIds: [],
      featured: [listed('c57ca95b', 'io.metamask')],
      directory: [listed('c57ca95b', 'io.metamask'), listed('rainbow', 'me.rainbow')],
    })
    expect(wallets.map(({ id, installed }) => [id, installed])).toEqual([
      ['io.metamask', true],
      ['rainbow', false],
    ])
  })

  it("deduplicates listings against a connector's id or explorer id, and against each other by id", () => {
    const wallets = orderWallets({
      connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', explorerId: 'abc' }],
      recentWalletIds: [],
      featured: [listed('abc'), listed('zerion')],
      recommended: [listed('zerion'), listed('wc')],
      directory: [listed('zerion'), listed('safe')],
    })
    expect(wallets.map(({ id, group }) => [id, group])).toEqual([
      ['wc', 'walletConnect'],
      ['zerion', 'featured'],
      ['safe', 'directory'],
    ])
  })

  it('SPEC §9: recent wallets come newest first and are marked recent, whatever list they come from', () => {
    const wallets = orderWallets({
      connectors: [connector('metamask', 'ANNOUNCED')],
      recentWalletIds: ['rainbow', 'metamask'],
      directory: [listed('rainbow')],
    })
    expect(wallets.map(({ id, group, recent }) => [id, group, recent])).toEqual([
      ['rainbow', 'recent', true],
      ['metamask', 'recent', true],
    ])
  })

  it('SPEC §5: excluded wallets are left out of every group, by id, rdns or name ignoring case', () => {
    const input = { ...everyGroup, excludeWalletIds: ['IO.METAMASK', 'Featured', 'custom', 'directory'] }
    expect(ids(input)).toEqual(['walletconnect', 'used-before', 'external', 'recommended'])
  })

  it('leaves out e-mail and social sign-in (AUTH), which are not wallets', () => {
    expect(ids({ connectors: [connector('auth', 'AUTH')], recentWalletIds: [] })).toEqual([])
  })

  it('puts a merged entry with an installed part among the installed wallets', () => {
    const merged: OrderableConnector = {
      ...connector('phantom', 'MULTI_CHAIN'),
      connectors: [connector('phantom-evm', 'ANNOUNCED'), connector('phantom-sol', 'EXTERNAL')],
    }
    expect(orderWallets({ connectors: [merged], recentWalletIds: [] })[0]).toMatchObject({
      group: 'injected',
      installed: true,
    })
  })

  it('keeps the WalletConnect entry merged across chains (MULTI_CHAIN) in the walletConnect group', () => {
    const merged: OrderableConnector = {
      ...connector('walletConnect', 'MULTI_CHAIN'),
      connectors: [
        connector('walletConnect', 'WALLET_CONNECT'),
        connector('walletConnect', 'WALLET_CONNECT'),
      ],
    }
    const ordered = orderWallets({
      connectors: [connector('metamask', 'ANNOUNCED', 'io.metamask'), merged],
      recentWalletIds: [],
    })
    expect(ordered.map((wallet) => [wallet.id, wallet.group])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['metamask', 'injected'],
    ])
  })
})
