import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnvilInstance, getFreePort, startAnvil } from '@gangway/testing/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
  type PublicClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PriceTable } from '../blockchain/price-table.js'
import { DEFAULT_NATIVE_CURRENCIES } from '../config.js'
import { openSqliteStorage } from '../storage/sqlite/index.js'
import type { ActivityEntry, Storage } from '../storage/types.js'
import { GangwayCollectionAbi, GangwayCollectionBytecode } from './artifacts/GangwayCollection.js'
import { ChainRegistry } from './chain-registry.js'
import { Indexer } from './indexer.js'
import { COLLECTION, DEFAULT_DEPLOYER_PRIVATE_KEY, TOKEN_HOLDERS } from './tokens.js'

// anvil's accounts 0, 1 and 2 (its default mnemonic); 0 and 1 hold the tokens and the collection's ids.
const account0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const account1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const deployer = privateKeyToAccount(DEFAULT_DEPLOYER_PRIVATE_KEY)
const [ACCOUNT_0, ACCOUNT_1] = TOKEN_HOLDERS as [Address, Address]

const directory = mkdtempSync(join(tmpdir(), 'gangway-indexer-'))
// Its own anvil: these tests spend accounts 0 and 1, whose balances other files read on the shared anvils.
let anvil: AnvilInstance
let client: PublicClient
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
})
afterAll(async () => {
  await anvil?.stop()
  rmSync(directory, { recursive: true, force: true })
})

interface Running {
  storage: Storage
  registry: ChainRegistry
  indexer: Indexer
  close(): Promise<void>
}

interface OpenOptions {
  rpcUrl?: string
  pollIntervalMs?: number
  log?: (line: string) => void
}

/** Storage on `dbPath`, a registry of chain 1 and an indexer that polls only when started (rarely by default). */
function open(
  dbPath: string,
  { rpcUrl = anvil.rpcUrl, pollIntervalMs = 10_000, log }: OpenOptions = {},
): Running {
  const storage = openSqliteStorage(dbPath)
  const registry = new ChainRegistry([{ chainId: 1, rpcUrl }], storage.deployments, deployer)
  registry.setOrigin('http://127.0.0.1:8787')
  const prices = new PriceTable(DEFAULT_NATIVE_CURRENCIES, {})
  const indexer = new Indexer({
    chains: registry,
    store: storage.activity,
    prices,
    deployer: deployer.address,
    pollIntervalMs,
    log,
  })
  return {
    storage,
    registry,
    indexer,
    async close() {
      await indexer.stop()
      await storage.close()
    },
  }
}

/** Every entry of `address`, newest first, reading page after page. */
async function history(storage: Storage, address: string): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = []
  let cursor: string | undefined
  do {
    const page = await storage.activity.page({ address, cursor })
    entries.push(...page.records.map((record) => record.entry))
    cursor = page.next ?? undefined
  } while (cursor)
  return entries
}

async function entryOf(storage: Storage, address: string, hash: Hash) {
  return (await history(storage, address)).find((entry) => entry.metadata.hash === hash)
}

async function mined(hash: Hash, rpcClient = client) {
  return rpcClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const wallet = (account: PrivateKeyAccount, rpcUrl = anvil.rpcUrl) =>
  createWalletClient({ account, chain: { ...foundry, id: 1 }, transport: http(rpcUrl) })

describe('Indexer', () => {
  const dbPath = join(directory, 'services.sqlite')
  let running: Running
  beforeAll(async () => {
    running = open(dbPath)
    await running.registry.prepareAll()
  })
  afterAll(() => running?.close())

  it('shows an ERC-20 transfer as a send for the sender and a receive for the receiver', async () => {
    const { GUSD } = await running.registry.tokens(1)
    const hash = await wallet(account0).writeContract({
      address: GUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ACCOUNT_1, parseUnits('1.5', 6)],
    })
    const receipt = await mined(hash)
    await running.indexer.catchUp()

    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const gusd = { name: 'Gangway USD', symbol: 'GUSD', icon: { url: '/public/getTokenImage/GUSD' } }
    const sent = await entryOf(running.storage, ACCOUNT_0, hash)
    expect(sent).toEqual({
      id: `eip155:1:${hash}`,
      metadata: {
        operationType: 'send',
        hash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: 'eip155:1',
        status: 'confirmed',
        sentFrom: ACCOUNT_0,
        sentTo: GUSD,
        nonce: 0,
      },
      transfers: [
        {
          fungible_info: gusd,
          nft_info: null,
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 1,
          value: 1.5,
        },
      ],
    })
    const received = await entryOf(running.storage, ACCOUNT_1.toLowerCase(), hash)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers).toEqual([{ ...sent!.transfers[0], direction: 'in' }])
  })

  it('shows a native send with the native coin, priced from the table', async () => {
    const hash = await wallet(account1).sendTransaction({ to: ACCOUNT_0, value: parseEther('0.25') })
    await mined(hash)
    await running.indexer.catchUp()
    const native = {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '/public/getTokenImage/ETH' } },
      nft_info: null,
      quantity: { numeric: '0.25' },
      price: 3000,
      value: 750,
    }
    const sent = await entryOf(running.storage, ACCOUNT_1, hash)
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentFrom: ACCOUNT_1, sentTo: ACCOUNT_0 })
    expect(sent?.transfers).toEqual([{ ...native, direction: 'out' }])
    const received = await entryOf(running.storage, ACCOUNT_0, hash)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers).toEqual([{ ...native, direction: 'in' }])
  })

  it('shows an approval to its owner only, with nothing transferred', async () => {
    const { GWT } = await running.registry.tokens(1)
    const hash = await wallet(account0).writeContract({
      address: GWT,
      abi: erc20Abi,
      functionName: 'approve',
      args: [ACCOUNT_1, parseUnits('5', 18)],
    })
    await mined(hash)
    await running.indexer.catchUp()
    const approved = await entryOf(running.storage, ACCOUNT_0, hash)
    expect(approved?.metadata).toMatchObject({ operationType: 'approve', status: 'confirmed', sentTo: GWT })
    expect(approved?.transfers).toEqual([])
    expect(await entryOf(running.storage, ACCOUNT_1, hash)).toBeUndefined()
  })

  it('lists the mints of the tokens and of the collection, with our images and not as spam', async () => {
    const contracts = { ...(await running.registry.tokens(1)), GNFT: await running.registry.collection(1) }
    const mints = (await history(running.storage, ACCOUNT_0)).filter(
      (entry) => entry.metadata.operationType === 'mint',
    )
    const collectionMint = mints.find((entry) => entry.metadata.sentTo === contracts.GNFT)
    expect(collectionMint?.metadata.sentFrom).toBe(deployer.address)
    expect(collectionMint?.transfers).toEqual(
      [1n, 3n, 5n].map((id) => ({
        fungible_info: null,
        nft_info: {
          name: `${COLLECTION.name} #${id}`,
          content: { preview: { url: `/public/nft/1/${contracts.GNFT.toLowerCase()}/${id}/image.svg` } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      })),
    )
    const gusdMint = mints.find((entry) => entry.metadata.sentTo === contracts.GUSD)
    expect(gusdMint?.transfers).toMatchObject([
      { quantity: { numeric: '10000' }, value: 10_000, direction: 'in' },
    ])
    // The deployer sees its deployments (the swap pool's too).
    const deployments = (await history(running.storage, deployer.address)).filter(
      (entry) => entry.metadata.operationType === 'deploy',
    )
    const deployed = [...Object.values(contracts), await running.registry.pool(1)]
    expect(deployments.map((entry) => entry.metadata.sentTo).sort()).toEqual(deployed.sort())
  })

  it('shows an NFT transfer with its image, and an NFT of a contract that is not ours as spam', async () => {
    const collection = await running.registry.collection(1)
    const hash = await wallet(account1).writeContract({
      address: collection,
      abi: GangwayCollectionAbi,
      functionName: 'transferFrom',
      args: [ACCOUNT_1, ACCOUNT_0, 2n],
    })
    await mined(hash)

    const strangerWallet = wallet(stranger)
    const deployed = await mined(
      await strangerWallet.deployContract({
        abi: GangwayCollectionAbi,
        bytecode: GangwayCollectionBytecode,
        args: ['Free Mint', 'FREE', 'https://example.com/', [stranger.address], 1n],
      }),
    )
    const airdrop = await strangerWallet.writeContract({
      address: deployed.contractAddress!,
      abi: GangwayCollectionAbi,
      functionName: 'transferFrom',
      args: [stranger.address, ACCOUNT_0, 1n],
    })
    await mined(airdrop)
    await running.indexer.catchUp()

    const received = await entryOf(running.storage, ACCOUNT_0, hash)
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers).toEqual([
      {
        fungible_info: null,
        nft_info: {
          name: `${COLLECTION.name} #2`,
          content: { preview: { url: `/public/nft/1/${collection.toLowerCase()}/2/image.svg` } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ])
    expect((await entryOf(running.storage, ACCOUNT_1, hash))?.metadata.operationType).toBe('send')
    const spam = await entryOf(running.storage, ACCOUNT_0, airdrop)
    expect(spam?.transfers).toEqual([
      {
        fungible_info: null,
        nft_info: { name: 'Free Mint #1', flags: { is_spam: true } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ])
  })

  it('lists a failed transaction for its sender as failed, with nothing transferred', async () => {
    const { GUSD } = await running.registry.tokens(1)
    // More than account 1 holds; the gas is given, so the wallet sends it instead of refusing to estimate.
    const hash = await wallet(account1).writeContract({
      address: GUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ACCOUNT_0, parseUnits('1000000', 6)],
      gas: 100_000n,
    })
    expect((await mined(hash)).status).toBe('reverted')
    await running.indexer.catchUp()
    const failed = await entryOf(running.storage, ACCOUNT_1, hash)
    expect(failed?.metadata).toMatchObject({ operationType: 'send', status: 'failed', sentTo: GUSD })
    expect(failed?.transfers).toEqual([])
    expect(await entryOf(running.storage, ACCOUNT_0, hash)).toBeUndefined()
  })

  it('polls: a mined transaction shows up without being asked', async () => {
    const polling = open(join(directory, 'polling.sqlite'), { pollIntervalMs: 50 })
    try {
      polling.indexer.start()
      const hash = await wallet(account0).sendTransaction({ to: ACCOUNT_1, value: 1n })
      await mined(hash)
      await vi.waitFor(async () => expect(await entryOf(polling.storage, ACCOUNT_1, hash)).toBeDefined(), {
        timeout: 10_000,
        interval: 50,
      })
    } finally {
      await polling.close()
    }
  })
})

describe('Indexer across restarts', () => {
  it('resumes after the stored block: nothing twice, and what was mined meanwhile is picked up', async () => {
    const dbPath = join(directory, 'restart.sqlite')
    const first = open(dbPath)
    await first.registry.prepareAll()
    const before = await wallet(account0).sendTransaction({ to: ACCOUNT_1, value: 2n })
    await mined(before)
    await first.indexer.catchUp()
    const cursor = await first.storage.activity.cursor(1)
    const countBefore = (await history(first.storage, ACCOUNT_0)).length
    await first.close()

    const whileDown = await wallet(account0).sendTransaction({ to: ACCOUNT_1, value: 3n })
    await mined(whileDown)

    const second = open(dbPath)
    try {
      const getBlock = vi.spyOn(second.registry.client(1), 'getBlock')
      await second.indexer.catchUp()
      // Only the cursor's block (to check the chain) and the blocks after it were read.
      const read = getBlock.mock.calls.map(([args]) => Number((args as { blockNumber: bigint }).blockNumber))
      expect(Math.min(...read)).toBe(cursor!.blockNumber)
      const entries = await history(second.storage, ACCOUNT_0)
      expect(entries).toHaveLength(countBefore + 1)
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
      expect(entries[0]?.metadata.hash).toBe(whileDown)
      expect(entries.filter((entry) => entry.metadata.hash === before)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it('drops a reset chain and indexes it again from block 0', async () => {
    const port = await getFreePort()
    const rpcUrl = `http://127.0.0.1:${port}`
    const rpcClient = createPublicClient({ transport: http(rpcUrl) })
    let node = await startAnvil({ chainId: 1, port })
    const lines: string[] = []
    const running = open(join(directory, 'reset.sqlite'), { rpcUrl, log: (line) => lines.push(line) })
    const { indexer } = running
    try {
      const old = await wallet(account0, rpcUrl).sendTransaction({ to: ACCOUNT_1, value: 5n })
      await mined(old, rpcClient)
      await indexer.catchUp()
      expect(await entryOf(running.storage, ACCOUNT_0, old)).toBeDefined()

      await node.stop()
      node = await startAnvil({ chainId: 1, port })
      const fresh = await wallet(account1, rpcUrl).sendTransaction({ to: ACCOUNT_0, value: 7n })
      await mined(fresh, rpcClient)
      await indexer.catchUp()
      expect(lines.some((line) => /chain 1 no longer has the indexed block/.test(line))).toBe(true)
      const entries = await history(running.storage, ACCOUNT_0)
      expect(entries.map((entry) => entry.metadata.hash)).toEqual([fresh])
      expect((await running.storage.activity.cursor(1))?.blockNumber).toBe(1)
    } finally {
      await running.close()
      await node.stop()
    }
  })
})
