import { ed25519 } from '@noble/curves/ed25519'
import { startSolanaChain, type SolanaChain } from '@gangway/testing/node'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseChainId } from '../chains.js'
import { createKeyRing } from '../keys/keyring.js'
import { generateSecrets } from '../keys/secrets.js'
import { createRpcClient } from './json-rpc.js'
import {
  prepareSolanaSignAll,
  prepareSolanaSignAndSend,
  prepareSolanaSignMessage,
  prepareSolanaSignTransaction,
} from './solana.js'

const NETWORK = { chain: parseChainId('solana:AmuE9TRtcSdZy1kMV4dWv6hBPyuYfEyc') }
let chain: SolanaChain

beforeAll(async () => {
  chain = await startSolanaChain()
})
afterAll(() => chain?.stop())

async function transferFrom(from: string, lamports = 1_000_000) {
  const { blockhash } = await new Connection(chain.rpcUrl).getLatestBlockhash()
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: Keypair.generate().publicKey,
      lamports,
    }),
  )
  return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('Solana signing', () => {
  it('solana_signMessage signs the base58 message bytes and shows them as text', async () => {
    const keys = createKeyRing(generateSecrets())
    const message = new TextEncoder().encode('Sign in to Gangway')
    const action = prepareSolanaSignMessage(keys, {
      message: base58.encode(message),
      pubkey: keys.addresses.solana,
    })
    expect(action.summary.details).toEqual([{ label: 'Message', value: 'Sign in to Gangway', code: false }])
    const { signature } = (await action.run()) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(keys.addresses.solana))).toBe(true)
  })

  it('refuses another public key and a message that is not base58', () => {
    const keys = createKeyRing(generateSecrets())
    const other = Keypair.generate().publicKey.toBase58()
    expect(() => prepareSolanaSignMessage(keys, { message: '3yZe7d', pubkey: other })).toThrow(
      'The public key is not the signed-in account',
    )
    expect(() => prepareSolanaSignMessage(keys, { message: '0OIl' })).toThrow('Invalid message')
  })

  it('solana_signTransaction and solana_signAllTransactions return the signed transactions', async () => {
    const keys = createKeyRing(generateSecrets())
    const unsigned = await transferFrom(keys.addresses.solana)
    const one = (await prepareSolanaSignTransaction(keys, { transaction: unsigned }, NETWORK).run()) as {
      transaction: string
    }
    expect(Transaction.from(base64.decode(one.transaction)).verifySignatures()).toBe(true)
    const all = prepareSolanaSignAll(keys, { transactions: [unsigned, unsigned] }, NETWORK)
    expect(all.summary.details.map((detail) => detail.label)).toEqual([
      'Network',
      'Transaction 1 of 2',
      'Transaction 2 of 2',
    ])
    const { transactions } = (await all.run()) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    expect(() => prepareSolanaSignAll(keys, { transactions: [] }, NETWORK)).toThrow('Invalid transactions')
  })

  it('solana_signAndSendTransaction signs and sends through the RPC; the transfer lands', async () => {
    const keys = createKeyRing(generateSecrets())
    chain.airdrop(keys.addresses.solana, 1_000_000_000n)
    const rpc = createRpcClient(chain.rpcUrl, (input, init) => fetch(input, init))
    const action = prepareSolanaSignAndSend(
      keys,
      {
        transaction: await transferFrom(keys.addresses.solana, 250_000_000),
        options: { skipPreflight: false },
      },
      { rpc, ...NETWORK },
    )
    const { signature } = (await action.run()) as { signature: string }
    expect(base58.decode(signature)).toHaveLength(64)
    const balance = await new Connection(chain.rpcUrl).getBalance(new PublicKey(keys.addresses.solana))
    expect(balance).toBeLessThan(750_000_000)
  })

  it('refuses send options that break SPEC §5', () => {
    const keys = createKeyRing(generateSecrets())
    expect(() =>
      prepareSolanaSignAndSend(
        keys,
        { transaction: 'AQ==', options: { skipPreflight: 'yes' } },
        {
          rpc: createRpcClient('http://unused.test', fetch),
          ...NETWORK,
        },
      ),
    ).toThrow(/skipPreflight/)
  })
})
