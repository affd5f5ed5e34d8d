import { type Connector, type ListedWallet, orderWallets } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { createTranslate } from '../messages.js'
import {
  filterWalletEntries,
  limitDirectoryEntries,
  toWalletEntries,
  walletCountLabel,
} from './wallet-entries.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})
const listed = (id: string, extra: Partial<ListedWallet> = {}): ListedWallet => ({
  id,
  name: id,
  source: 'directory',
  ...extra,
})
const entriesOf = (connectors: Connector[], listedWallets: ListedWallet[] = [], recent: string[] = []) =>
  orderWallets({ connectors, recentWalletIds: recent, directory: listedWallets })

describe('toWalletEntries', () => {
  it('marks installed and recent wallets and prefers the host connector images', () => {
    const [entry] = toWalletEntries(
      entriesOf(
        [
          connector('a', 'ANNOUNCED', {
            imageUrl: 'https://wallet/a.png',
            info: { icon: 'data:image/png;base64,AA' },
          }),
        ],
        [],
        ['a'],
      ),
      { connectorImages: { a: 'https://host/a.png' } },
    )
    expect(entry).toMatchObject({
      connectorId: 'a',
      installed: true,
      recent: true,
      imageUrl: 'https://host/a.png',
    })
  })

  it('falls back to the announced icon when there is no image url', () => {
    const [entry] = toWalletEntries(
      entriesOf([connector('a', 'ANNOUNCED', { info: { icon: 'data:image/png;base64,AA' } })]),
    )
    expect(entry?.imageUrl).toBe('data:image/png;base64,AA')
  })

  it("gives a directory listing the directory's image and a custom wallet its own", () => {
    const entries = toWalletEntries(
      entriesOf(
        [],
        [
          listed('rainbow', { image_id: 'rainbow-image' }),
          listed('mine', { source: 'custom', image_url: 'https://w/i.png' }),
        ],
      ),
      { walletImageUrl: (imageId) => `https://directory/getWalletImage/${imageId}` },
    )
    expect(entries.map(({ id, imageUrl, wallet }) => [id, imageUrl, wallet?.id])).toEqual([
      ['rainbow', 'https://directory/getWalletImage/rainbow-image', 'rainbow'],
      ['mine', 'https://w/i.png', 'mine'],
    ])
  })
})

describe('filterWalletEntries', () => {
  const entries = toWalletEntries(
    entriesOf([connector('MetaMask', 'ANNOUNCED'), connector('Rabby', 'ANNOUNCED')]),
  )

  it('matches names ignoring case and spaces around the query', () => {
    expect(filterWalletEntries(entries, '  meta ').map((e) => e.name)).toEqual(['MetaMask'])
  })

  it('returns everything for an empty query and nothing for no match', () => {
    expect(filterWalletEntries(entries, '')).toHaveLength(2)
    expect(filterWalletEntries(entries, 'zzz')).toEqual([])
  })
})

describe('limitDirectoryEntries', () => {
  it('SPEC §9: keeps every browser and custom wallet and at most 4 directory wallets', () => {
    const entries = toWalletEntries(
      entriesOf(
        [connector('MetaMask', 'ANNOUNCED')],
        ['a', 'b', 'c', 'd', 'e'].map((id) => listed(id)).concat(listed('mine', { source: 'custom' })),
      ),
    )
    expect(limitDirectoryEntries(entries, 4).map((entry) => entry.id)).toEqual([
      'MetaMask',
      'a',
      'b',
      'c',
      'd',
      'mine',
    ])
  })
})

describe('walletCountLabel', () => {
  it('rounds down to tens past ten', () => {
    const t = createTranslate()
    expect(walletCountLabel(620, t)).toBe('620+')
    expect(walletCountLabel(5004, t)).toBe('5000+')
    expect(walletCountLabel(7, t)).toBe('7')
  })
})
