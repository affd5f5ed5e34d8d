import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaChain, startSolanaChain } from '../node/solana/start-solana-chain.js'
import { deriveLabKeys } from './keys.js'
import { performRequest, toJsonRpcError } from './requests.js'

const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// A seed of this file's own, so no other test spends from these accounts.
const keys = deriveLabKeys({ seed: 'lab-wallet-solana-test' })
const [key, other] = keys.solana
let chain: SolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain()
  connection = new Connection(chain.rpcUrl, 'confirmed')
  chain.airdrop(key.address, 10 * LAMPORTS_PER_SOL)
})
afterAll(() => chain?.stop())

function perform(method: string, params: unknown, chainId = DEVNET) {
  return performRequest('solana', method, params, {
    key,
    chainId,
    evmChains: [],
    solanaChains: [{ id: DEVNET, rpcUrl: chain.rpcUrl }],
  }) as Promise<Record<string, unknown>>
}

async function failure(promise: Promise<unknown>) {
  return toJsonRpcError(
    await promise.then(
      () => Promise.reject(new Error('expected a failure')),
      (e: unknown) => e,
    ),
  )
}

/** An unsigned transfer out of `from` (legacy unless `v0`), base64 as WalletConnect carries it, and its recipient. */
async function transfer(from: string, lamports: number, v0 = false) {
  const payer = new PublicKey(from)
  const to = Keypair.generate().publicKey
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })],
  })
  const compiled = v0 ? message.compileToV0Message() : message.compileToLegacyMessage()
  return { to, transaction: base64.encode(new VersionedTransaction(compiled).serialize()) }
}

describe('lab wallet: Solana transactions', () => {
  it('solana_signTransaction answers its base58 signature and the signed transaction, which the node accepts', async () => {
    const { to, transaction } = await transfer(key.address, 1_000_000)
    const answer = await perform('solana_signTransaction', { transaction, pubkey: key.address })
    const signed = VersionedTransaction.deserialize(base64.decode(answer.transaction as string))
    expect(base58.encode(signed.signatures[0]!)).toBe(answer.signature)
    expect(
      ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58.decode(key.address)),
    ).toBe(true)
    await connection.sendRawTransaction(signed.serialize())
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it("solana_signTransaction: another account's pubkey is 4100, a transaction it need not sign or garbage is -32602", async () => {
    const { transaction } = await transfer(key.address, 1_000_000)
    expect(
      await failure(perform('solana_signTransaction', { transaction, pubkey: other.address })),
    ).toMatchObject({
      code: 4100,
    })
    const notMine = await transfer(other.address, 1_000_000)
    expect(await failure(perform('solana_signTransaction', { transaction: notMine.transaction }))).toEqual({
      code: -32602,
      message: `Invalid parameters: the transaction needs no signature of ${key.address}`,
    })
    expect((await failure(perform('solana_signTransaction', { transaction: '!!' }))).code).toBe(-32602)
    expect((await failure(perform('solana_signTransaction', {}))).code).toBe(-32602)
  })

  it('solana_signAllTransactions signs each', async () => {
    const first = await transfer(key.address, 1_000_000)
    const second = await transfer(key.address, 2_000_000, true)
    const { transactions } = await perform('solana_signAllTransactions', {
      transactions: [first.transaction, second.transaction],
    })
    expect(transactions).toHaveLength(2)
    for (const signed of transactions as string[]) {
      const decoded = VersionedTransaction.deserialize(base64.decode(signed))
      expect(
        ed25519.verify(decoded.signatures[0]!, decoded.message.serialize(), base58.decode(key.address)),
      ).toBe(true)
    }
    expect((await failure(perform('solana_signAllTransactions', { transactions: 'x' }))).code).toBe(-32602)
  })

  it("solana_signAndSendTransaction sends on the request's chain with the dapp's options", async () => {
    const { to, transaction } = await transfer(key.address, 3_000_000, true)
    const { signature } = await perform('solana_signAndSendTransaction', {
      transaction,
      sendOptions: { preflightCommitment: 'processed', maxRetries: 1 },
    })
    expect((await connection.getSignatureStatus(signature as string)).value?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(3_000_000)
  })

  it("solana_signAndSendTransaction: no node for the chain is 4902; the node's refusal reaches the dapp with its message", async () => {
    const { transaction } = await transfer(key.address, 1_000_000)
    expect(
      await failure(perform('solana_signAndSendTransaction', { transaction }, 'elsewhere')),
    ).toMatchObject({
      code: 4902,
    })
    const tooMuch = await transfer(key.address, 1_000 * LAMPORTS_PER_SOL)
    const refused = await failure(
      perform('solana_signAndSendTransaction', { transaction: tooMuch.transaction }),
    )
    expect(refused.code).toBe(-32603)
    expect(refused.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(
      (await failure(perform('solana_signAndSendTransaction', { transaction, sendOptions: 5 }))).code,
    ).toBe(-32602)
  })
})
