import { base58 } from '@scure/base'
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  SOL_OWNER,
  SOL_RECEIVER,
  SOL_TRANSFER,
  SOLANA_MAINNET,
  SOLANA_TOKENS,
  SPL_DESTINATION,
  SPL_SOURCE,
  SPL_TRANSFER,
  USDC_MINT,
} from './fixtures/solana.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solana-instructions.js'
import { summarizeSolanaTransactions } from './solana-summary.js'
import type { ApprovalDetail } from './summary.js'

const ctx = { chain: SOLANA_MAINNET, tokens: SOLANA_TOKENS }
const key = (n: number) => Keypair.fromSeed(new Uint8Array(32).fill(n)).publicKey
const owner = key(1)
const BLOCKHASH = key(9).toBase58()
const lines = (details: readonly ApprovalDetail[] = []) =>
  details.map(({ label, value }) => `${label}: ${value}`)
const wire = (tx: Transaction) => tx.serialize({ requireAllSignatures: false, verifySignatures: false })
const legacy = (...instructions: TransactionInstruction[]) =>
  wire(new Transaction({ feePayer: owner, recentBlockhash: BLOCKHASH }).add(...instructions))

/** SPL Token's Transfer (3) and TransferChecked (12) data, as the token program lays it out. */
function splData(amount: bigint, decimals?: number): Buffer {
  const data = Buffer.alloc(decimals === undefined ? 9 : 10)
  data[0] = decimals === undefined ? 3 : 12
  data.writeBigUInt64LE(amount, 1)
  if (decimals !== undefined) data[9] = decimals
  return data
}
const account = (pubkey: PublicKey, isSigner = false) => ({ pubkey, isSigner, isWritable: !isSigner })

describe('Solana transactions, decoded from the wire format', () => {
  it('the fixtures are what @solana/web3.js builds', () => {
    const mint = new PublicKey(USDC_MINT)
    expect(SOL_TRANSFER).toEqual(
      new Uint8Array(
        legacy(SystemProgram.transfer({ fromPubkey: owner, toPubkey: key(2), lamports: 1_500_000_000 })),
      ),
    )
    expect(SPL_TRANSFER).toEqual(
      new Uint8Array(
        legacy(
          new TransactionInstruction({
            programId: new PublicKey(TOKEN_PROGRAM),
            keys: [
              account(key(3)),
              { pubkey: mint, isSigner: false, isWritable: false },
              account(key(4)),
              account(owner, true),
            ],
            data: splData(2_500_000n, 6),
          }),
          new TransactionInstruction({
            programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
            keys: [],
            data: Buffer.from('invoice 42'),
          }),
        ),
      ),
    )
  })

  it('a System Program transfer: lamports as SOL, from, to', () => {
    const summary = summarizeSolanaTransactions([SOL_TRANSFER], ctx)
    expect(summary.kind).toBe('transaction')
    expect(lines(summary.details)).toEqual([
      'Network: Solana',
      `Fee payer: ${SOL_OWNER}`,
      'Instruction 1: undefined',
    ])
    expect(lines(summary.details[2]?.children)).toEqual([
      'Function: System Program: transfer',
      'Amount: 1.5 SOL',
      `From: ${SOL_OWNER}`,
      `To: ${SOL_RECEIVER}`,
    ])
  })

  it('an SPL transferChecked: amount with the mint, source, destination, owner; other programs by id', () => {
    const [, , transfer, memo] = summarizeSolanaTransactions([SPL_TRANSFER], ctx).details
    expect(lines(transfer?.children)).toEqual([
      'Function: SPL Token: transferChecked',
      'Amount: 2.5 USDC',
      `Mint: USDC · ${USDC_MINT}`,
      `Source: ${SPL_SOURCE}`,
      `Destination: ${SPL_DESTINATION}`,
      `Owner: ${SOL_OWNER}`,
    ])
    expect(lines(memo?.children)).toEqual([
      'Program: MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
      'Function: Unknown instruction',
      'Accounts: None',
      'Data: 696e766f696365203432 (10 bytes)',
    ])
  })

  it('an unknown mint uses the decimals the instruction carries; a plain transfer shows raw units (Token-2022 too)', () => {
    const mint = key(7)
    const bytes = legacy(
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_2022_PROGRAM),
        keys: [
          account(key(3)),
          { pubkey: mint, isSigner: false, isWritable: false },
          account(key(4)),
          account(owner, true),
        ],
        data: splData(1_234_500n, 4),
      }),
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM),
        keys: [account(key(3)), account(key(4)), account(owner, true)],
        data: splData(99n),
      }),
    )
    const [, , checked, plain] = summarizeSolanaTransactions([bytes], { chain: SOLANA_MAINNET }).details
    expect(lines(checked?.children)).toContain('Amount: 123.45')
    expect(lines(checked?.children)).toContain(`Mint: ${mint.toBase58()}`)
    expect(lines(plain?.children)).toEqual([
      'Function: SPL Token: transfer',
      'Amount: 99 (raw units, decimals unknown)',
      `Source: ${key(3).toBase58()}`,
      `Destination: ${key(4).toBase58()}`,
      `Owner: ${owner.toBase58()}`,
    ])
  })

  it('an SPL approve names the delegate and warns; u64::MAX reads "any amount"', () => {
    const approveData = (kind: number, amount: bigint, decimals?: number) => {
      const data = splData(amount, decimals)
      data[0] = kind
      return data
    }
    const bytes = legacy(
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM),
        keys: [account(key(3)), account(key(5)), account(owner, true)],
        data: approveData(4, 2n ** 64n - 1n),
      }),
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM),
        keys: [
          account(key(3)),
          { pubkey: new PublicKey(USDC_MINT), isSigner: false, isWritable: false },
          account(key(5)),
          account(owner, true),
        ],
        data: approveData(13, 3_000_000n, 6),
      }),
    )
    const summary = summarizeSolanaTransactions([bytes], ctx)
    const [, , plain, checked] = summary.details
    expect(lines(plain?.children)).toEqual([
      'Function: SPL Token: approve a delegate',
      'Amount: 18446744073709551615 (raw units, decimals unknown)',
      `Source: ${key(3).toBase58()}`,
      `Delegate: ${key(5).toBase58()}`,
      `Owner: ${owner.toBase58()}`,
    ])
    expect(lines(checked?.children)).toContain('Amount: 3 USDC')
    expect(lines(checked?.children)).toContain(`Delegate: ${key(5).toBase58()}`)
    expect(summary.warnings).toEqual([
      `Instruction 1: Token delegate: ${key(5).toBase58()} may move any amount out of ${key(3).toBase58()} without asking you again.`,
      `Instruction 2: Token delegate: ${key(5).toBase58()} may move 3 USDC out of ${key(3).toBase58()} without asking you again.`,
    ])
  })

  it('a v0 transaction names accounts that come from a lookup table by table and index', () => {
    const table = new AddressLookupTableAccount({
      key: key(20),
      state: {
        deactivationSlot: BigInt('18446744073709551615'),
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [key(30), key(31)],
      },
    })
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: key(31), lamports: 5 })],
    }).compileToV0Message([table])
    const bytes = new VersionedTransaction(message).serialize()
    const [, , transfer] = summarizeSolanaTransactions([bytes], ctx).details
    expect(lines(transfer?.children)).toEqual([
      'Function: System Program: transfer',
      'Amount: 0.000000005 SOL',
      `From: ${owner.toBase58()}`,
      `To: Account #1 from an address lookup table ${key(20).toBase58()}`,
    ])
  })

  it('several transactions are listed one by one', () => {
    const summary = summarizeSolanaTransactions([SOL_TRANSFER, SPL_TRANSFER], ctx)
    expect(summary.details.map((detail) => detail.label)).toEqual([
      'Network',
      'Transaction 1 of 2',
      'Transaction 2 of 2',
    ])
  })

  it('refuses bytes that are not a transaction, and a truncated one', () => {
    expect(() => summarizeSolanaTransactions([base58.decode('1111')], ctx)).toThrow(
      'Invalid Solana transaction',
    )
    expect(() =>
      summarizeSolanaTransactions([SOL_TRANSFER.subarray(0, SOL_TRANSFER.length - 5)], ctx),
    ).toThrow('Invalid Solana transaction: truncated message')
  })
})
