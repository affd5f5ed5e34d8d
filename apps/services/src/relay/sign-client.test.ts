import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { ISignClient, SignClientTypes } from '@walletconnect/types'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices } from '../test/services.js'

type Storage = NonNullable<SignClientTypes.Options['storage']>

/** Each client keeps its own keys and sessions, as two apps on two devices would. */
class MemoryStorage implements Storage {
  #items = new Map<string, unknown>()
  async getKeys() {
    return [...this.#items.keys()]
  }
  async getEntries<T>() {
    return [...this.#items.entries()] as [string, T][]
  }
  async getItem<T>(key: string) {
    return this.#items.get(key) as T | undefined
  }
  async setItem<T>(key: string, value: T) {
    this.#items.set(key, value)
  }
  async removeItem(key: string) {
    this.#items.delete(key)
  }
}

const DAPP_ORIGIN = 'http://127.0.0.1:5173'
// anvil's account 0
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

function startClient(name: string) {
  return SignClient.init({
    projectId: 'gangway-sandbox',
    relayUrl: services.relayUrl,
    telemetryEnabled: false,
    // The SDK keeps one core per prefix in globalThis: a fresh prefix gives this client its own.
    customStoragePrefix: `${name}-${randomBytes(4).toString('hex')}`,
    storage: new MemoryStorage(),
    logger: 'error',
    metadata: { name, description: `Gangway relay test ${name}`, url: DAPP_ORIGIN, icons: [] },
  })
}

/**
 * What the hidden frame does for a dapp in a browser (the SDK only opens it there): load the stand-in's
 * attestation page and hand over the JWT it carries.
 */
async function attestInFrame({ id, decryptedId }: { id: string; decryptedId: string }): Promise<string> {
  const query = new URLSearchParams({ projectId: 'gangway-sandbox', origin: DAPP_ORIGIN, id, decryptedId })
  const page = await (await fetch(`${services.verifyUrl}/attestation?${query}`)).text()
  return /data-attestation="([^"]+)"/.exec(page)?.[1] ?? ''
}

async function stopClient(client: ISignClient) {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}

it('a dapp and a wallet SignClient 2.21.8 pair, settle a session and sign over the relay and verify stand-in, on loopback only', async () => {
  const requested: string[] = []
  const loopbackFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    requested.push(input instanceof Request ? input.url : String(input))
    return loopbackFetch(input, init)
  }
  const dapp = await startClient('dapp')
  const wallet = await startClient('wallet')
  dapp.core.verify.register = attestInFrame
  // What the lead sets on both clients: the SDK has no option for it.
  for (const client of [dapp, wallet]) {
    ;(client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = services.verifyUrl
  }
  try {
    const verified: unknown[] = []
    let approved: ReturnType<typeof wallet.approve> | undefined
    wallet.on('session_proposal', ({ id, verifyContext }) => {
      verified.push(verifyContext.verified)
      approved = wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${account.address}`],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params, verifyContext }) => {
      verified.push(verifyContext.verified)
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
    // The wallet hears the dapp's answer to the settlement.
    expect((await (await approved!).acknowledged()).topic).toBe(session.topic)

    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex('Hello from Gangway'), account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: 'Hello from Gangway', signature })).toBe(
      true,
    )

    const { body } = await getJson<{ connections: { clientId: string; topics: string[] }[] }>(
      `${services.url}/__test/relay`,
    )
    for (const client of [dapp, wallet]) {
      const clientId = await client.core.crypto.getClientId()
      const connection = body.connections.find((item) => item.clientId === clientId)
      expect(connection?.topics).toContain(session.topic)
    }
    // The wallet checked both attestations against the stand-in's key: it never asked the hosted service.
    expect(verified).toEqual([
      expect.objectContaining({ origin: DAPP_ORIGIN, validation: 'VALID' }),
      expect.objectContaining({ origin: DAPP_ORIGIN, validation: 'VALID' }),
    ])
    expect(requested).toContain(`${services.verifyUrl}/public-key`)
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
  } finally {
    globalThis.fetch = loopbackFetch
    await Promise.all([stopClient(dapp), stopClient(wallet)])
  }
})
