import { evmCoinType, type NameRecord } from '@gangway/api'
import { ANVIL_PRIVATE_KEY } from '@gangway/testing'
import { type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServices } from '../server.js'
import { getJson, startTestServices, withQuery } from '../test/services.js'

// anvil's default mnemonic: account 0 is seeded as gangway.reown.id; 1, 3 and 4 start with no name.
const account0 = privateKeyToAccount(ANVIL_PRIVATE_KEY)
const account1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const account3 = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const account4 = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')

const CHAIN_1 = evmCoinType(1)
const now = () => Math.floor(Date.now() / 1000)

let services: RunningServices
beforeAll(async () => {
  // Names need no chain: signatures are checked off-chain.
  services = await startTestServices({ chains: [] })
})
afterAll(() => services.stop())

interface Registration {
  name: string
  timestamp?: number
  attributes?: Record<string, string>
  coinType?: number
  /** Who signs; the body names `account` as the address. */
  signer?: LocalAccount
}

/** POSTs a registration of `name` for `account`, signed by it (or by `signer`) as the modal does. */
async function register(account: LocalAccount, registration: Registration) {
  const { name, timestamp = now(), attributes = {}, coinType = CHAIN_1, signer = account } = registration
  const message = JSON.stringify({ name, attributes, timestamp })
  const signature = await signer.signMessage({ message })
  return post({ coin_type: coinType, address: account.address, message, signature })
}

function post(body: unknown) {
  return getJson<{ success?: boolean; message?: string }>(withQuery(services.url, '/v1/profile/account'), {
    method: 'POST',
    body: JSON.stringify(body),
  })
}

const lookup = (name: string, params: Record<string, string> = { apiVersion: '2' }) =>
  getJson<NameRecord & { message?: string }>(withQuery(services.url, `/v1/profile/account/${name}`, params))
const reverse = (address: string) =>
  getJson<NameRecord[]>(withQuery(services.url, `/v1/profile/reverse/${address}`, { apiVersion: '2' }))
const identity = async (address: string) =>
  (await getJson<{ name: string | null }>(withQuery(services.url, `/v1/identity/${address}`))).body.name
const suggestions = async (name: string, params: Record<string, string> = {}) =>
  getJson<{ suggestions: { name: string; registered: boolean }[]; message?: string }>(
    withQuery(services.url, `/v1/profile/suggestions/${name}`, params),
  )

describe('POST /v1/profile/account', () => {
  it('registers a name signed by its address: lookup, reverse lookup and identity return it', async () => {
    const before = now()
    expect(await register(account1, { name: 'alice.reown.id', attributes: { bio: 'hi' } })).toEqual({
      status: 200,
      body: { success: true },
    })
    const { status, body } = await lookup('alice.reown.id')
    expect(status).toBe(200)
    expect(body).toEqual({
      name: 'alice.reown.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      // The address resolves on Ethereum's coin type and on the chain it was registered from.
      addresses: { '60': { address: account1.address }, [CHAIN_1]: { address: account1.address } },
      attributes: { bio: 'hi' },
    })
    expect(body.registered).toBeGreaterThanOrEqual(before)
    expect(body.updated).toBe(body.registered)
    expect((await reverse(account1.address.toLowerCase())).body).toEqual([body])
    expect(await identity(account1.address)).toBe('alice.reown.id')
  })

  it('keeps one name per address: registering another replaces it; names are lower case', async () => {
    expect((await register(account3, { name: 'first-name.reown.id' })).status).toBe(200)
    expect((await register(account3, { name: 'Second-Name.WCN.id', coinType: 60 })).status).toBe(200)
    expect((await lookup('first-name.reown.id')).status).toBe(404)
    const { body } = await lookup('SECOND-NAME.wcn.id')
    expect(body).toMatchObject({
      name: 'second-name.wcn.id',
      addresses: { '60': { address: account3.address } },
    })
    expect(Object.keys(body.addresses)).toEqual(['60'])
    expect((await reverse(account3.address)).body.map((record) => record.name)).toEqual([
      'second-name.wcn.id',
    ])
    expect(await identity(account3.address)).toBe('second-name.wcn.id')
    // The freed name is anyone's again.
    expect((await register(account4, { name: 'first-name.reown.id' })).status).toBe(200)
  })

  it('replaces the seeded name of account 0 when it registers its own', async () => {
    expect(await identity(account0.address)).toBe('gangway.reown.id')
    expect((await register(account0, { name: 'gangway-zero.reown.id' })).status).toBe(200)
    expect(await identity(account0.address)).toBe('gangway-zero.reown.id')
    expect((await lookup('gangway.reown.id')).status).toBe(404)
  })

  it('409: a name another address holds', async () => {
    expect((await register(account4, { name: 'taken-name.reown.id' })).status).toBe(200)
    const { status, body } = await register(account1, { name: 'Taken-Name.reown.id' })
    expect(status).toBe(409)
    expect(body.message).toMatch(/already registered/)
    expect((await lookup('taken-name.reown.id')).body.addresses['60']).toEqual({ address: account4.address })
  })

  it('401: a message signed by another key, or a signature that is not one', async () => {
    const forged = await register(account1, { name: 'forged-name.reown.id', signer: account4 })
    expect(forged.status).toBe(401)
    expect(forged.body.message).toMatch(/signature/i)
    const message = JSON.stringify({ name: 'forged-name.reown.id', timestamp: now() })
    expect(
      (await post({ coin_type: CHAIN_1, address: account1.address, message, signature: '0x01' })).status,
    ).toBe(401)
    expect((await lookup('forged-name.reown.id')).status).toBe(404)
  })

  it.each([
    ['a label under 4 characters', 'abc.reown.id', /letters, digits and hyphens only, at least 4/],
    ['a space', 'al ice.reown.id', /letters, digits and hyphens only/],
    ['a dot in the label', 'sub.alice.reown.id', /letters, digits and hyphens only/],
    ['another suffix', 'alice.eth', /ends with \.reown\.id or \.wcn\.id/],
    ['no suffix', 'alicealice', /ends with/],
    ['more than 128 characters', `${'a'.repeat(120)}.reown.id`, /at most 128 characters/],
  ])('400: a name with %s', async (_case, name, reason) => {
    const { status, body } = await register(account1, { name })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid name/)
    expect(body.message).toMatch(reason)
  })

  it('400: a timestamp more than 10 minutes old or in the future', async () => {
    const old = await register(account1, { name: 'late-name.reown.id', timestamp: now() - 10 * 60 - 5 })
    expect(old).toEqual({ status: 400, body: { message: expect.stringMatching(/more than 10 minutes old/) } })
    const future = await register(account1, { name: 'early-name.reown.id', timestamp: now() + 120 })
    expect(future).toEqual({ status: 400, body: { message: expect.stringMatching(/in the future/) } })
    // Just inside the window is fine.
    expect((await register(account1, { name: 'late-name.reown.id', timestamp: now() - 9 * 60 })).status).toBe(
      200,
    )
  })

  it("400 'Invalid chainId': a coin type that is not an EVM chain's", async () => {
    for (const coinType of [0, 501, 2 ** 31 - 1, 2 ** 32]) {
      const { status, body } = await register(account1, { name: 'chain-name.reown.id', coinType })
      expect([coinType, status, body.message]).toEqual([coinType, 400, 'Invalid chainId'])
    }
  })

  it('400: a body or message that breaks its shape', async () => {
    const valid = { coin_type: CHAIN_1, address: account1.address, message: '{}', signature: '0x01' }
    for (const key of Object.keys(valid)) {
      expect((await post({ ...valid, [key]: undefined })).status).toBe(400)
    }
    expect((await post({ ...valid, address: 'not-an-address' })).body.message).toMatch(/not an EVM address/)
    const sign = async (message: string) =>
      post({ ...valid, message, signature: await account1.signMessage({ message }) })
    expect((await sign('not json')).body).toEqual({ message: 'Invalid message: not JSON' })
    expect((await sign(JSON.stringify({ name: 'shape-name.reown.id' }))).body.message).toMatch(/timestamp/)
    const manyAttributes = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v']))
    const tooMany = JSON.stringify({
      name: 'shape-name.reown.id',
      attributes: manyAttributes,
      timestamp: now(),
    })
    expect((await sign(tooMany)).status).toBe(400)
    // SPEC §7: the sdk query is required.
    const bare = await getJson(`${services.url}/v1/profile/account`, {
      method: 'POST',
      body: JSON.stringify(valid),
    })
    expect(bare.status).toBe(400)
  })
})

describe('GET /v1/profile/account/{name} and /v1/profile/reverse/{address}', () => {
  it('404 for an unknown name; 400 for an apiVersion other than 2', async () => {
    expect(await lookup('nobody-here.reown.id')).toEqual({ status: 404, body: { message: 'Name not found' } })
    expect((await lookup('gangway-zero.reown.id', { apiVersion: '1' })).status).toBe(400)
    expect((await lookup('gangway-zero.reown.id', {})).status).toBe(200)
  })

  it('an empty list for an address with no name, and for one that is not EVM', async () => {
    const unnamed = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')
    expect(await reverse(unnamed.address)).toEqual({ status: 200, body: [] })
    expect(await reverse('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toEqual({ status: 200, body: [] })
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  it('offers the name asked for in the zone, then free variants, all valid', async () => {
    const { status, body } = await suggestions('newcomer', { zone: 'reown.id' })
    expect(status).toBe(200)
    expect(body.suggestions[0]).toEqual({ name: 'newcomer.reown.id', registered: false })
    expect(body.suggestions).toHaveLength(5)
    for (const suggestion of body.suggestions.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(/^newcomer[-a-z0-9]+\.reown\.id$/)
    }
    expect(new Set(body.suggestions.map((suggestion) => suggestion.name)).size).toBe(5)
  })

  it('marks the asked name registered and leaves registered variants out', async () => {
    expect((await register(account4, { name: 'popular1.reown.id' })).status).toBe(200)
    expect((await register(account3, { name: 'popular.reown.id' })).status).toBe(200)
    const { body } = await suggestions('Popular.reown.id')
    expect(body.suggestions[0]).toEqual({ name: 'popular.reown.id', registered: true })
    const names = body.suggestions.map((suggestion) => suggestion.name)
    expect(names).not.toContain('popular1.reown.id')
    expect(names.slice(1).every((name) => name.startsWith('popular'))).toBe(true)
  })

  it('uses the zone asked (default reown.id) and only names that follow the rules', async () => {
    const wcn = (await suggestions('zoned-name', { zone: 'wcn.id' })).body.suggestions
    expect(wcn[0]).toEqual({ name: 'zoned-name.wcn.id', registered: false })
    expect(wcn.every((suggestion) => suggestion.name.endsWith('.wcn.id'))).toBe(true)
    expect((await suggestions('zoned-name')).body.suggestions[0]?.name).toBe('zoned-name.reown.id')
    // Too short to register as asked: only longer variants, each a valid name.
    const short = (await suggestions('ab')).body.suggestions.map((suggestion) => suggestion.name)
    expect(short.length).toBeGreaterThan(0)
    expect(short).not.toContain('ab.reown.id')
    for (const name of short) expect(name).toMatch(/^[a-z0-9-]{4,}\.reown\.id$/)
    expect((await suggestions('!!!')).body.suggestions).toEqual([])
    expect((await suggestions('alice', { zone: 'example.com' })).status).toBe(400)
  })
})
