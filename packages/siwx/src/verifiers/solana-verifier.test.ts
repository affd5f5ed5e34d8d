import type { SIWXSession } from '@gangway/common'
import { createSolanaTestWallet, solanaTestSecretKey } from '@gangway/testing'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { SolanaVerifier } from './solana-verifier.js'

const CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const messageFor = (address: string, nonce = 'n0nce1234') =>
  [
    'app.example.com wants you to sign in with your Solana account:',
    address,
    '',
    'Sign in to Example.',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    `Chain ID: ${CHAIN_ID.split(':')[1]}`,
    `Nonce: ${nonce}`,
    'Issued At: 2025-01-01T00:00:00.000Z',
  ].join('\n')

/** A connected Solana test wallet; `signMessage` is its Wallet Standard `solana:signMessage`. */
async function connectedWallet(index = 0) {
  // The wallet reaches a node only to send transactions; signing a message never does.
  const wallet = createSolanaTestWallet({
    rpcUrl: 'http://127.0.0.1:9',
    secretKey: solanaTestSecretKey(index),
  })
  const { accounts } = await wallet.features['standard:connect'].connect()
  const account = accounts[0]!
  return {
    address: account.address,
    async signMessage(message: string) {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      return output!.signature
    },
  }
}

/** What AppKit's Solana flow hands SIWX: the text and the base58 signature. */
async function signedSession(index = 0): Promise<SIWXSession> {
  const wallet = await connectedWallet(index)
  const message = messageFor(wallet.address)
  return {
    data: {
      accountAddress: wallet.address,
      chainId: CHAIN_ID,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'n0nce1234',
    },
    message,
    signature: base58.encode(await wallet.signMessage(message)),
  }
}

describe('SolanaVerifier', () => {
  const verifier = new SolanaVerifier()

  it('verifies solana sessions only', async () => {
    const session = await signedSession()
    expect(verifier.chainNamespace).toBe('solana')
    expect(verifier.shouldVerify(session)).toBe(true)
    expect(verifier.shouldVerify({ ...session, data: { ...session.data, chainId: 'eip155:1' } })).toBe(false)
  })

  it("accepts the wallet's signMessage signature of the message, base58-encoded", async () => {
    expect(await verifier.verify(await signedSession())).toBe(true)
  })

  it('refuses a tampered signature', async () => {
    const session = await signedSession()
    const bytes = base58.decode(session.signature)
    bytes[10]! ^= 0x01
    expect(await verifier.verify({ ...session, signature: base58.encode(bytes) })).toBe(false)
  })

  it('refuses a tampered message', async () => {
    const session = await signedSession()
    const message = session.message.replace('n0nce1234', 'n0nce1235')
    expect(await verifier.verify({ ...session, message })).toBe(false)
  })

  it("refuses another address's signature of the same message", async () => {
    const session = await signedSession(0)
    const other = await connectedWallet(1)
    // Account 1 signs account 0's message: a real signature, but not by the address the session names.
    const signature = base58.encode(await other.signMessage(session.message))
    expect(await verifier.verify({ ...session, signature })).toBe(false)
    // And account 1's own address does verify it, so the refusal is about the signer, not the bytes.
    const own = { ...session, data: { ...session.data, accountAddress: other.address }, signature }
    expect(await verifier.verify(own)).toBe(true)
  })

  it('refuses a base64 signature: only base58 is read', async () => {
    const session = await signedSession()
    const signature = base64.encode(base58.decode(session.signature))
    expect(await verifier.verify({ ...session, signature })).toBe(false)
  })

  it('answers false, without throwing, for undecodable or wrong-length signatures and addresses', async () => {
    const session = await signedSession()
    const variants: Partial<SIWXSession>[] = [
      { signature: '' },
      { signature: '0OIl' },
      { signature: base58.encode(new Uint8Array(63).fill(1)) },
      { data: { ...session.data, accountAddress: 'not-an-address' } },
      { data: { ...session.data, accountAddress: base58.encode(new Uint8Array(31).fill(7)) } },
      // 32 bytes that are no curve point (no x for this y), like a program-derived address: it signs nothing.
      { data: { ...session.data, accountAddress: base58.encode(new Uint8Array(32).fill(0x02)) } },
    ]
    for (const variant of variants) {
      await expect(verifier.verify({ ...session, ...variant })).resolves.toBe(false)
    }
  })
})
