import type { SIWXMessage, SIWXSession } from '@gangway/common'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { SIWXVerificationError, type SIWXVerificationReason } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { createMemoryNonceStore } from './nonce-store.js'
import { SIWXVerifier } from './verifier.js'
import { EIP155Verifier } from './verifiers/eip155-verifier.js'
import { type VerifySIWXSessionOptions, verifySIWXSession } from './verify-session.js'
import { signedSession } from './test/signed-session.js'

// anvil's default accounts 0 and 1: public keys, used only to sign.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const MINUTE = 60_000

// A contract account's check needs a chain; a tampered EOA signature falls through to it, so give it anvil.
const [chain] = inject('anvilChains')
const eip155 = new EIP155Verifier({
  getRpcUrl: (chainId) => (chainId === 'eip155:1' ? chain!.rpcUrl : undefined),
})

let nonceCounter = 0

/** A message signed by `account` (default: the signer) with the flow's own messenger. */
async function signIn(
  options: { now?: number; expiration?: number; notBefore?: string; account?: typeof signer } = {},
): Promise<SIWXSession> {
  const account = options.account ?? signer
  const messenger = new InformalMessenger({
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    statement: 'Sign in to Example',
    expiration: options.expiration,
    getNonce: async () => `nonce${++nonceCounter}x`,
    now: () => options.now ?? NOW,
  })
  const message = await messenger.createMessage({
    // The flow hands over the address as the wallet gave it, here lowercase; the text checksums it.
    accountAddress: account.address.toLowerCase(),
    chainId: 'eip155:1',
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
  })
  return signedSession(message, (text) => account.signMessage({ message: text }))
}

function verify(session: SIWXSession, options: Partial<VerifySIWXSessionOptions> = {}) {
  return verifySIWXSession(session, {
    verifiers: [eip155],
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    chainId: 'eip155:1',
    now: () => NOW,
    ...options,
  })
}

async function expectRefused(promise: Promise<unknown>, reason: SIWXVerificationReason) {
  const error = await promise.then(
    () => expect.unreachable('the session was accepted'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SIWXVerificationError)
  expect((error as SIWXVerificationError).reason).toBe(reason)
  return error as SIWXVerificationError
}

describe('verifySIWXSession', () => {
  it('accepts a genuine EIP-191 signature and returns the message’s fields', async () => {
    const session = await signIn({ expiration: 10 * MINUTE })
    const data = await verify(session, {
      address: signer.address.toLowerCase(),
      nonces: createMemoryNonceStore(),
    })
    expect(data.accountAddress).toBe(signer.address)
    expect(data).toMatchObject({
      domain: 'app.example.com',
      chainId: 'eip155:1',
      statement: 'Sign in to Example',
    })
    expect(data.expirationTime).toBe('2025-03-01T12:10:00.000Z')
  })

  it('refuses a tampered signature', async () => {
    const session = await signIn()
    const last = session.signature.slice(-4, -2) === '00' ? '01' : '00'
    const tampered = `${session.signature.slice(0, -4)}${last}${session.signature.slice(-2)}`
    await expectRefused(verify({ ...session, signature: tampered as `0x${string}` }), 'signature')
  })

  it('refuses another key’s signature of the same message', async () => {
    const session = await signIn()
    const signature = await stranger.signMessage({ message: session.message })
    await expectRefused(verify({ ...session, signature }), 'signature')
  })

  it('refuses a tampered message even when its data says the same', async () => {
    const session = await signIn()
    const message = session.message.replace('Sign in to Example', 'Sign in to Exampl3')
    const data = { ...session.data, statement: 'Sign in to Exampl3' }
    await expectRefused(verify({ ...session, message, data }), 'signature')
  })

  it('refuses data that is not what the message says', async () => {
    const session = await signIn()
    const error = await expectRefused(
      verify({ ...session, data: { ...session.data, nonce: 'another1' } }),
      'message-mismatch',
    )
    expect(error.shortMessage).toContain('nonce')
    await expectRefused(
      verify({ ...session, data: { ...session.data, accountAddress: stranger.address } }),
      'message-mismatch',
    )
  })

  it('refuses a message it cannot read', async () => {
    const session = await signIn()
    const error = await expectRefused(
      verify({ ...session, message: `${session.message}\nExtra: 1` }),
      'message-mismatch',
    )
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('refuses another domain, another origin, another chain and another account', async () => {
    const session = await signIn()
    await expectRefused(verify(session, { domain: 'evil.example.com' }), 'domain')
    await expectRefused(verify(session, { uri: 'https://evil.example.com/login' }), 'uri')
    await expectRefused(verify(session, { uri: 'http://app.example.com' }), 'uri')
    await expectRefused(verify(session, { chainId: 'eip155:137' }), 'chain')
    await expectRefused(verify(session, { address: stranger.address }), 'address')
    // The origin is what counts, not the path; the domain is a host, so its case does not matter.
    await expect(
      verify(session, { uri: 'https://app.example.com/other', domain: 'App.Example.com' }),
    ).resolves.toBeTruthy()
  })

  it('refuses an expired message', async () => {
    const session = await signIn({ now: NOW - 20 * MINUTE, expiration: 10 * MINUTE })
    await expectRefused(verify(session), 'expired')
  })

  it('refuses a message not valid yet', async () => {
    const session = await signIn({ notBefore: '2025-03-01T13:00:00.000Z' })
    await expectRefused(verify(session), 'not-yet-valid')
    await expect(verify(session, { now: () => Date.parse('2025-03-01T13:00:00.000Z') })).resolves.toBeTruthy()
  })

  it('refuses an issue time in the future beyond the clock skew, and one older than maxAgeMs', async () => {
    await expectRefused(verify(await signIn({ now: NOW + 2 * MINUTE })), 'issued-at')
    await expect(verify(await signIn({ now: NOW + 30_000 }))).resolves.toBeTruthy()
    await expectRefused(verify(await signIn({ now: NOW + 30_000 }), { clockSkewMs: 0 }), 'issued-at')
    const old = await signIn({ now: NOW - 10 * MINUTE })
    await expectRefused(verify(old, { maxAgeMs: 5 * MINUTE }), 'issued-at')
    await expect(verify(old, { maxAgeMs: 15 * MINUTE })).resolves.toBeTruthy()
  })

  it('refuses a replayed nonce, and consumes a nonce only once the signature is good', async () => {
    const nonces = createMemoryNonceStore(() => NOW)
    const session = await signIn()
    const forged = { ...session, signature: await stranger.signMessage({ message: session.message }) }
    await expectRefused(verify(forged, { nonces }), 'signature')
    await expect(verify(session, { nonces })).resolves.toBeTruthy()
    await expectRefused(verify(session, { nonces }), 'nonce-replayed')
  })

  it('remembers a nonce until the message expires, else for maxAgeMs, else for a day', async () => {
    const expiries: number[] = []
    const nonces = { consume: (_: string, expiresAt: number) => expiries.push(expiresAt) > 0 }
    await verify(await signIn({ expiration: 10 * MINUTE }), { nonces })
    await verify(await signIn(), { nonces, maxAgeMs: 5 * MINUTE })
    await verify(await signIn(), { nonces })
    expect(expiries).toEqual([NOW + 10 * MINUTE, NOW + 5 * MINUTE, NOW + 24 * 60 * MINUTE])
  })

  it('refuses a session no verifier takes', async () => {
    const session = await signIn()
    await expectRefused(verify(session, { verifiers: [] }), 'no-verifier')
    class SolanaOnly extends SIWXVerifier {
      readonly chainNamespace = 'solana' as const
      async verify() {
        return true
      }
    }
    await expectRefused(verify(session, { verifiers: [new SolanaOnly()] }), 'no-verifier')
  })

  it('turns a verifier that throws into a signature refusal carrying the cause', async () => {
    const cause = new Error('boom')
    class Broken extends SIWXVerifier {
      readonly chainNamespace = 'eip155' as const
      async verify(): Promise<boolean> {
        throw cause
      }
    }
    const error = await expectRefused(verify(await signIn(), { verifiers: [new Broken()] }), 'signature')
    expect(error.cause).toBe(cause)
  })

  it('compares the session’s fields one by one, optional ones included', async () => {
    const session = await signIn()
    const cases: Partial<SIWXMessage.Data>[] = [
      { statement: 'Other' },
      { requestId: 'r1' },
      { resources: ['https://app.example.com/terms'] },
      { expirationTime: '2025-03-01T12:10:00.000Z' },
    ]
    for (const change of cases) {
      await expectRefused(verify({ ...session, data: { ...session.data, ...change } }), 'message-mismatch')
    }
  })
})
