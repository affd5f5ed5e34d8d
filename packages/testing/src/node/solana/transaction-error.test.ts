import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import { describeTransactionError, toRpcTransactionError } from './transaction-error.js'
import { toKitTransaction } from './wire.js'
import { VersionedTransaction } from '@solana/web3.js'

/** A transfer litesvm really runs, so the errors below are litesvm's own values. */
function failureOf(svm: LiteSVM, from: Keypair, lamports: number) {
  const transaction = new Transaction({
    feePayer: from.publicKey,
    recentBlockhash: svm.latestBlockhash(),
  }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )
  transaction.sign(from)
  const outcome = svm.sendTransaction(
    toKitTransaction(VersionedTransaction.deserialize(transaction.serialize())),
  )
  if (!(outcome instanceof FailedTransactionMetadata)) throw new Error('expected the transaction to fail')
  return outcome.err()
}

describe('toRpcTransactionError', () => {
  it("names litesvm's fieldless errors as the node does", () => {
    const svm = new LiteSVM()
    expect(toRpcTransactionError(failureOf(svm, Keypair.generate(), 1))).toBe('AccountNotFound')
    expect(toRpcTransactionError(6)).toBe('AlreadyProcessed')
    expect(toRpcTransactionError(7)).toBe('BlockhashNotFound')
    expect(toRpcTransactionError(999)).toBe('TransactionError999')
  })

  it('writes instruction errors and rent errors in the JSON shape of statuses and simulations', () => {
    const svm = new LiteSVM()
    const payer = Keypair.generate()
    svm.airdrop(payer.publicKey.toBase58() as never, 1_000_000n as never)
    expect(toRpcTransactionError(failureOf(svm, payer, 5_000_000))).toEqual({
      InstructionError: [0, { Custom: 1 }],
    })
    expect(toRpcTransactionError(failureOf(svm, payer, 10))).toEqual({
      InsufficientFundsForRent: { account_index: 1 },
    })
  })
})

describe('describeTransactionError', () => {
  it('says what went wrong in the words of the node', () => {
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found')
    expect(describeTransactionError('AccountNotFound')).toBe(
      'Attempt to debit an account but found no record of a prior credit.',
    )
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(describeTransactionError({ InstructionError: [2, 'InvalidArgument'] })).toBe(
      'Error processing Instruction 2: InvalidArgument',
    )
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
    expect(describeTransactionError('UnbalancedTransaction')).toBe('UnbalancedTransaction')
  })
})
