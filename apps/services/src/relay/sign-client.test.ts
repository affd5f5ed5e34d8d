import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices } from '../test/services.js'
import { DAPP_ORIGIN, startSignClient, stopSignClient, useVerifyStandIn } from '../test/sign-clients.js'

// anvil's account 0
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

let services: RunningServices
beforeAll(async () => {
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

it('a dapp and a wallet SignClient 2.21.8 pair, settle a session and sign over the relay and verify stand-in, on loopback only', async () => {
  const requested: string[] = []
  const loopbackFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    requested.push(input instanceof Request ? input.url : String(input))
    return loopbackFetch(input, init)
  }
  const dapp = await startSignClient(services, 'dapp')
  const wallet = await startSignClient(services, 'wallet')
  useVerifyStandIn(services, dapp, wallet)
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
    await Promise.all([stopSignClient(dapp), stopSignClient(wallet)])
  }
})
