import { randomBytes } from 'node:crypto'
import { isUserRejection } from '@gangway/common'
import {
  createLabWallet,
  createMemoryKeyValueStorage,
  type LabWallet,
  verifyBitcoinMessage,
  verifyCosmosDirect,
  verifyPolkadotMessage,
  verifySolanaMessage,
} from '@gangway/testing/walletconnect'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { createPublicClient, createTestClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { startTestServices } from '../test/services.js'

type DappClient = Awaited<ReturnType<typeof SignClient.init>>

const DAPP_ORIGIN = 'http://127.0.0.1:5173'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const COSMOS = 'cosmos:cosmoshub-4'
const EVENTS = ['chainChanged', 'accountsChanged']

/** Every namespace the lab wallet holds, all optional, as Gangway's universal adapter proposes them. */
const OPTIONAL_NAMESPACES = {
  eip155: {
    chains: ['eip155:1', 'eip155:137'],
    // eth_signTransaction is approved but not performed: it shows how an unknown method is answered.
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTransaction'],
    events: EVENTS,
  },
  solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: EVENTS },
  polkadot: { chains: [POLKADOT], methods: ['polkadot_signMessage'], events: EVENTS },
  bip122: { chains: [BITCOIN], methods: ['signMessage'], events: EVENTS },
  cosmos: { chains: [COSMOS], methods: ['cosmos_signDirect', 'cosmos_getAccounts'], events: EVENTS },
}

// Keys no other test file spends from, so nonces and balances on the shared anvils stay this file's.
const eip155PrivateKeys = [generatePrivateKey(), generatePrivateKey()] as const
const chains = inject('servicesChains').map(({ chainId, rpcUrl }) => ({ id: chainId, rpcUrl }))
const mainnet = chains.find((chain) => chain.id === 1)!

let services: RunningServices
let wallet: LabWallet
let dapp: DappClient
let session: SessionTypes.Struct
const dappEvents: { name: string; data: unknown; chainId: string }[] = []

function startDapp() {
  return SignClient.init({
    projectId: 'gangway-sandbox',
    relayUrl: services.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `dapp-${randomBytes(4).toString('hex')}`,
    storage: createMemoryKeyValueStorage(),
    logger: 'error',
    metadata: { name: 'Lab dapp', description: 'Gangway lab wallet test', url: DAPP_ORIGIN, icons: [] },
  })
}

/** What the verify frame does for a dapp in a browser (the SDK opens it only there). */
async function attestInFrame({ id, decryptedId }: { id: string; decryptedId: string }): Promise<string> {
  const query = new URLSearchParams({ projectId: 'gangway-sandbox', origin: DAPP_ORIGIN, id, decryptedId })
  const page = await (await fetch(`${services.verifyUrl}/attestation?${query}`)).text()
  return /data-attestation="([^"]+)"/.exec(page)?.[1] ?? ''
}

async function stopDapp(client: DappClient) {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}

/** The dapp asks; the lab wallet approves the request as the user would. */
async function approved<T>(chainId: string, method: string, params: unknown): Promise<T> {
  const [result] = await Promise.all([
    dapp.request<T>({ topic: session.topic, chainId, request: { method, params } }),
    wallet.nextRequest().then((request) => wallet.approveRequest(request)),
  ])
  return result
}

const toBase64 = (text: string) => Buffer.from(text).toString('base64')

async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: number; message?: string }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error) => error,
  )
}

async function nextDappEvent(name: string) {
  const seen = dappEvents.length
  await expect.poll(() => dappEvents.slice(seen).find((event) => event.name === name)).toBeTruthy()
  return dappEvents.slice(seen).find((event) => event.name === name)!
}

beforeAll(async () => {
  services = await startTestServices()
  const testClient = createTestClient({ mode: 'anvil', transport: http(mainnet.rpcUrl) })
  for (const key of eip155PrivateKeys) {
    await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('10') })
  }
  wallet = await createLabWallet({
    relayUrl: services.relayUrl,
    verifyUrl: services.verifyUrl,
    projectId: 'gangway-sandbox',
    chains: { eip155: chains },
    eip155PrivateKeys,
  })
  dapp = await startDapp()
  dapp.core.verify.register = attestInFrame
  dapp.on('session_event', ({ params }) => dappEvents.push({ ...params.event, chainId: params.chainId }))

  const { uri, approval } = await dapp.connect({ optionalNamespaces: OPTIONAL_NAMESPACES })
  await wallet.pair(uri!)
  const proposal = await wallet.nextProposal()
  expect(proposal.dapp.name).toBe('Lab dapp')
  expect(proposal.verified).toMatchObject({ origin: DAPP_ORIGIN, validation: 'VALID' })
  ;[session] = await Promise.all([approval(), wallet.approveSession(proposal)])
})

afterAll(async () => {
  // The dapp answers the wallet's session_delete by unsubscribing over the relay, and emits the event only once that
  // is done. Stopping it or the relay earlier leaves its SDK retrying a closed relay after this file has ended.
  const dappDeleted = dapp && new Promise<void>((resolve) => dapp.once('session_delete', () => resolve()))
  await wallet?.disconnect()
  await Promise.race([dappDeleted, new Promise((resolve) => setTimeout(resolve, 5_000))])
  await Promise.all([wallet?.close(), dapp && stopDapp(dapp)])
  await services?.stop()
})

describe('lab wallet over the local relay', () => {
  it('settles a session with accounts in all five namespaces', () => {
    const { accounts } = wallet
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${accounts.eip155.address}`,
      `eip155:137:${accounts.eip155.address}`,
    ])
    expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA}:${accounts.solana.address}`])
    expect(session.namespaces.polkadot?.accounts).toEqual([`${POLKADOT}:${accounts.polkadot.address}`])
    expect(session.namespaces.bip122?.accounts).toEqual([`${BITCOIN}:${accounts.bip122.address}`])
    expect(session.namespaces.cosmos?.accounts).toEqual([`${COSMOS}:${accounts.cosmos.address}`])
    expect(wallet.sessions.map((s) => s.topic)).toEqual([session.topic])
  })

  it('personal_sign answers a signature viem verifies', async () => {
    const address = wallet.accounts.eip155.address as Hex
    const signature = await approved<Hex>('eip155:1', 'personal_sign', [toHex('Hello lab'), address])
    expect(await verifyMessage({ address, message: 'Hello lab', signature })).toBe(true)
  })

  it('eth_sendTransaction is signed locally and mined on anvil', async () => {
    const from = wallet.accounts.eip155.address as Hex
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await approved<Hex>('eip155:1', 'eth_sendTransaction', [
      { from, to, value: toHex(parseEther('0.5')) },
    ])
    const client = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase(), to: to.toLowerCase() })
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'))
  })

  it('solana_signMessage answers a base58 ed25519 signature', async () => {
    const message = new TextEncoder().encode('Hello Solana')
    const address = wallet.accounts.solana.address
    const { signature } = await approved<{ signature: string }>(SOLANA, 'solana_signMessage', {
      message: base58.encode(message),
      pubkey: address,
    })
    expect(verifySolanaMessage({ message, signature, address })).toBe(true)
  })

  it('polkadot_signMessage, bip122 signMessage and cosmos_signDirect answer verifiable signatures', async () => {
    const { polkadot, bip122, cosmos } = wallet.accounts
    const dot = await approved<{ signature: string }>(POLKADOT, 'polkadot_signMessage', {
      address: polkadot.address,
      message: 'Hello Polkadot',
    })
    expect(verifyPolkadotMessage({ ...dot, message: 'Hello Polkadot', address: polkadot.address })).toBe(true)

    const btc = await approved<{ address: string; signature: string }>(BITCOIN, 'signMessage', {
      address: bip122.address,
      message: 'Hello Bitcoin',
    })
    expect(btc.address).toBe(bip122.address)
    expect(verifyBitcoinMessage({ ...btc, message: 'Hello Bitcoin' })).toBe(true)

    const [account] = await approved<{ address: string; pubkey: string }[]>(COSMOS, 'cosmos_getAccounts', {})
    expect(account).toMatchObject({ address: cosmos.address, algo: 'secp256k1' })
    const signDoc = {
      chainId: 'cosmoshub-4',
      accountNumber: '7',
      bodyBytes: toBase64('body'),
      authInfoBytes: toBase64('auth'),
    }
    const atom = await approved<{ signature: { signature: string }; signed: unknown }>(
      COSMOS,
      'cosmos_signDirect',
      { signerAddress: cosmos.address, signDoc },
    )
    expect(atom.signed).toEqual(signDoc)
    expect(
      verifyCosmosDirect({ signDoc, signature: atom.signature.signature, publicKey: account!.pubkey }),
    ).toBe(true)
  })

  it('a rejected request rejects on the dapp side with the SDK error Gangway reads as a user rejection', async () => {
    const request = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex('no'), wallet.accounts.eip155.address] },
    })
    await wallet.rejectRequest(await wallet.nextRequest())
    const error = await rejectionOf(request)
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(isUserRejection(error)).toBe(true)
  })

  it('a method the wallet does not perform is answered with -32601', async () => {
    const request = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_signTransaction', params: [{}] },
    })
    await expect(wallet.approveRequest(await wallet.nextRequest())).rejects.toMatchObject({ code: -32601 })
    expect(await rejectionOf(request)).toMatchObject({ code: -32601 })
  })

  it('switchChain and changeAccount reach the dapp as session events', async () => {
    await wallet.switchChain('eip155', 137)
    expect(await nextDappEvent('chainChanged')).toEqual({
      name: 'chainChanged',
      data: 137,
      chainId: 'eip155:137',
    })

    // A chain the session lacks is added with a session update first.
    await wallet.switchChain('solana', SOLANA_DEVNET)
    expect(await nextDappEvent('chainChanged')).toMatchObject({ chainId: SOLANA_DEVNET })
    expect(dapp.session.get(session.topic).namespaces.solana?.chains).toContain(SOLANA_DEVNET)

    const before = wallet.accounts.eip155.address
    await wallet.changeAccount('eip155', 1)
    const after = privateKeyToAccount(eip155PrivateKeys[1]).address
    expect(wallet.accounts.eip155.address).toBe(after)
    expect(after).not.toBe(before)
    expect(await nextDappEvent('accountsChanged')).toEqual({
      name: 'accountsChanged',
      data: [`eip155:137:${after}`],
      chainId: 'eip155:137',
    })
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toEqual([
      `eip155:1:${after}`,
      `eip155:137:${after}`,
    ])
  })

  it('a rejected proposal rejects the dapp approval()', async () => {
    const other = await startDapp()
    try {
      const { uri, approval } = await other.connect({ optionalNamespaces: OPTIONAL_NAMESPACES })
      const settled = rejectionOf(approval())
      await wallet.pair(uri!)
      await wallet.rejectSession(await wallet.nextProposal())
      expect(await settled).toMatchObject({ code: 5000, message: 'User rejected.' })
      expect(wallet.pendingProposals).toEqual([])
    } finally {
      await stopDapp(other)
    }
  })
})
