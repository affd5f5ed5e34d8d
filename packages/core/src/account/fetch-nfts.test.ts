import type { CaipNetwork } from '@gangway/common'
import { type RunningServices, startServices } from '@gangway/services'
import { announceWallet, createTestWallet } from '@gangway/testing'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { localNetworks } from '../../../../test-support/evm-fixtures.js'
import type { AppKitCore } from '../instance.js'
import {
  connectWallet,
  createAccountCore,
  giveCollectionToken,
  installPageWindow,
  servicesChains,
  uniqueWallet,
  walletChains,
} from '../test/account-env.js'
import { servicesTestHooks } from '../test/directory-services.js'
import { testNetworks } from '../test/fixtures.js'
import { accountData } from './account-data.js'
import { fetchNfts } from './fetch-nfts.js'

let running: RunningServices
let hooks: ReturnType<typeof servicesTestHooks>
let collection: Address
/** Holds collection ids 3 and 5 on chain 1, nothing on chain 137. */
const ownerKey = generatePrivateKey()
const owner = privateKeyToAccount(ownerKey).address
const cleanups: (() => void)[] = []
const page = installPageWindow()

beforeAll(async () => {
  running = await startServices({ port: 0, mode: 'test', chains: servicesChains(), log: () => {} })
  hooks = servicesTestHooks(running.url)
  collection = await running.collection(1)
  // anvil's account 0 got ids 1, 3 and 5 of this services' collection.
  await giveCollectionToken(1, collection, owner, 3n)
  await giveCollectionToken(1, collection, owner, 5n)
}, 60_000)
afterAll(() => running?.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await hooks.reset()
})

async function connected(
  privateKey: Hex = ownerKey,
  networks: CaipNetwork[] = localNetworks(),
): Promise<AppKitCore> {
  const wallet = createTestWallet({ chains: walletChains(), privateKey, ...uniqueWallet() })
  cleanups.push(announceWallet(wallet, page))
  const { core } = createAccountCore(running.url, { networks })
  cleanups.push(() => core.destroy())
  await connectWallet(core, wallet.info.rdns)
  return core
}

const imageUrl = (id: number) => `${running.url}/public/nft/1/${collection.toLowerCase()}/${id}/image.svg`

describe('fetchNfts', () => {
  it('lists the collection tokens the account holds on the active network, with their images', async () => {
    const core = await connected()
    await fetchNfts(core)
    const { nfts } = accountData(core)
    expect(nfts).toMatchObject({ status: 'ready', key: `eip155|${owner}|eip155:1` })
    expect(nfts.items).toEqual(
      [3, 5].map((id) => ({
        id: `eip155:1:${collection}:${id}`,
        chainId: 'eip155:1',
        contract: collection,
        tokenId: String(id),
        name: `Gangway Collectibles #${id}`,
        description: expect.any(String),
        image: { url: imageUrl(id) },
        collection: { name: 'Gangway Collectibles', symbol: 'GNFT' },
        flags: { is_spam: false },
      })),
    )
    const image = await fetch(nfts.items[0]!.image!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const [request] = await hooks.requests(`/v1/account/${owner}/nfts`)
    expect(request?.query).toMatchObject({ chainId: 'eip155:1', projectId: 'test-project' })
  })

  it('reads the network switched to: nothing held there', async () => {
    const core = await connected()
    await fetchNfts(core)
    const [, polygon] = localNetworks()
    await core.switchNetwork(polygon)
    await fetchNfts(core)
    expect(accountData(core).nfts).toMatchObject({
      status: 'ready',
      key: `eip155|${owner}|eip155:137`,
      items: [],
    })
  })

  it('an account without tokens has an empty, ready tab', async () => {
    const core = await connected(generatePrivateKey())
    await fetchNfts(core)
    expect(accountData(core).nfts).toMatchObject({ status: 'ready', items: [] })
  })

  it('SPEC §5: spam is left out of the grid', async () => {
    const core = await connected()
    const item = (tokenId: string, spam: boolean) => ({
      id: `eip155:1:${collection}:${tokenId}`,
      chainId: 'eip155:1',
      contract: collection,
      tokenId,
      name: `#${tokenId}`,
      image: { url: imageUrl(Number(tokenId)) },
      collection: { name: 'Airdrop' },
      flags: { is_spam: spam },
    })
    await hooks.fault({
      route: '/v1/account/*/nfts',
      status: 200,
      body: JSON.stringify({ data: [item('3', false), item('99', true)] }),
      times: 1,
    })
    await fetchNfts(core)
    expect(accountData(core).nfts.items.map((nft) => nft.tokenId)).toEqual(['3'])
  })

  it('a failing service leaves the tab in its error state, without throwing', async () => {
    const core = await connected()
    await hooks.fault({ route: '/v1/account/*/nfts', status: 502 })
    await expect(fetchNfts(core)).resolves.toBeUndefined()
    expect(accountData(core).nfts).toMatchObject({ status: 'error', items: [] })
  })

  it('is for eip155 only: another namespace leaves the tab idle and asks nothing', async () => {
    const core = await connected(ownerKey, [...localNetworks(), testNetworks.solana])
    await fetchNfts(core)
    await hooks.reset()
    core.store.chain.setActiveCaipNetwork(testNetworks.solana)
    await fetchNfts(core)
    expect(accountData(core).nfts).toMatchObject({ key: undefined, status: 'idle', items: [] })
    expect(await hooks.requests(`/v1/account/${owner}/nfts`)).toEqual([])
  })
})
