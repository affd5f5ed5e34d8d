import { type AnvilInstance, getFreePort, startAnvil } from '@gangway/testing/node'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PriceTable } from '../blockchain/price-table.js'
import { DEFAULT_NATIVE_CURRENCIES } from '../config.js'
import { openSqliteStorage } from '../storage/sqlite/index.js'
import { GangwaySwapPoolAbi } from './artifacts/GangwaySwapPool.js'
import { GangwayTokenAbi } from './artifacts/GangwayToken.js'
import { ChainRegistry } from './chain-registry.js'
import { POOL_KEY, POOL_NATIVE, poolPairs } from './deploy-pool.js'
import { COLLECTION, DEFAULT_DEPLOYER_PRIVATE_KEY, TOKEN_HOLDERS, TOKENS } from './tokens.js'

const deployer = privateKeyToAccount(DEFAULT_DEPLOYER_PRIVATE_KEY)
const account0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const prices = new PriceTable(DEFAULT_NATIVE_CURRENCIES, {})

describe('poolPairs', () => {
  it('prices every side of the three pairs at 300 000 USD from the table', () => {
    const tokens = {
      GUSD: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      GWT: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    } as const
    const table = (chainId: number) => ({ native: prices.native(chainId), tokens: prices.tokens() })
    expect(poolPairs(tokens, table(1))).toEqual([
      {
        tokenA: POOL_NATIVE,
        tokenB: tokens.GUSD,
        amountA: parseEther('100'),
        amountB: parseUnits('300000', 6),
      },
      { tokenA: POOL_NATIVE, tokenB: tokens.GWT, amountA: parseEther('100'), amountB: parseEther('120000') },
      {
        tokenA: tokens.GUSD,
        tokenB: tokens.GWT,
        amountA: parseUnits('300000', 6),
        amountB: parseEther('120000'),
      },
    ])
    expect(poolPairs(tokens, table(137))[0]?.amountA).toBe(parseEther('600000'))
    expect(() =>
      poolPairs(tokens, { native: { ...prices.native(1), price: 0 }, tokens: prices.tokens() }),
    ).toThrow(/positive USD price for ETH/)
  })
})

// Its own anvils: the deployments below are counted in nonces.
describe('the swap pool on a chain', () => {
  let anvils: AnvilInstance[]
  const clients = new Map<number, PublicClient>()
  beforeAll(async () => {
    anvils = await Promise.all(
      [1, 137].map(async (chainId) => startAnvil({ chainId, port: await getFreePort() })),
    )
    for (const anvil of anvils)
      clients.set(anvil.chainId, createPublicClient({ transport: http(anvil.rpcUrl) }))
  })
  afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))
  const chains = () => anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }))

  it("holds the table's reserves on both chains (POL too, beyond anvil's 10 000), not from the test accounts", async () => {
    const storage = openSqliteStorage(':memory:')
    try {
      const registry = new ChainRegistry(chains(), storage.deployments, deployer, prices)
      expect(await registry.prepareAll()).toEqual([])
      for (const chainId of [1, 137]) {
        const client = clients.get(chainId)!
        const tokens = await registry.tokens(chainId)
        const pool = await registry.pool(chainId)
        const reserves = await client.readContract({
          address: pool,
          abi: GangwaySwapPoolAbi,
          functionName: 'getReserves',
          args: [POOL_NATIVE, tokens.GUSD],
        })
        const nativeUsd = chainId === 1 ? 3000 : 0.5
        expect(reserves).toEqual([parseEther(String(300_000 / nativeUsd)), parseUnits('300000', 6)])
        expect(await client.getBalance({ address: pool })).toBe(2n * reserves[0])
        for (const holder of TOKEN_HOLDERS) {
          for (const token of TOKENS) {
            const balance = await client.readContract({
              address: tokens[token.symbol],
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [holder],
            })
            expect(balance).toBe(parseUnits(String(token.mintedPerHolder), token.decimals))
          }
        }
      }
    } finally {
      await storage.close()
    }
  })

  it('adds only the pool to a deployment recorded before the pool existed', async () => {
    const client = clients.get(1)!
    const first = openSqliteStorage(':memory:')
    const registry = new ChainRegistry(chains().slice(0, 1), first.deployments, deployer, prices)
    const tokens = await registry.tokens(1)
    const collection = await registry.collection(1)
    await first.close()

    const storage = openSqliteStorage(':memory:')
    try {
      const genesis = await client.getBlock({ blockNumber: 0n })
      await storage.deployments.save({
        chainId: 1,
        genesisHash: genesis.hash,
        contracts: { ...tokens, [COLLECTION.key]: collection },
      })
      const nonce = await client.getTransactionCount({ address: deployer.address })
      const upgraded = new ChainRegistry(chains().slice(0, 1), storage.deployments, deployer, prices)
      const pool = await upgraded.pool(1)
      expect(await upgraded.tokens(1)).toEqual(tokens)
      expect(await upgraded.collection(1)).toBe(collection)
      // The pool, 2 mints, 2 approves and 3 liquidity additions: no token or collection deployed again.
      expect(await client.getTransactionCount({ address: deployer.address })).toBe(nonce + 8)
      expect((await storage.deployments.find(1, genesis.hash))?.contracts[POOL_KEY]).toBe(pool)
    } finally {
      await storage.close()
    }
  })

  it('lets only the deployer mint the tokens', async () => {
    const storage = openSqliteStorage(':memory:')
    try {
      const anvil = anvils[0]!
      const { GUSD } = await new ChainRegistry(chains().slice(0, 1), storage.deployments, deployer).tokens(1)
      const wallet = createWalletClient({
        account: account0,
        chain: { ...foundry, id: 1 },
        transport: http(anvil.rpcUrl),
      })
      await expect(
        wallet.writeContract({
          address: GUSD,
          abi: GangwayTokenAbi,
          functionName: 'mint',
          args: [account0.address, 1n],
        }),
      ).rejects.toThrow(/only the minter mints/)
    } finally {
      await storage.close()
    }
  })
})
