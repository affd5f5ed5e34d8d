import { createServer } from 'node:net'
import { solanaLocalnet } from '@gangway/common'
import { Keypair } from '@solana/web3.js'
import { type Hex, keccak256, parseGwei } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningServices, startServices } from '../../server.js'
import { getJson, injectFault, startTestServices } from '../../test/services.js'

const SOLANA = solanaLocalnet.caipNetworkId
const anvil1 = inject('servicesChains').find((chain) => chain.chainId === 1)!.rpcUrl

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ solana: { rpcUrl: inject('servicesSolanaRpcUrl') } })
})
afterAll(() => services?.stop())

interface RpcAnswer {
  jsonrpc: '2.0'
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

let nextId = 1
const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: nextId++, method, params })

function rpcUrl(chainId: string, projectId = 'gangway-sandbox', base = services.url): string {
  const url = new URL('/v1/rpc', base)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

function rpc<T = RpcAnswer>(chainId: string, body: unknown, projectId?: string, base?: string) {
  return getJson<T & { message?: string }>(rpcUrl(chainId, projectId, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The result of one allowed call, failing the test on an error. */
async function result<T>(chainId: string, method: string, params: unknown[] = []): Promise<T> {
  const { status, body } = await rpc(chainId, call(method, params))
  expect(status).toBe(200)
  expect(body.error).toBeUndefined()
  return body.result as T
}

/** Straight to the anvil, around the pass-through: what a test sets up. */
async function anvil(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(anvil1, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(call(method, params)),
  })
  return ((await response.json()) as RpcAnswer).result
}

const notAllowed = (id: unknown) => ({
  jsonrpc: '2.0',
  id,
  error: { code: -32601, message: 'Method not allowed' },
})

describe('POST /v1/rpc: the frame’s JSON-RPC pass-through', () => {
  it('answers eth_chainId from each EVM chain’s own node, with no sdk query', async () => {
    expect(await result('eip155:1', 'eth_chainId')).toBe('0x1')
    expect(await result('eip155:137', 'eth_chainId')).toBe('0x89')
    expect(await result('eip155:137', 'net_version')).toBe('137')
  })

  it('broadcasts a transaction signed with viem, which gets mined', async () => {
    // A fresh key funded on the anvil directly: no nonce shared with the other test files.
    const account = privateKeyToAccount(generatePrivateKey())
    const to = privateKeyToAccount(generatePrivateKey()).address
    await anvil('anvil_setBalance', [account.address, '0xde0b6b3a7640000'])
    const gasPrice = BigInt(await result<Hex>('eip155:1', 'eth_gasPrice'))
    const nonce = Number(
      await result<Hex>('eip155:1', 'eth_getTransactionCount', [account.address, 'pending']),
    )
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: 1,
      nonce,
      to,
      value: 12345n,
      gas: 21_000n,
      maxFeePerGas: gasPrice * 2n + parseGwei('1'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    const hash = await result<Hex>('eip155:1', 'eth_sendRawTransaction', [signed])
    expect(hash).toBe(keccak256(signed))
    let receipt: { status: Hex; blockNumber: Hex } | null = null
    for (let tries = 0; tries < 50 && !receipt; tries++) {
      receipt = await result('eip155:1', 'eth_getTransactionReceipt', [hash])
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receipt?.status).toBe('0x1')
    expect(await result('eip155:1', 'eth_getBalance', [to, 'latest'])).toBe('0x3039')
  })

  it('answers getLatestBlockhash from the Solana chain, under its genesis CAIP-2 id', async () => {
    const answer = await result<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
      SOLANA,
      'getLatestBlockhash',
      [{ commitment: 'confirmed' }],
    )
    expect(answer.value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(answer.value.lastValidBlockHeight).toBeGreaterThan(0)
  })

  it('refuses methods off the allow-list with -32601 (HTTP 200), and they never reach the node', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    for (const method of ['anvil_setBalance', 'eth_accounts', 'eth_sendTransaction', 'eth_sign']) {
      const request = call(method, [address, '0xde0b6b3a7640000'])
      expect(await rpc('eip155:1', request)).toEqual({ status: 200, body: notAllowed(request.id) })
    }
    // anvil_setBalance did not run.
    expect(await result('eip155:1', 'eth_getBalance', [address, 'latest'])).toBe('0x0')

    const owner = Keypair.generate().publicKey.toBase58()
    const airdrop = { ...call('requestAirdrop', [owner, 1_000_000_000]), id: 'drop' }
    expect(await rpc(SOLANA, airdrop)).toEqual({ status: 200, body: notAllowed('drop') })
    expect(await result<{ value: number }>(SOLANA, 'getBalance', [owner])).toMatchObject({ value: 0 })
    // Each chain has its own list: an EVM method is not a Solana one.
    const crossed = call('eth_chainId')
    expect((await rpc(SOLANA, crossed)).body).toEqual(notAllowed(crossed.id))
  })

  it('answers a batch call by call, in order, and refuses batches that are empty or over 20', async () => {
    const batch = [call('eth_chainId'), call('eth_accounts'), call('net_version')]
    const { status, body } = await rpc<RpcAnswer[]>('eip155:1', batch)
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: batch[0]!.id, result: '0x1' },
      notAllowed(batch[1]!.id),
      { jsonrpc: '2.0', id: batch[2]!.id, result: '1' },
    ])
    expect((await rpc('eip155:1', [])).status).toBe(400)
    const tooMany = await rpc(
      'eip155:1',
      Array.from({ length: 21 }, () => call('eth_chainId')),
    )
    expect(tooMany.status).toBe(400)
  })

  it('refuses an unknown chain with 400 Invalid chainId, and an unknown project as the directory does', async () => {
    for (const chainId of [
      'eip155:5',
      'eip155:01x',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:0',
      '',
    ]) {
      expect(await rpc(chainId, call('eth_chainId'))).toEqual({
        status: 400,
        body: { message: 'Invalid chainId' },
      })
    }
    expect(await rpc('eip155:1', call('eth_chainId'), 'no-such-project')).toEqual({
      status: 403,
      body: { message: 'Unauthorized: invalid key' },
    })
    const missing = await getJson<{ message: string }>(
      new URL('/v1/rpc?chainId=eip155:1', services.url).toString(),
      {
        method: 'POST',
        body: JSON.stringify(call('eth_chainId')),
      },
    )
    expect(missing.status).toBe(400)
  })

  it('refuses bodies that are not JSON-RPC 2.0 calls (400) or over 128 KB (413)', async () => {
    for (const body of [
      '{',
      { id: 1, method: 'eth_chainId' },
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' },
      [call('eth_chainId'), 'x'],
    ]) {
      const answer = await rpc('eip155:1', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(/^Invalid body: /)
    }
    const big = await rpc('eip155:1', call('eth_call', [{ data: `0x${'00'.repeat(70_000)}` }, 'latest']))
    expect(big).toEqual({ status: 413, body: { message: 'Request too large' } })
  })

  it('lets the frame origin call it (CORS), and can be faulted through /__test', async () => {
    const preflight = await fetch(rpcUrl('eip155:1'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8790',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    await injectFault(services.url, { route: '/v1/rpc', status: 503, times: 1 })
    expect((await rpc('eip155:1', call('eth_chainId'))).status).toBe(503)
    expect(await result('eip155:1', 'eth_chainId')).toBe('0x1')
  })
})

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('POST /v1/rpc with a node down', () => {
  it('answers 502 and names the chain', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`
    const lonely = await startServices({
      port: 0,
      mode: 'test',
      chains: [{ chainId: 1, rpcUrl: down }],
      solana: { rpcUrl: down },
      log: () => {},
    })
    try {
      expect(await rpc('eip155:1', call('eth_chainId'), undefined, lonely.url)).toEqual({
        status: 502,
        body: { message: 'Chain eip155:1 is unavailable' },
      })
      expect(await rpc(SOLANA, call('getLatestBlockhash'), undefined, lonely.url)).toEqual({
        status: 502,
        body: { message: `Chain ${SOLANA} is unavailable` },
      })
    } finally {
      await lonely.stop()
    }
  })
})

describe('POST /v1/rpc with a Solana alias', () => {
  it('reaches the local Solana chain under the id it stands in for, and still refuses other clusters', async () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const aliased = await startServices({
      port: 0,
      mode: 'test',
      chains: [],
      solana: { rpcUrl: inject('servicesSolanaRpcUrl'), aliases: [mainnet] },
      log: () => {},
    })
    try {
      const { status, body } = await rpc(mainnet, call('getLatestBlockhash'), undefined, aliased.url)
      expect(status).toBe(200)
      expect(body.result).toMatchObject({ value: { blockhash: expect.any(String) } })
      expect(
        (
          await rpc(
            'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
            call('getLatestBlockhash'),
            undefined,
            aliased.url,
          )
        ).status,
      ).toBe(400)
    } finally {
      await aliased.stop()
    }
  })
})
