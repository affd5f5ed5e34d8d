import type { CaipNetworkId } from '@gangway/common'
import type { SIWXSession } from '@gangway/common'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { DEFAULT_SIWX_STATEMENT, DefaultSIWX } from './default-siwx.js'
import { SIWXMessageError, SIWXVerificationError, type SIWXVerificationReason } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { LocalStorage } from './local-storage.js'
import { BIP122Verifier } from './verifiers/bip122-verifier.js'
import { EIP155Verifier } from './verifiers/eip155-verifier.js'
import { PolkadotVerifier } from './verifiers/polkadot-verifier.js'
import { SolanaVerifier } from './verifiers/solana-verifier.js'
import { signedSession, solanaSigner } from './test/signed-session.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// A signature that is not the EOA's own falls through to the contract-account check, which needs a chain.
const [chain] = inject('anvilChains')
const eip155 = new EIP155Verifier({
  getRpcUrl: (chainId) => (chainId === 'eip155:1' ? chain!.rpcUrl : undefined),
})

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  items: Map<string, string>
} {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

let nonceCounter = 0

function messenger(domain = 'app.example.com') {
  return new InformalMessenger({
    domain,
    uri: `https://${domain}/login`,
    statement: 'Sign in to Example',
    expiration: 10 * 60_000,
    getNonce: async () => `nonce${++nonceCounter}x`,
  })
}

function createSIWX(options: { required?: boolean; domain?: string } = {}) {
  return new DefaultSIWX({
    messenger: messenger(options.domain),
    verifiers: [eip155, new SolanaVerifier()],
    storage: new LocalStorage({ key: '@appkit/siwx', storage: memoryStorage() }),
    required: options.required,
  })
}

/** What the flow does: a message from the config, signed by the wallet. */
async function signIn(
  siwx: DefaultSIWX,
  account: PrivateKeyAccount,
  signer: PrivateKeyAccount = account,
): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  return signedSession(message, (text) => signer.signMessage({ message: text }))
}

async function signInSolana(siwx: DefaultSIWX): Promise<SIWXSession> {
  const { address, sign } = solanaSigner()
  return signedSession(await siwx.createMessage({ accountAddress: address, chainId: SOLANA_MAINNET }), sign)
}

async function expectRefused(promise: Promise<unknown>, reason: SIWXVerificationReason) {
  const error = await promise.then(
    () => expect.unreachable('the session was accepted'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SIWXVerificationError)
  expect((error as SIWXVerificationError).reason).toBe(reason)
}

const newAccount = () => privateKeyToAccount(generatePrivateKey())

describe('DefaultSIWX', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps a signed eip155 session and finds it by chain and address', async () => {
    const siwx = createSIWX()
    const account = newAccount()
    const session = await signIn(siwx, account)
    expect(session.data).toMatchObject({ domain: 'app.example.com', chainId: 'eip155:1' })

    await siwx.addSession(session)

    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([session])
    // The wallet may hand the address in another casing; eip155 addresses are the same account either way.
    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:137', account.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', newAccount().address)).toEqual([])
  })

  it('keeps a signed solana session', async () => {
    const siwx = createSIWX()
    const session = await signInSolana(siwx)

    await siwx.addSession(session)

    expect(await siwx.getSessions(SOLANA_MAINNET, session.data.accountAddress)).toEqual([session])
  })

  it('refuses a signature that is not the account’s and keeps nothing', async () => {
    const siwx = createSIWX()
    const account = newAccount()
    const forged = await signIn(siwx, account, newAccount())

    await expectRefused(siwx.addSession(forged), 'signature')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a message edited after signing and keeps nothing', async () => {
    const siwx = createSIWX()
    const account = newAccount()
    const session = await signIn(siwx, account)
    const edited = {
      ...session,
      message: session.message.replace('Sign in to Example', 'Sign in to Exemple'),
    }

    await expectRefused(siwx.addSession(edited), 'message-mismatch')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a genuine signature of a message for another domain', async () => {
    const siwx = createSIWX()
    const elsewhere = createSIWX({ domain: 'evil.example.com' })
    const account = newAccount()
    const session = await signIn(elsewhere, account)

    await expectRefused(siwx.addSession(session), 'domain')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('sets sessions all or nothing', async () => {
    const siwx = createSIWX()
    const [first, second, third] = [newAccount(), newAccount(), newAccount()]
    const kept = await signIn(siwx, first)
    await siwx.addSession(kept)
    const good = await signIn(siwx, second)
    const forged = await signIn(siwx, third, newAccount())

    await expectRefused(siwx.setSessions([good, forged]), 'signature')
    expect(await siwx.getSessions('eip155:1', first.address)).toEqual([kept])
    expect(await siwx.getSessions('eip155:1', second.address)).toEqual([])

    const solana = await signInSolana(siwx)
    await siwx.setSessions([good, solana])
    expect(await siwx.getSessions('eip155:1', first.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', second.address)).toEqual([good])
    expect(await siwx.getSessions(SOLANA_MAINNET, solana.data.accountAddress)).toEqual([solana])
  })

  it('revokes the sessions of one chain and address', async () => {
    const siwx = createSIWX()
    const [first, second] = [newAccount(), newAccount()]
    const session = await signIn(siwx, first)
    const other = await signIn(siwx, second)
    await siwx.addSession(session)
    await siwx.addSession(other)

    await siwx.revokeSession('eip155:1', first.address.toLowerCase())

    expect(await siwx.getSessions('eip155:1', first.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', second.address)).toEqual([other])
  })

  it('is optional and signs out on disconnect unless told otherwise', () => {
    const siwx = createSIWX()
    expect(siwx.getRequired()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)

    const strict = new DefaultSIWX({ messenger: messenger(), required: true, signOutOnDisconnect: false })
    expect(strict.getRequired()).toBe(true)
    expect(strict.signOutOnDisconnect).toBe(false)
  })

  it('builds its defaults from the page: location, localStorage and the four verifiers', async () => {
    const storage = memoryStorage()
    vi.stubGlobal('location', {
      host: 'shop.example.com:8443',
      href: 'https://shop.example.com:8443/cart?x=1',
    })
    vi.stubGlobal('localStorage', storage)

    const siwx = new DefaultSIWX()

    expect(siwx.messenger).toBeInstanceOf(InformalMessenger)
    expect(siwx.messenger).toMatchObject({
      domain: 'shop.example.com:8443',
      uri: 'https://shop.example.com:8443/cart?x=1',
      statement: DEFAULT_SIWX_STATEMENT,
    })
    expect(siwx.verifiers.map((verifier) => verifier.constructor)).toEqual([
      EIP155Verifier,
      SolanaVerifier,
      BIP122Verifier,
      PolkadotVerifier,
    ])
    expect(siwx.storage).toBeInstanceOf(LocalStorage)
    expect((siwx.storage as LocalStorage).key).toBe('@appkit/siwx')

    const input = { accountAddress: newAccount().address, chainId: 'eip155:1' as CaipNetworkId }
    const [a, b] = [await siwx.createMessage(input), await siwx.createMessage(input)]
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(b.nonce).not.toBe(a.nonce)

    // An EOA's signature verifies offline, so the default verifiers need no RPC for it.
    const account = newAccount()
    const session = await signIn(siwx, account)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([session])
    expect(JSON.parse(storage.items.get('@appkit/siwx')!)).toEqual([session])
  })

  it('says so when there is no page to take the default messenger’s domain from', () => {
    expect(globalThis.location).toBeUndefined()
    const build = () => new DefaultSIWX()
    expect(build).toThrow(SIWXMessageError)
    expect(build).toThrow(/no page location/)
    // With its own messenger, a server builds one fine.
    expect(() => new DefaultSIWX({ messenger: messenger() })).not.toThrow()
  })
})
