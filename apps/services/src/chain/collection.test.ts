import { getFreePort, startAnvil } from '@gangway/testing/node'
import { createPublicClient, createWalletClient, getAddress, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { startTestServices } from '../test/services.js'
import { GangwayCollectionAbi } from './artifacts/GangwayCollection.js'
import { COLLECTION, COLLECTION_SIZE, TOKEN_HOLDERS } from './tokens.js'

// anvil's account 0 (its default mnemonic): holds ids 1, 3 and 5.
const holder = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

// Its own anvil: the transfer below spends account 0's nonce, which the shared anvils leave untouched.
let anvil: Awaited<ReturnType<typeof startAnvil>>
let services: RunningServices
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, port: await getFreePort() })
  services = await startTestServices({ chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }] })
})
afterAll(async () => {
  await services?.stop()
  await anvil?.stop()
})

describe('the ERC-721 collection', () => {
  it('/__test/deployments tells where the tokens and the collection are, and 404 for an unknown chain', async () => {
    const response = await fetch(`${services.url}/__test/deployments/1`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ...(await services.tokens(1)),
      [COLLECTION.key]: await services.collection(1),
    })
    expect((await fetch(`${services.url}/__test/deployments/5`)).status).toBe(404)
  })

  it('is deployed at start with ids minted round-robin to the test accounts', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const address = await services.collection(1)
    const read = <const F extends 'name' | 'symbol'>(functionName: F) =>
      client.readContract({ address, abi: GangwayCollectionAbi, functionName })
    expect(await read('name')).toBe(COLLECTION.name)
    expect(await read('symbol')).toBe(COLLECTION.symbol)
    for (let id = 1n; id <= COLLECTION_SIZE; id++) {
      const owner = await client.readContract({
        address,
        abi: GangwayCollectionAbi,
        functionName: 'ownerOf',
        args: [id],
      })
      expect(owner).toBe(TOKEN_HOLDERS[Number(id - 1n) % TOKEN_HOLDERS.length])
    }
    await expect(
      client.readContract({
        address,
        abi: GangwayCollectionAbi,
        functionName: 'ownerOf',
        args: [COLLECTION_SIZE + 1n],
      }),
    ).rejects.toThrow(/nonexistent token/)
    for (const interfaceId of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'] as const) {
      expect(
        await client.readContract({
          address,
          abi: GangwayCollectionAbi,
          functionName: 'supportsInterface',
          args: [interfaceId],
        }),
      ).toBe(true)
    }
    // The tokens keep the addresses of the deployer's first two nonces.
    expect(await services.tokens(1)).toEqual({
      GUSD: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      GWT: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    })
  })

  it('points tokenURI at metadata on the services, whose image is a generated SVG', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const address = await services.collection(1)
    const uri = await client.readContract({
      address,
      abi: GangwayCollectionAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe(`${services.url}/public/nft/1/${address.toLowerCase()}/2`)

    const metadata = await fetch(uri)
    expect(metadata.status).toBe(200)
    const body = (await metadata.json()) as { name: string; description: string; image: string }
    expect(body).toEqual({
      name: `${COLLECTION.name} #2`,
      description: expect.any(String),
      image: `${uri}/image.svg`,
    })

    const image = await fetch(body.image)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await image.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('>2</text>')

    expect((await fetch(`${services.url}/public/nft/1/${address}/${COLLECTION_SIZE + 1n}`)).status).toBe(404)
    expect((await fetch(`${services.url}/public/nft/1/${TOKEN_HOLDERS[0]}/1`)).status).toBe(404)
    expect((await fetch(`${services.url}/public/nft/5/${address}/1`)).status).toBe(404)
  })

  it('moves a token with transferFrom by its owner and emits Transfer', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ account: holder, transport: http(anvil.rpcUrl) })
    const address = await services.collection(1)
    const [from, to] = TOKEN_HOLDERS as [`0x${string}`, `0x${string}`]
    expect(getAddress(holder.address)).toBe(from)
    const hash = await wallet.writeContract({
      chain: null,
      address,
      abi: GangwayCollectionAbi,
      functionName: 'transferFrom',
      args: [from, to, 1n],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const [transfer] = parseEventLogs({
      abi: GangwayCollectionAbi,
      eventName: 'Transfer',
      logs: receipt.logs,
    })
    expect(transfer?.args).toEqual({ from, to, tokenId: 1n })
    expect(
      await client.readContract({ address, abi: GangwayCollectionAbi, functionName: 'ownerOf', args: [1n] }),
    ).toBe(to)
    expect(
      await client.readContract({
        address,
        abi: GangwayCollectionAbi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(COLLECTION.mintedPerHolder + 1n)
  })
})
