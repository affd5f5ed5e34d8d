import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { getFreePorts } from '@gangway/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadServicesConfig } from './config-load.js'
import { configuredWalletRecords } from './directory/configured-wallets.js'
import { HOSTILE_WALLET_IDS } from './directory/hostile-wallets.js'
import { fromFrame } from './frame/social/testing.js'
import { type RunningServices, startServices } from './server.js'
import { getJson, TEST_FRAME_KEY_SECRET } from './test/services.js'

// Attacker's view of a production server started the way an operator would (no mode named): every stand-in
// a development server offers must be absent, not merely unused.

const APP_ORIGIN = 'https://app.example'
const PROJECT = 'operator-project'
const SANDBOX = 'gangway-sandbox'
const SDK = { projectId: PROJECT, st: 'appkit', sv: 'html-wagmi-0.0.0' }
/** anvil account 0, named `gangway.reown.id` by the development seed. */
const SEEDED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A tiny EVM node that records every method it is asked: it answers as a chain with one funded account. */
async function recordingNode(): Promise<{ url: string; methods: string[]; close(): Promise<void> }> {
  const methods: string[] = []
  const block = {
    number: '0x0',
    hash: `0x${'11'.repeat(32)}`,
    parentHash: `0x${'00'.repeat(32)}`,
    timestamp: '0x0',
    transactions: [],
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    baseFeePerGas: '0x1',
    logsBloom: `0x${'00'.repeat(256)}`,
  }
  const results: Record<string, unknown> = {
    eth_chainId: '0x1',
    eth_blockNumber: '0x0',
    eth_getBlockByNumber: block,
    eth_getBlockByHash: block,
    eth_getBalance: '0xde0b6b3a7640000',
    eth_getCode: '0x',
    eth_getLogs: [],
  }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const calls = [JSON.parse(body)].flat() as { id: number; method: string }[]
      const answers = calls.map(({ id, method }) => {
        methods.push(method)
        return method in results
          ? { jsonrpc: '2.0', id, result: results[method] }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
      })
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Whether anything accepts a TCP connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sdkUrl = (base: string, path: string, params: Record<string, string> = {}) =>
  `${base}${path}?${new URLSearchParams({ ...SDK, ...params })}`

let node: Awaited<ReturnType<typeof recordingNode>>
let services: RunningServices
let smtpPort: number
let oauthPort: number

beforeAll(async () => {
  node = await recordingNode()
  ;[smtpPort, oauthPort] = (await getFreePorts(2)) as [number, number]
  // As the CLI does: the environment only, no mode named. SMTP_PORT and OAUTH_PORT are the ports the
  // development stand-ins would take.
  const options = loadServicesConfig({
    defaultDbPath: ':memory:',
    env: {
      SERVICES_PORT: '0',
      SERVICES_PROJECTS: JSON.stringify({ [PROJECT]: [APP_ORIGIN] }),
      FRAME_KEY_SECRET: TEST_FRAME_KEY_SECRET,
      RPC_1: node.url,
      SMTP_PORT: String(smtpPort),
      OAUTH_PORT: String(oauthPort),
    },
  })
  const wallets = configuredWalletRecords([{ id: 'operator-wallet', name: 'Operator Wallet' }])
  services = await startServices({ ...options, wallets, log: () => {} })
})

afterAll(async () => {
  await services?.stop()
  await node?.close()
})

describe('a production server (no mode named)', () => {
  it('runs in production', () => {
    expect(services.mode).toBe('production')
  })

  it('has no verify stand-in', async () => {
    expect((await fetch(`${services.verifyUrl}/public-key`)).status).toBe(404)
    const attestation = `${services.verifyUrl}/attestation?${new URLSearchParams({ id: 'a'.repeat(64), origin: APP_ORIGIN })}`
    expect((await fetch(attestation)).status).toBe(404)
  })

  it('has no test checkout: the URL generator hands out nothing, the checkout page is not there', async () => {
    const generated = await getJson(sdkUrl(services.url, '/v1/generators/onrampurl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        destinationWallets: [{ address: SEEDED_ADDRESS, blockchains: ['ethereum'] }],
        partnerUserId: 'someone',
        defaultExperience: 'buy',
        defaultNetwork: 'ethereum',
        presetFiatAmount: 50,
      }),
    })
    expect(generated).toEqual({
      status: 503,
      body: { message: 'The on-ramp has no checkout on this server' },
    })
    const page = await fetch(`${services.url}/onramp/checkout/00000000-0000-4000-8000-000000000000`)
    expect(page.status).toBe(404)
  })

  it('lists the well-known and configured wallets, no generated and no hostile one', async () => {
    const { body } = await getJson<{ data: { id: string; name: string }[]; count: number }>(
      sdkUrl(services.url, '/getWallets', { entries: '100' }),
    )
    expect(body.count).toBe(body.data.length)
    expect(body.count).toBeLessThan(40)
    expect(body.data.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining(['MetaMask', 'Operator Wallet']),
    )
    const hostile = new Set<string>(Object.values(HOSTILE_WALLET_IDS))
    expect(body.data.filter((wallet) => hostile.has(wallet.id) || / Wallet \d+$/.test(wallet.name))).toEqual(
      [],
    )
  })

  it('has no seeded name', async () => {
    expect(await getJson(sdkUrl(services.url, `/v1/identity/${SEEDED_ADDRESS}`))).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
    const lookup = await fetch(
      sdkUrl(services.url, '/v1/profile/account/gangway.reown.id', { apiVersion: '2' }),
    )
    expect(lookup.status).toBe(404)
  })

  it('knows its configured project only: the sandbox and bench projects are refused', async () => {
    for (const projectId of [SANDBOX, 'gangway-bench']) {
      const origins = await getJson(`${services.url}/projects/v1/origins?projectId=${projectId}`)
      expect(origins).toEqual({ status: 403, body: { message: 'Unauthorized: invalid key' } })
    }
    expect(await getJson(`${services.url}/projects/v1/origins?projectId=${PROJECT}`)).toEqual({
      status: 200,
      body: { allowedOrigins: [APP_ORIGIN] },
    })
  })

  it('runs no OAuth stand-in: nothing listens on its port and no provider is registered', async () => {
    expect(await listening(oauthPort)).toBe(false)
    const social = await fromFrame(services.url, '/frame/v1/social/start', {
      body: { provider: 'github', appOrigin: APP_ORIGIN },
    })
    expect(social).toEqual({ status: 400, body: { message: 'Sign-in with github is not configured' } })
  })

  it('runs no SMTP sink and has no mail to read', async () => {
    expect(await listening(smtpPort)).toBe(false)
    expect((await fetch(`${services.url}/__test/mail`)).status).toBe(404)
  })

  it('has no Farcaster relay stand-in and no approver', async () => {
    const relay = await fetch(`${services.url}/farcaster-relay/v1/channel`, { method: 'POST', body: '{}' })
    expect(relay.status).toBe(404)
    const approve = await fetch(`${services.url}/__test/farcaster/approve`, {
      method: 'POST',
      body: JSON.stringify({ url: 'farcaster://connect?channelToken=x' }),
    })
    expect(approve.status).toBe(404)
  })

  it('reads its chain as it is: native balances, and never an anvil_* call or a deployment', async () => {
    const { status, body } = await getJson<{ balances: { symbol: string; quantity: { numeric: string } }[] }>(
      sdkUrl(services.url, `/v1/account/${SEEDED_ADDRESS}/balance`, { currency: 'usd', chainId: 'eip155:1' }),
    )
    expect(status).toBe(200)
    expect(body.balances.map((line) => [line.symbol, line.quantity.numeric])).toEqual([['ETH', '1']])
    expect(node.methods).toContain('eth_getBalance')
    expect(node.methods.filter((method) => method.startsWith('anvil_'))).toEqual([])
    expect(node.methods).not.toContain('eth_sendRawTransaction')
    expect(node.methods).not.toContain('eth_sendTransaction')
  })

  it('hides what needs the test contracts: no NFTs held, swaps offered nowhere', async () => {
    expect(
      await getJson(sdkUrl(services.url, `/v1/account/${SEEDED_ADDRESS}/nfts`, { chainId: 'eip155:1' })),
    ).toEqual({ status: 200, body: { data: [] } })
    expect(await getJson(sdkUrl(services.url, '/v1/convert/tokens', { chainId: 'eip155:1' }))).toEqual({
      status: 400,
      body: { message: 'Network not supported for Swaps' },
    })
  })

  it('still serves health and readiness', async () => {
    expect(await getJson(`${services.url}/readyz`)).toEqual({ status: 200, body: { status: 'ok' } })
  })
})
