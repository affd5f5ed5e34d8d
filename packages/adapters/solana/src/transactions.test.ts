import {
  Connection,
  Keypair,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  createTestMint,
  fundedSolanaKey,
  localSolanaChains,
  splBalance,
} from '../../../../test-support/solana-fixtures.js'
import { loadWeb3 } from './connections.js'
import {
  buildTokenTransfer,
  buildTransfer,
  deserializeLike,
  isVersioned,
  prepareTransaction,
  serializeTransaction,
} from './transactions.js'

const { rpcUrl } = localSolanaChains().localnet
const connection = new Connection(rpcUrl, 'confirmed')

describe('buildTransfer', () => {
  it('SPEC §7: a System Program transfer of the amount to the receiver, paid by the sender, on a recent blockhash', async () => {
    const web3 = await loadWeb3()
    const from = Keypair.generate().publicKey.toBase58()
    const to = Keypair.generate().publicKey.toBase58()
    const transaction = await buildTransfer(web3, connection, { from, to, lamports: 1_234_567n })
    expect(transaction.feePayer?.toBase58()).toBe(from)
    expect((await connection.isBlockhashValid(transaction.recentBlockhash!)).value).toBe(true)
    expect(transaction.lastValidBlockHeight).toBeGreaterThan(0)
    const [instruction] = transaction.instructions
    expect(instruction?.programId.equals(SystemProgram.programId)).toBe(true)
    const decoded = SystemInstruction.decodeTransfer(instruction!)
    expect([decoded.fromPubkey.toBase58(), decoded.toPubkey.toBase58(), decoded.lamports]).toEqual([
      from,
      to,
      1_234_567n,
    ])
  })

  it("SPEC §5: a receiver that is not a Solana address, or no amount, is 'An amount and receiver address are required'", async () => {
    const web3 = await loadWeb3()
    const from = Keypair.generate().publicKey.toBase58()
    for (const to of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'not-an-address', '']) {
      await expect(buildTransfer(web3, connection, { from, to, lamports: 1n })).rejects.toMatchObject({
        shortMessage: 'An amount and receiver address are required',
      })
    }
    await expect(
      buildTransfer(web3, connection, { from, to: Keypair.generate().publicKey.toBase58(), lamports: 0n }),
    ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
  })

  it('accepts an off-curve receiver (a program-derived address)', async () => {
    const web3 = await loadWeb3()
    const [pda] = PublicKey.findProgramAddressSync(
      [new TextEncoder().encode('gangway')],
      SystemProgram.programId,
    )
    const from = Keypair.generate().publicKey.toBase58()
    await expect(
      buildTransfer(web3, connection, { from, to: pda.toBase58(), lamports: 1n }),
    ).resolves.toBeInstanceOf(Transaction)
  })
})

describe('buildTokenTransfer', () => {
  async function sendSigned(transaction: Transaction, secretKey: Uint8Array) {
    transaction.sign(Keypair.fromSeed(secretKey))
    const signature = await connection.sendRawTransaction(transaction.serialize())
    await connection.confirmTransaction(signature, 'confirmed')
  }

  it("SPEC §7: the token moves between the wallets' token accounts; the receiver's is made on the first send only", async () => {
    const web3 = await loadWeb3()
    const sender = await fundedSolanaKey([rpcUrl], 1)
    const mint = await createTestMint(rpcUrl, {
      decimals: 6,
      holders: [{ owner: sender.address, amount: 10_000_000n }],
    })
    const to = Keypair.generate().publicKey.toBase58()
    const first = await buildTokenTransfer(web3, connection, {
      from: sender.address,
      to,
      mint,
      amount: 1_500_000n,
    })
    expect(first.feePayer?.toBase58()).toBe(sender.address)
    await sendSigned(first, sender.secretKey)
    const second = await buildTokenTransfer(web3, connection, {
      from: sender.address,
      to,
      mint,
      amount: 250_000n,
    })
    await sendSigned(second, sender.secretKey)
    expect(await splBalance(rpcUrl, to, mint)).toBe(1_750_000n)
    expect(await splBalance(rpcUrl, sender.address, mint)).toBe(8_250_000n)
  })

  it("a mint that is not a token mint is 'A token is required'; a bad receiver or amount is refused as for SOL", async () => {
    const web3 = await loadWeb3()
    const from = Keypair.generate().publicKey.toBase58()
    const to = Keypair.generate().publicKey.toBase58()
    for (const mint of [Keypair.generate().publicKey.toBase58(), SystemProgram.programId.toBase58()]) {
      await expect(
        buildTokenTransfer(web3, connection, { from, to, mint, amount: 1n }),
      ).rejects.toMatchObject({
        shortMessage: 'A token is required',
      })
    }
    const mint = await createTestMint(rpcUrl, { decimals: 0, holders: [] })
    await expect(
      buildTokenTransfer(web3, connection, { from, to: 'not-an-address', mint, amount: 1n }),
    ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
    await expect(buildTokenTransfer(web3, connection, { from, to, mint, amount: 0n })).rejects.toMatchObject({
      shortMessage: 'An amount and receiver address are required',
    })
  })

  it('a send above the balance is refused by the Token program, and nothing moves', async () => {
    const web3 = await loadWeb3()
    const sender = await fundedSolanaKey([rpcUrl], 1)
    const mint = await createTestMint(rpcUrl, {
      decimals: 2,
      holders: [{ owner: sender.address, amount: 100n }],
    })
    const to = Keypair.generate().publicKey.toBase58()
    const transfer = await buildTokenTransfer(web3, connection, {
      from: sender.address,
      to,
      mint,
      amount: 101n,
    })
    await expect(sendSigned(transfer, sender.secretKey)).rejects.toThrow(
      /insufficient funds|custom program error: 0x1/,
    )
    expect(await splBalance(rpcUrl, sender.address, mint)).toBe(100n)
  })
})

describe('transaction bytes', () => {
  it('serializes legacy transactions unsigned and versioned ones as they are, and reads them back as the same kind', async () => {
    const web3 = await loadWeb3()
    const { address } = await fundedSolanaKey([rpcUrl], 1)
    const payer = new PublicKey(address)
    const { blockhash } = await connection.getLatestBlockhash()
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    )
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: blockhash,
        instructions: legacy.instructions,
      }).compileToV0Message(),
    )
    expect(isVersioned(legacy)).toBe(false)
    expect(isVersioned(v0)).toBe(true)
    const legacyBack = deserializeLike(web3, legacy, serializeTransaction(legacy))
    expect(legacyBack).toBeInstanceOf(Transaction)
    expect(legacyBack.recentBlockhash).toBe(blockhash)
    const v0Back = deserializeLike(web3, v0, serializeTransaction(v0))
    expect(v0Back).toBeInstanceOf(VersionedTransaction)
    expect(v0Back.message.recentBlockhash).toBe(blockhash)
  })

  it('prepareTransaction fills a legacy fee payer and blockhash, leaves what is set and versioned ones alone', async () => {
    const payer = Keypair.generate().publicKey
    const bare = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    )
    const prepared = await prepareTransaction(bare, payer, async () => connection)
    expect(prepared.feePayer?.equals(payer)).toBe(true)
    expect((await connection.isBlockhashValid(prepared.recentBlockhash!)).value).toBe(true)
    const other = Keypair.generate().publicKey
    const set = new Transaction({ feePayer: other, recentBlockhash: prepared.recentBlockhash! })
    let asked = false
    await prepareTransaction(set, payer, async () => {
      asked = true
      return connection
    })
    expect([set.feePayer?.equals(other), asked]).toEqual([true, false])
  })
})
