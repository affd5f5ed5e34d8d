import type { CaipNetworkId, SIWXSession } from '@gangway/common'
import { createBitcoinTestWallet, createSolanaTestWallet, solanaTestSecretKey } from '@gangway/testing'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { base58, base64 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { SIWXVerificationError, type SIWXVerificationReason } from './errors.js'
import { InformalMessenger } from './informal-messenger.js'
import { createMemoryNonceStore } from './nonce-store.js'
import { BIP122Verifier } from './verifiers/bip122-verifier.js'
import { EIP155Verifier } from './verifiers/eip155-verifier.js'
import { PolkadotVerifier } from './verifiers/polkadot-verifier.js'
import { SolanaVerifier } from './verifiers/solana-verifier.js'
import { verifySIWXSession } from './verify-session.js'

const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const MINUTE = 60_000
const DOMAIN = 'app.example.com'
const ORIGIN = 'https://app.example.com'
const utf8 = (text: string) => new TextEncoder().encode(text)

// A genuine EOA signature recovers offline; a tampered one falls through to the contract-account check, which
// needs a chain: give it the project's anvil, so the refusal is the chain's answer, not a missing RPC.
const [chain] = inject('anvilChains')
const verifiers = [
  new EIP155Verifier({ getRpcUrl: (chainId) => (chainId === 'eip155:1' ? chain!.rpcUrl : undefined) }),
  new SolanaVerifier(),
  new BIP122Verifier(),
  new PolkadotVerifier(),
]

/** A connected wallet: its address and its `signMessage`, answering the signature as its namespace encodes it. */
type Wallet = { address: string; sign(message: string): Promise<string> }

/** Flips one bit of the decoded signature, keeping its encoding. */
const flip =
  (decode: (s: string) => Uint8Array, encode: (b: Uint8Array) => string) => (signature: string) => {
    const bytes = decode(signature)
    bytes[10]! ^= 0x01
    return encode(bytes)
  }
const flipHex = flip(hexToU8a, u8aToHex)

const NAMESPACES: {
  name: string
  chainId: CaipNetworkId
  connect(): Promise<Wallet>
  tamper(s: string): string
}[] = [
  {
    name: 'eip155',
    chainId: 'eip155:1',
    async connect() {
      const account = privateKeyToAccount(generatePrivateKey())
      return { address: account.address, sign: (message) => account.signMessage({ message }) }
    },
    tamper: flipHex,
  },
  {
    name: 'solana',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    async connect() {
      // The wallet reaches a node only to send transactions; signing a message never does.
      const wallet = createSolanaTestWallet({
        rpcUrl: 'http://127.0.0.1:9',
        secretKey: solanaTestSecretKey(0),
      })
      const [account] = (await wallet.features['standard:connect'].connect()).accounts
      return {
        address: account!.address,
        async sign(message) {
          const [output] = await wallet.features['solana:signMessage'].signMessage({
            account: account!,
            message: utf8(message),
          })
          return base58.encode(output!.signature)
        },
      }
    },
    tamper: flip(base58.decode, base58.encode),
  },
  {
    name: 'bip122',
    chainId: 'bip122:000000000019d6689c085ae165831e93',
    async connect() {
      const wallet = createBitcoinTestWallet()
      type Account = (typeof wallet.accounts)[number]
      const features = wallet.features as unknown as {
        'bitcoin:connect': { connect(): Promise<{ accounts: readonly Account[] }> }
        'bitcoin:signMessage': {
          signMessage(input: { account: Account; message: Uint8Array }): Promise<{ signature: string }[]>
        }
      }
      const { accounts } = await features['bitcoin:connect'].connect()
      const account = accounts.find((candidate) => candidate.address === wallet.keys.payment.address)!
      return {
        address: account.address,
        async sign(message) {
          const [output] = await features['bitcoin:signMessage'].signMessage({
            account,
            message: utf8(message),
          })
          return output!.signature // BIP-137, base64
        },
      }
    },
    tamper: flip(base64.decode, base64.encode),
  },
  {
    name: 'polkadot',
    chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    async connect() {
      // sr25519 keys are derived in util-crypto's WebAssembly, which must be loaded first.
      await cryptoWaitReady()
      const alice = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Alice')
      // What a polkadot.js extension's `signRaw` does: signs `<Bytes>{message}</Bytes>`, answers `0x` hex.
      return { address: alice.address, sign: async (message) => u8aToHex(alice.sign(u8aWrapBytes(message))) }
    },
    tamper: flipHex,
  },
]

let time = NOW
const clock = () => time
let nonceCounter = 0

beforeEach(() => {
  time = NOW
})

async function expectRefused(promise: Promise<unknown>, reason: SIWXVerificationReason) {
  const error = await promise.then(
    () => expect.unreachable('the session was accepted'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SIWXVerificationError)
  expect((error as SIWXVerificationError).reason).toBe(reason)
}

describe.each(NAMESPACES)('verifySIWXSession for $name', ({ chainId, connect, tamper }) => {
  /** A session as the SIWX flow makes it: the messenger's data, its text, and the wallet's signature of the text. */
  async function signIn(options: { domain?: string; expiration?: number } = {}): Promise<SIWXSession> {
    const wallet = await connect()
    const messenger = new InformalMessenger({
      domain: options.domain ?? DOMAIN,
      uri: `${ORIGIN}/login`,
      statement: 'Sign in to Example',
      expiration: options.expiration,
      getNonce: async () => `nonce${++nonceCounter}x`,
      now: clock,
    })
    const message = await messenger.createMessage({ accountAddress: wallet.address, chainId })
    const { toString: _toString, ...data } = message
    const text = message.toString()
    return { data, message: text, signature: await wallet.sign(text) }
  }

  const nonces = () => createMemoryNonceStore(clock)
  const verify = (session: SIWXSession, store = nonces()) =>
    verifySIWXSession(session, { verifiers, domain: DOMAIN, uri: ORIGIN, nonces: store, now: clock })

  it('accepts a real signature and returns the message’s fields', async () => {
    const session = await signIn({ expiration: 10 * MINUTE })
    const data = await verify(session)
    expect(data).toEqual(session.data)
    expect(data).toMatchObject({ chainId, domain: DOMAIN, expirationTime: '2025-03-01T12:10:00.000Z' })
  })

  it('refuses a tampered signature', async () => {
    const session = await signIn()
    await expectRefused(verify({ ...session, signature: tamper(session.signature) }), 'signature')
  })

  it('refuses a tampered text: a mismatch when the data still says the original, else the signature', async () => {
    const session = await signIn()
    const message = session.message.replace('Sign in to Example', 'Sign in to Exampl3')
    // The text is read first and compared with the data the host was handed, before any signature check.
    await expectRefused(verify({ ...session, message }), 'message-mismatch')
    // Data altered to agree with the text passes that comparison; the signature is not of this text.
    const data = { ...session.data, statement: 'Sign in to Exampl3' }
    await expectRefused(verify({ ...session, message, data }), 'signature')
  })

  it('refuses a message signed for another domain', async () => {
    const session = await signIn({ domain: 'evil.example.com' })
    await expectRefused(verify(session), 'domain')
  })

  it('refuses a message once its expiration time has passed', async () => {
    const session = await signIn({ expiration: 10 * MINUTE })
    time = NOW + 10 * MINUTE + 1
    await expectRefused(verify(session), 'expired')
  })

  it('refuses a replayed nonce: the same session a second time with the same store', async () => {
    const store = nonces()
    const session = await signIn()
    await expect(verify(session, store)).resolves.toEqual(session.data)
    await expectRefused(verify(session, store), 'nonce-replayed')
    // A fresh store (another server process) has not seen it: the store is what refuses the replay.
    await expect(verify(session)).resolves.toEqual(session.data)
  })
})
