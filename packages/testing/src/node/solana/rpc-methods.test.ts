import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALNET_GENESIS_HASH } from './ledger.js'
import { NODE_VERSION } from './rpc-methods.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain()
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
})
afterAll(() => chain?.stop())

function funded(lamports = 2 * LAMPORTS_PER_SOL) {
  const payer = Keypair.generate()
  chain.airdrop(payer.publicKey.toBase58(), lamports)
  return payer
}

async function signedTransfer(payer: Keypair, lamports: number, to = Keypair.generate().publicKey) {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  )
  transaction.sign(payer)
  return { transaction, to }
}

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
}

describe('the local chain through web3.js Connection', () => {
  it('answers the node facts: health, version, genesis hash, slot, block height, epoch', async () => {
    expect(await rpc('getHealth', [])).toMatchObject({ result: 'ok' })
    expect(await connection.getVersion()).toEqual({ 'solana-core': NODE_VERSION, 'feature-set': 0 })
    expect(await connection.getGenesisHash()).toBe(LOCALNET_GENESIS_HASH)
    const slot = await connection.getSlot()
    const height = await connection.getBlockHeight()
    chain.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000)
    expect(await connection.getSlot()).toBe(slot + 1)
    expect(await connection.getBlockHeight()).toBe(height + 1)
    expect((await connection.getEpochInfo()).absoluteSlot).toBe(slot + 1)
  })

  it('getBalance, getAccountInfo, getMultipleAccountsInfo and the rent-exempt minimum', async () => {
    const payer = funded()
    const nobody = Keypair.generate().publicKey
    expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(nobody)).toBe(0)
    const info = await connection.getAccountInfo(payer.publicKey)
    expect(info?.lamports).toBe(2 * LAMPORTS_PER_SOL)
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(info?.data.length).toBe(0)
    expect(await connection.getAccountInfo(nobody)).toBeNull()
    const [first, second] = await connection.getMultipleAccountsInfo([payer.publicKey, nobody])
    expect(first?.lamports).toBe(2 * LAMPORTS_PER_SOL)
    expect(second).toBeNull()
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('a bad address is invalid params (-32602)', async () => {
    expect((await rpc('getBalance', ['not-an-address'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
  })

  it('requestAirdrop credits and confirms', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect((await rpc('requestAirdrop', [to.toBase58(), -1])).error?.code).toBe(-32602)
  })

  it('getLatestBlockhash and isBlockhashValid', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
  })

  it('sendRawTransaction (base64) and sendTransaction: the signature, then a status and the transaction', async () => {
    const payer = funded()
    const { transaction, to } = await signedTransfer(payer, 1_000_000)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    expect(signature).toBe(base58.encode(transaction.signature!))
    const { value } = await connection.getSignatureStatuses([
      signature,
      Keypair.generate().publicKey.toBase58(),
    ])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', confirmations: null })
    expect(value[1]).toBeNull()
    expect(await connection.getBalance(to)).toBe(1_000_000)

    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(fetched?.meta?.fee).toBe(5_000)
    expect(fetched?.meta?.err).toBeNull()
    expect(fetched?.meta?.postBalances[1]).toBe(1_000_000)
    expect(fetched?.transaction.message.staticAccountKeys[1]?.equals(to)).toBe(true)
    expect(fetched?.transaction.signatures[0]).toBe(signature)
    const wire = (await rpc('getTransaction', [signature, { encoding: 'base64' }])).result as {
      transaction: [string, string]
    }
    expect(Buffer.from(wire.transaction[0], 'base64')).toEqual(transaction.serialize())
    expect(
      await connection.getTransaction(Keypair.generate().publicKey.toBase58().repeat(2).slice(0, 88)),
    ).toBeNull()
  })

  it('sendTransaction takes base58 too (the default encoding)', async () => {
    const payer = funded()
    const { transaction, to } = await signedTransfer(payer, 2_000_000)
    const { result } = await rpc('sendTransaction', [base58.encode(transaction.serialize())])
    expect(typeof result).toBe('string')
    expect(await connection.getBalance(to)).toBe(2_000_000)
  })

  it('versioned (v0) transactions are sent, and getTransaction needs maxSupportedTransactionVersion for them', async () => {
    const payer = funded()
    const to = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 3_000_000 }),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message)
    transaction.sign([payer])
    const signature = await connection.sendTransaction(transaction)
    expect(await connection.getBalance(to)).toBe(3_000_000)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(
      0,
    )
    expect((await rpc('getTransaction', [signature, { encoding: 'json' }])).error?.code).toBe(-32015)
  })

  it('a transaction that would fail is refused with SendTransactionError, its logs and nothing moved', async () => {
    const payer = funded(1_000_000)
    const { transaction, to } = await signedTransfer(payer, 5_000_000)
    const error = await connection
      .sendRawTransaction(transaction.serialize())
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect((error as SendTransactionError).logs).toContain(
      'Transfer: insufficient lamports 995000, need 5000000',
    )
    expect(await connection.getBalance(to)).toBe(0)
    expect(await connection.getBalance(payer.publicKey)).toBe(1_000_000)
  })

  it('skipPreflight: the failing transaction lands, its status carries the error', async () => {
    const payer = funded(1_000_000)
    const { transaction } = await signedTransfer(payer, 5_000_000)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const status = (await connection.getSignatureStatus(signature)).value
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('minContextSlot ahead of the node is -32016; malformed transactions are -32602', async () => {
    const payer = funded()
    const { transaction } = await signedTransfer(payer, 1_000_000)
    const ahead = await connection
      .sendRawTransaction(transaction.serialize(), { minContextSlot: (await connection.getSlot()) + 100 })
      .catch((caught: unknown) => caught)
    expect(String((ahead as Error).message)).toContain('Minimum context slot has not been reached')
    expect((await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).error?.code).toBe(-32602)
    expect((await rpc('sendTransaction', ['AAAA', { encoding: 'hex' }])).error?.code).toBe(-32602)
  })

  it('simulateTransaction runs an unsigned transaction without changing anything', async () => {
    const payer = funded()
    const to = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }))
    const { value } = await connection.simulateTransaction(transaction, undefined, [to])
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(value.unitsConsumed).toBeGreaterThan(0)
    expect(value.accounts?.[0]?.lamports).toBe(1_000_000)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('getFeeForMessage: 5000 lamports a signature', async () => {
    const payer = funded()
    const { transaction } = await signedTransfer(payer, 1_000_000)
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(5_000)
  })
})
