import { createBlockchainClient } from '@gangway/api/blockchain'
import type { HistoryResponse } from '@gangway/api/schemas'
import { TOKEN_HOLDERS } from '../chain/tokens.js'
import { type Address, parseEther } from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { evmSession, sessionsClient } from '../siwx/testing.js'
import { getJson, SDK_QUERY, startTestServices, withQuery } from '../test/services.js'
import { IDEMPOTENCY_MESSAGES } from './idempotency.js'

// The four POSTs that act (SPEC §7): each honours an Idempotency-Key, so a retry causes no second side effect.

const [ACCOUNT_0] = TOKEN_HOLDERS as [Address]
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let services: RunningServices
let gusd: string
beforeAll(async () => {
  services = await startTestServices()
  gusd = `eip155:1:${(await services.tokens(1)).GUSD}`
})
afterAll(() => services?.stop())

interface Answer {
  status: number
  replayed: string | null
  body: Record<string, unknown>
}

async function post(
  path: string,
  body: unknown,
  key?: string,
  params: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(withQuery(services.url, path, params), {
    method: 'POST',
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

const freshAccount = () => privateKeyToAccount(generatePrivateKey())

const onrampBody = (address: Address, fiat = 50) => ({
  destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
  partnerUserId: address,
  defaultExperience: 'buy',
  defaultNetwork: 'ethereum',
  presetFiatAmount: fiat,
})

/** The address's on-ramp purchases, as the history lists them. */
async function purchasesOf(address: Address): Promise<string[]> {
  const { body } = await getJson<HistoryResponse>(
    withQuery(services.url, `/v1/account/${address}/history`, { onramp: 'coinbase' }),
  )
  return body.data.map((entry) => entry.id)
}

describe('POST /v1/generators/onrampurl with an Idempotency-Key', () => {
  it('answers a repeat with the same URL and stores one purchase (without a key, each call is one)', async () => {
    const keyed = freshAccount().address
    const first = await post('/v1/generators/onrampurl', onrampBody(keyed), 'buy-1')
    const again = await post('/v1/generators/onrampurl', onrampBody(keyed), 'buy-1')
    expect(first).toMatchObject({ status: 200, replayed: null })
    expect(again).toEqual({ ...first, replayed: 'true' })
    expect(await purchasesOf(keyed)).toEqual([String(first.body.url).split('/').at(-1)])

    const unkeyed = freshAccount().address
    await post('/v1/generators/onrampurl', onrampBody(unkeyed))
    await post('/v1/generators/onrampurl', onrampBody(unkeyed))
    expect(await purchasesOf(unkeyed)).toHaveLength(2)
  })

  it('refuses the key with another body (422) and stores nothing for it', async () => {
    const address = freshAccount().address
    await post('/v1/generators/onrampurl', onrampBody(address), 'buy-2')
    expect(await post('/v1/generators/onrampurl', onrampBody(address, 60), 'buy-2')).toEqual({
      status: 422,
      replayed: null,
      body: { message: IDEMPOTENCY_MESSAGES.reused },
    })
    expect(await purchasesOf(address)).toHaveLength(1)
  })

  it('through the client: an answer lost on the way back is retried with the key, and one purchase is made', async () => {
    let lost = 0
    const client = createBlockchainClient({
      baseUrl: services.url,
      projectId: SDK_QUERY.projectId,
      sdkType: SDK_QUERY.st,
      sdkVersion: SDK_QUERY.sv,
      retryDelay: 1,
      // The services act on the first attempt; its answer never reaches the caller.
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        if (lost++ === 0) throw new TypeError('network connection lost')
        return response
      },
    })
    const address = freshAccount().address
    const { defaultExperience: _, ...params } = onrampBody(address)
    const url = await client.generateOnRampUrl(params)
    expect(lost).toBe(2)
    expect(await purchasesOf(address)).toEqual([url.split('/').at(-1)])
  })
})

describe('POST /v1/profile/account with an Idempotency-Key', () => {
  async function registration(account: LocalAccount, name: string) {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    return {
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }
  }
  const nameOf = async (address: Address) =>
    (await getJson<{ name: string }[]>(withQuery(services.url, `/v1/profile/reverse/${address}`))).body[0]
      ?.name

  it('a repeat answers as the first did and registers nothing again', async () => {
    const account = freshAccount()
    const suffix = account.address.slice(2, 10).toLowerCase()
    const first = await registration(account, `first${suffix}.reown.id`)
    expect(await post('/v1/profile/account', first, 'name-1')).toEqual({
      status: 200,
      replayed: null,
      body: { success: true },
    })
    // The address moves to another name; the repeat must not take the first one back.
    expect(
      (await post('/v1/profile/account', await registration(account, `second${suffix}.reown.id`))).status,
    ).toBe(200)
    expect(await post('/v1/profile/account', first, 'name-1')).toEqual({
      status: 200,
      replayed: 'true',
      body: { success: true },
    })
    expect(await nameOf(account.address)).toBe(`second${suffix}.reown.id`)
  })

  it('refuses the key with another registration (422)', async () => {
    const account = freshAccount()
    const suffix = account.address.slice(2, 10).toLowerCase()
    await post('/v1/profile/account', await registration(account, `mine${suffix}.reown.id`), 'name-2')
    const other = await registration(account, `other${suffix}.reown.id`)
    expect((await post('/v1/profile/account', other, 'name-2')).status).toBe(422)
    expect(await nameOf(account.address)).toBe(`mine${suffix}.reown.id`)
  })

  it('keeps keys per route: the on-ramp key used for a registration is another entry', async () => {
    const account = freshAccount()
    await post('/v1/generators/onrampurl', onrampBody(account.address), 'shared-key')
    const name = `shared${account.address.slice(2, 10).toLowerCase()}.reown.id`
    expect(await post('/v1/profile/account', await registration(account, name), 'shared-key')).toEqual({
      status: 200,
      replayed: null,
      body: { success: true },
    })
    expect(await nameOf(account.address)).toBe(name)
  })
})

describe('POST /v1/sessions/{id}/revoke with an Idempotency-Key', () => {
  async function signedIn() {
    const api = sessionsClient(services.url)
    const session = await evmSession((await api.nonce()).body.nonce, freshAccount())
    const created = await api.create(session)
    expect(created.status).toBe(201)
    return { id: created.body.id, proof: { pci: created.body.id, signature: session.signature } }
  }
  const revoke = (id: string, proof: unknown, key?: string) =>
    post(`/v1/sessions/${id}/revoke`, proof, key, { projectId: SDK_QUERY.projectId })

  it('a repeat of a revoke that succeeded answers success again, not 404 (without a key: 404)', async () => {
    const { id, proof } = await signedIn()
    expect(await revoke(id, proof, 'revoke-1')).toEqual({
      status: 200,
      replayed: null,
      body: { success: true },
    })
    expect(await revoke(id, proof, 'revoke-1')).toEqual({
      status: 200,
      replayed: 'true',
      body: { success: true },
    })
    expect((await revoke(id, proof)).status).toBe(404)
  })

  it('refuses the key for another session’s revoke (422), which stays live', async () => {
    const first = await signedIn()
    const second = await signedIn()
    await revoke(first.id, first.proof, 'revoke-2')
    expect((await revoke(second.id, second.proof, 'revoke-2')).status).toBe(422)
    expect((await getJson(withQuery(services.url, `/v1/sessions/${second.id}`))).status).toBe(200)
  })
})

describe('POST /v1/convert/build-transaction with an Idempotency-Key', () => {
  const build = (amount: string, key?: string) =>
    post(
      '/v1/convert/build-transaction',
      {
        projectId: SDK_QUERY.projectId,
        userAddress: ACCOUNT_0,
        amount,
        from: ETH,
        to: gusd,
        disableEstimate: true,
      },
      key,
    )

  it('a repeat gets the transaction the first call built', async () => {
    const amount = parseEther('0.01').toString()
    const first = await build(amount, 'swap-1')
    expect(first.status).toBe(200)
    expect(await build(amount, 'swap-1')).toEqual({ ...first, replayed: 'true' })
  })

  it('refuses the key with another amount (422)', async () => {
    await build(parseEther('0.01').toString(), 'swap-2')
    expect((await build(parseEther('0.02').toString(), 'swap-2')).status).toBe(422)
  })
})

describe('CORS', () => {
  it('lets a page send the Idempotency-Key header', async () => {
    const preflight = await fetch(new URL('/v1/generators/onrampurl', services.url), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key')
  })
})
