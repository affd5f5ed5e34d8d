import { evmCoinType } from '@gangway/api'
import { createBlockchainClient } from '@gangway/api/blockchain'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COLLECTION } from '../chain/tokens.js'
import type { RunningServices } from '../server.js'
import { recordedRequests, resetTestHooks, SDK_QUERY, startTestServices } from '../test/services.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// anvil's account 1 (its default mnemonic): no seeded name.
const account1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices()
})
afterAll(() => services.stop())
beforeEach(() => resetTestHooks(services.url))

const client = () =>
  createBlockchainClient({
    baseUrl: services.url,
    projectId: SDK_QUERY.projectId,
    sdkType: SDK_QUERY.st,
    sdkVersion: SDK_QUERY.sv,
    retryDelay: 10,
  })

const lastRequest = async (path: string) => (await recordedRequests(services.url, path)).at(-1)!

/** A registration as @gangway/core's registerName makes it: the wallet signs the name and the time. */
async function signedRegistration(name: string, chainId = 137) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account1.signMessage({ message })
  return { coinType: evmCoinType(chainId), address: account1.address, message, signature }
}

describe('blockchain client: name calls against the profile routes', () => {
  it('registerEnsName registers a signed name; lookups, reverse lookups, identity and suggestions see it', async () => {
    const blockchain = client()
    expect(await blockchain.registerEnsName(await signedRegistration('client-name.reown.id'))).toBe(true)
    expect((await lastRequest('/v1/profile/account')).query).toMatchObject(SDK_QUERY)

    const record = await blockchain.lookupEnsName('client-name.reown.id')
    expect(record).toMatchObject({
      name: 'client-name.reown.id',
      addresses: { '60': { address: account1.address }, [evmCoinType(137)]: { address: account1.address } },
    })
    expect((await lastRequest('/v1/profile/account/client-name.reown.id')).query).toMatchObject({
      ...SDK_QUERY,
      apiVersion: '2',
    })
    expect(await blockchain.reverseLookupEnsName({ address: account1.address, sender: ACCOUNT_0 })).toEqual([
      record,
    ])
    expect((await lastRequest(`/v1/profile/reverse/${account1.address}`)).query).toMatchObject({
      sender: ACCOUNT_0,
      apiVersion: '2',
    })
    expect((await blockchain.fetchIdentity({ address: account1.address })).name).toBe('client-name.reown.id')

    const suggestions = await blockchain.getEnsNameSuggestions('client-name')
    expect(suggestions[0]).toEqual({ name: 'client-name.reown.id', registered: true })
    expect(suggestions.slice(1).every((suggestion) => suggestion.registered === false)).toBe(true)
    expect((await lastRequest('/v1/profile/suggestions/client-name')).query).toMatchObject({
      zone: 'reown.id',
    })
  })

  it('refusals reach the caller: a taken name (409), an unknown name (404)', async () => {
    const blockchain = client()
    await expect(blockchain.registerEnsName(await signedRegistration('gangway.reown.id'))).rejects.toThrow(
      'HTTP status code: 409',
    )
    await expect(blockchain.lookupEnsName('nobody-here.reown.id')).rejects.toThrow('HTTP status code: 404')
    expect(
      await blockchain.reverseLookupEnsName({ address: '0x000000000000000000000000000000000000dEaD' }),
    ).toEqual([])
  })
})

describe('blockchain client: fetchNfts', () => {
  it('reads the collection tokens the address holds on the chain asked for, cached 30 s', async () => {
    const blockchain = client()
    const contract = await services.collection(137)
    const { data } = await blockchain.fetchNfts({ address: ACCOUNT_0, chainId: 'eip155:137' })
    expect(data.map((nft) => [nft.chainId, nft.tokenId, nft.collection.symbol])).toEqual([
      ['eip155:137', '1', COLLECTION.symbol],
      ['eip155:137', '3', COLLECTION.symbol],
      ['eip155:137', '5', COLLECTION.symbol],
    ])
    expect(data[0]?.image?.url).toBe(`${services.url}/public/nft/137/${contract.toLowerCase()}/1/image.svg`)
    const path = `/v1/account/${ACCOUNT_0}/nfts`
    expect((await lastRequest(path)).query).toEqual({ ...SDK_QUERY, chainId: 'eip155:137' })
    await blockchain.fetchNfts({ address: ACCOUNT_0, chainId: 'eip155:137' })
    expect(await recordedRequests(services.url, path)).toHaveLength(1)
  })
})
