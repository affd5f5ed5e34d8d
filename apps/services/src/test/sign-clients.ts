import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { type Hex, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { RunningServices } from '../server.js'

type Storage = NonNullable<SignClientTypes.Options['storage']>
export type TestSignClient = Awaited<ReturnType<typeof SignClient.init>>

/** Each client keeps its own keys and sessions, as two apps on two devices would. */
export class MemoryStorage implements Storage {
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

export const DAPP_ORIGIN = 'http://127.0.0.1:5173'

/** A SignClient 2.21.8 on the services' relay, with its own storage and core. */
export function startSignClient(services: RunningServices, name: string) {
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
export function attestInFrame(services: RunningServices) {
  return async ({ id, decryptedId }: { id: string; decryptedId: string }): Promise<string> => {
    const query = new URLSearchParams({ projectId: 'gangway-sandbox', origin: DAPP_ORIGIN, id, decryptedId })
    const page = await (await fetch(`${services.verifyUrl}/attestation?${query}`)).text()
    return /data-attestation="([^"]+)"/.exec(page)?.[1] ?? ''
  }
}

/** Points both sides at the verify stand-in (the SDK has no option for it) and the dapp at its frame. */
export function useVerifyStandIn(
  services: RunningServices,
  dapp: TestSignClient,
  wallet: TestSignClient,
): void {
  dapp.core.verify.register = attestInFrame(services)
  for (const client of [dapp, wallet]) {
    ;(client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = services.verifyUrl
  }
}

export async function stopSignClient(client: TestSignClient) {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}

const NAMESPACES = { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] }

/**
 * The honest round trip: the wallet approves the dapp's proposal for `account`, then signs the dapp's
 * personal_sign request. Answers the signature the dapp received.
 */
export async function pairAndSign(
  dapp: TestSignClient,
  wallet: TestSignClient,
  account: PrivateKeyAccount,
  text: string,
): Promise<Hex> {
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: { eip155: { ...NAMESPACES, accounts: [`eip155:1:${account.address}`] } },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACES } })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  return dapp.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [toHex(text), account.address] },
  })
}
