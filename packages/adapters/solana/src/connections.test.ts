import { defineChain } from '@gangway/common'
import { describe, expect, it } from 'vitest'
import { localSolanaChains, localSolanaNetworks } from '../../../../test-support/solana-fixtures.js'
import { createConnections, loadWeb3, rpcUrlOf } from './connections.js'

const [localnet] = localSolanaNetworks()

describe('rpcUrlOf', () => {
  it("takes the host's custom RPC URL first, then the network's own", () => {
    expect(rpcUrlOf(localnet)).toBe(localSolanaChains().localnet.rpcUrl)
    expect(rpcUrlOf(localnet, { [localnet.caipNetworkId]: [{ url: 'http://custom' }] })).toBe('http://custom')
    expect(rpcUrlOf(localnet, { 'solana:other': [{ url: 'http://custom' }] })).toBe(
      localSolanaChains().localnet.rpcUrl,
    )
  })

  it("a network without an RPC URL is 'Not supported'", () => {
    const bare = defineChain({ ...localnet, rpcUrls: { default: { http: [] } } })
    expect(() => rpcUrlOf(bare)).toThrow('Not supported')
  })
})

describe('createConnections', () => {
  it('one web3.js Connection per URL, with the given commitment', async () => {
    const connectionOf = createConnections('processed')
    const url = localSolanaChains().localnet.rpcUrl
    const connection = await connectionOf(url)
    expect(await connectionOf(url)).toBe(connection)
    expect(connection.commitment).toBe('processed')
    expect(connection.rpcEndpoint).toBe(url)
    expect((await createConnections()(url)).commitment).toBe('confirmed')
    expect(await connection.getGenesisHash()).toMatch(/^AmuE9TRtcSdZy1kMV4dWv6hBPyuYfEyc/)
  })

  it('loads web3.js once', async () => {
    expect(await loadWeb3()).toBe(await loadWeb3())
  })
})
