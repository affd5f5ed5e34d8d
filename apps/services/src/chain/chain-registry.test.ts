import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, startAnvil } from '@gangway/testing/node'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../storage/sqlite/index.js'
import { GangwayCollectionAbi } from './artifacts/GangwayCollection.js'
import { ChainRegistry } from './chain-registry.js'
import { DEFAULT_DEPLOYER_PRIVATE_KEY, TOKENS } from './tokens.js'

const deployer = privateKeyToAccount(DEFAULT_DEPLOYER_PRIVATE_KEY)
const directory = mkdtempSync(join(tmpdir(), 'gangway-services-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe('ChainRegistry', () => {
  it('deploys both tokens once per node and reuses the recorded deployment after a restart of the services', async () => {
    const anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
    const dbPath = join(directory, 'reuse.sqlite')
    try {
      const chains = [{ chainId: 1, rpcUrl: anvil.rpcUrl }]
      const storage = openSqliteStorage(dbPath)
      const first = await new ChainRegistry(chains, storage.deployments, deployer).tokens(1)
      expect(Object.keys(first).sort()).toEqual(TOKENS.map((token) => token.symbol).sort())
      // On a fresh node the deployer's first two nonces give the addresses the README lists.
      expect(first).toEqual({
        GUSD: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        GWT: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      })
      await storage.close()

      const reopened = openSqliteStorage(dbPath)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      const nonceBefore = await client.getTransactionCount({ address: deployer.address })
      const second = await new ChainRegistry(chains, reopened.deployments, deployer).tokens(1)
      expect(second).toEqual(first)
      expect(await client.getTransactionCount({ address: deployer.address })).toBe(nonceBefore)
      await reopened.close()
    } finally {
      await anvil.stop()
    }
  })

  it('deploys the collection again when the services origin changed, since its tokenURI points there', async () => {
    const anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
    const storage = openSqliteStorage(':memory:')
    try {
      const chains = [{ chainId: 1, rpcUrl: anvil.rpcUrl }]
      const registry = (origin: string) => {
        const instance = new ChainRegistry(chains, storage.deployments, deployer)
        instance.setOrigin(origin)
        return instance
      }
      const first = await registry('http://127.0.0.1:1111').collection(1)
      expect(await registry('http://127.0.0.1:1111').collection(1)).toBe(first)
      const moved = await registry('http://127.0.0.1:2222').collection(1)
      expect(moved).not.toBe(first)
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      const uri = await client.readContract({
        address: moved,
        abi: GangwayCollectionAbi,
        functionName: 'tokenURI',
        args: [1n],
      })
      expect(uri).toBe(`http://127.0.0.1:2222/public/nft/1/${moved.toLowerCase()}/1`)
    } finally {
      await anvil.stop()
      await storage.close()
    }
  })

  it('deploys again when the node behind the same RPC URL was restarted', async () => {
    const port = await getFreePort()
    const storage = openSqliteStorage(join(directory, 'fresh.sqlite'))
    const registry = new ChainRegistry(
      [{ chainId: 1, rpcUrl: `http://127.0.0.1:${port}` }],
      storage.deployments,
      deployer,
    )
    const client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`) })
    let anvil = await startAnvil({ chainId: 1, port })
    try {
      const first = await registry.tokens(1)
      await anvil.stop()
      anvil = await startAnvil({ chainId: 1, port })
      expect(await client.getCode({ address: first.GUSD })).toBeUndefined()
      const second = await registry.tokens(1)
      expect(await client.getCode({ address: second.GUSD })).toMatch(/^0x[0-9a-f]+$/)
    } finally {
      await anvil.stop()
      await storage.close()
    }
  })

  it('reports a chain that is down, and deploys once it is up', async () => {
    const port = await getFreePort()
    const storage = openSqliteStorage(':memory:')
    const registry = new ChainRegistry(
      [{ chainId: 137, rpcUrl: `http://127.0.0.1:${port}` }],
      storage.deployments,
      deployer,
    )
    const failures = await registry.prepareAll()
    expect(failures.map((failure) => failure.chainId)).toEqual([137])
    const anvil = await startAnvil({ chainId: 137, port })
    try {
      const contracts = await registry.tokens(137)
      expect(contracts.GWT).toMatch(/^0x[0-9a-fA-F]{40}$/)
    } finally {
      await anvil.stop()
      await storage.close()
    }
  })
})
