import type { Connector } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { filterWalletEntries, isInstalled, toWalletEntries } from './wallet-entries.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

describe('toWalletEntries', () => {
  it('SPEC §2: announced and injected wallets come first', () => {
    const entries = toWalletEntries([
      connector('External', 'EXTERNAL'),
      connector('Announced', 'ANNOUNCED'),
      connector('WalletConnect', 'WALLET_CONNECT'),
      connector('Injected', 'INJECTED'),
    ])
    expect(entries.map(({ name, installed }) => [name, installed])).toEqual([
      ['Announced', true],
      ['Injected', true],
      ['External', false],
      ['WalletConnect', false],
    ])
  })

  it('leaves out AUTH entries (e-mail and social sign-in are not wallets)', () => {
    expect(
      toWalletEntries([connector('Email', 'AUTH'), connector('A', 'ANNOUNCED')]).map((e) => e.id),
    ).toEqual(['A'])
  })

  it('counts a merged multi-chain entry as installed when one of its parts is', () => {
    const merged = connector('Phantom', 'MULTI_CHAIN', {
      connectors: [connector('p1', 'ANNOUNCED'), connector('p2', 'EXTERNAL', { chain: 'solana' })],
    })
    expect(isInstalled(merged)).toBe(true)
    expect(isInstalled(connector('Empty', 'MULTI_CHAIN'))).toBe(false)
  })

  it('marks recent wallets and prefers the host connector images', () => {
    const [entry] = toWalletEntries(
      [
        connector('a', 'ANNOUNCED', {
          imageUrl: 'https://wallet/a.png',
          info: { icon: 'data:image/png;base64,AA' },
        }),
      ],
      { recentIds: new Set(['a']), connectorImages: { a: 'https://host/a.png' } },
    )
    expect(entry).toMatchObject({ recent: true, imageUrl: 'https://host/a.png' })
  })

  it('falls back to the announced icon when there is no image url', () => {
    const [entry] = toWalletEntries([
      connector('a', 'ANNOUNCED', { info: { icon: 'data:image/png;base64,AA' } }),
    ])
    expect(entry?.imageUrl).toBe('data:image/png;base64,AA')
  })
})

describe('filterWalletEntries', () => {
  const entries = toWalletEntries([connector('MetaMask', 'ANNOUNCED'), connector('Rabby', 'ANNOUNCED')])

  it('matches names ignoring case and spaces around the query', () => {
    expect(filterWalletEntries(entries, '  meta ').map((e) => e.name)).toEqual(['MetaMask'])
  })

  it('returns everything for an empty query and nothing for no match', () => {
    expect(filterWalletEntries(entries, '')).toHaveLength(2)
    expect(filterWalletEntries(entries, 'zzz')).toEqual([])
  })
})
