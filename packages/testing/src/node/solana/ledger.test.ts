import { Keypair, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { BLOCKHASH_VALIDITY, createSolanaLedger, LOCALNET_GENESIS_HASH, PreflightError } from './ledger.js'

function funded(ledger = createSolanaLedger()) {
  const payer = Keypair.generate()
  ledger.airdrop(payer.publicKey.toBase58(), 2_000_000_000n)
  return { ledger, payer }
}

function transfer(
  payer: Keypair,
  lamports: number,
  blockhash: string,
  to = Keypair.generate().publicKey,
  sign = true,
) {
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
  )
  if (sign) transaction.sign(payer)
  const bytes = new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
  return { bytes, transaction: VersionedTransaction.deserialize(bytes), to: to.toBase58() }
}

describe('createSolanaLedger', () => {
  it('reports the localnet genesis hash unless given another', () => {
    expect(createSolanaLedger().genesisHash).toBe(LOCALNET_GENESIS_HASH)
    expect(LOCALNET_GENESIS_HASH.slice(0, 32)).toBe('AmuE9TRtcSdZy1kMV4dWv6hBPyuYfEyc')
    expect(createSolanaLedger({ genesisHash: 'other' }).genesisHash).toBe('other')
  })

  it('an airdrop credits the address and is a final transaction with a status', () => {
    const { ledger, payer } = funded()
    const address = payer.publicKey.toBase58()
    expect(ledger.balance(address)).toBe(2_000_000_000n)
    expect(ledger.balance(Keypair.generate().publicKey.toBase58())).toBe(0n)
    const signature = ledger.airdrop(address, 5n)
    expect(ledger.status(signature)).toMatchObject({ err: null, postBalances: [2_000_000_005] })
    expect(() => ledger.airdrop('not an address', 1n)).toThrow()
  })

  it('each processed transaction is a block: slot and height move on, a new blockhash is issued', () => {
    const ledger = createSolanaLedger()
    const before = { slot: ledger.slot(), height: ledger.blockHeight(), ...ledger.latestBlockhash() }
    expect(before.lastValidBlockHeight).toBe(before.height + BLOCKHASH_VALIDITY)
    ledger.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000n)
    expect(ledger.slot()).toBe(before.slot + 1)
    expect(ledger.blockHeight()).toBe(before.height + 1)
    expect(ledger.latestBlockhash().blockhash).not.toBe(before.blockhash)
    expect(ledger.latestBlockhash().lastValidBlockHeight).toBe(before.height + 1 + BLOCKHASH_VALIDITY)
  })

  it('a blockhash stays valid for 150 blocks, then a transaction with it is refused', () => {
    const { ledger, payer } = funded()
    const { blockhash } = ledger.latestBlockhash()
    expect(ledger.isBlockhashValid(blockhash)).toBe(true)
    expect(ledger.isBlockhashValid(Keypair.generate().publicKey.toBase58())).toBe(false)
    const sink = Keypair.generate().publicKey.toBase58()
    for (let block = 0; block < BLOCKHASH_VALIDITY; block++) ledger.airdrop(sink, 1_000_000n)
    expect(ledger.isBlockhashValid(blockhash)).toBe(true)
    ledger.airdrop(sink, 1_000_000n)
    expect(ledger.isBlockhashValid(blockhash)).toBe(false)
    const stale = transfer(payer, 1_000_000, blockhash)
    const error = (() => {
      try {
        ledger.send(stale.transaction, stale.bytes)
      } catch (caught) {
        return caught as PreflightError
      }
    })()
    expect(error).toBeInstanceOf(PreflightError)
    expect(error?.code).toBe(-32002)
    expect(error?.message).toBe('Transaction simulation failed: Blockhash not found')
  })

  it('sends a transfer: balances, fee and logs recorded, listeners told once it is processed', () => {
    const { ledger, payer } = funded()
    const listener = vi.fn()
    const stop = ledger.onTransaction(listener)
    const { bytes, transaction, to } = transfer(payer, 1_000_000, ledger.latestBlockhash().blockhash)
    const record = ledger.send(transaction, bytes)
    expect(ledger.balance(to)).toBe(1_000_000n)
    expect(record).toMatchObject({ err: null, fee: 5_000, preBalances: [2_000_000_000, 0, 1] })
    expect(record.postBalances).toEqual([2_000_000_000 - 1_000_000 - 5_000, 1_000_000, 1])
    expect(record.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(ledger.status(record.signature)).toBe(record)
    expect(listener).toHaveBeenCalledWith(record)
    stop()
    ledger.airdrop(to, 1n)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('preflight refuses a failing transaction and changes nothing; the same one sent twice is AlreadyProcessed', () => {
    const { ledger, payer } = funded()
    const { blockhash } = ledger.latestBlockhash()
    const tooSmall = transfer(payer, 10, blockhash)
    expect(() => ledger.send(tooSmall.transaction, tooSmall.bytes)).toThrow(
      'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
    )
    expect(ledger.balance(payer.publicKey.toBase58())).toBe(2_000_000_000n)

    const once = transfer(payer, 1_000_000, blockhash)
    ledger.send(once.transaction, once.bytes)
    expect(() => ledger.send(once.transaction, once.bytes)).toThrow(
      'This transaction has already been processed',
    )
  })

  it('skipPreflight lets a failing transaction land with its error and its fee', () => {
    const { ledger, payer } = funded()
    const tooMuch = transfer(payer, 5_000_000_000, ledger.latestBlockhash().blockhash)
    const record = ledger.send(tooMuch.transaction, tooMuch.bytes, { skipPreflight: true })
    expect(record.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(record.fee).toBe(5_000)
    expect(ledger.balance(tooMuch.to)).toBe(0n)
  })

  it('an unsigned transaction fails signature verification, before anything runs', () => {
    const { ledger, payer } = funded()
    const unsigned = transfer(payer, 1_000_000, ledger.latestBlockhash().blockhash, undefined, false)
    const error = (() => {
      try {
        ledger.send(unsigned.transaction, unsigned.bytes, { skipPreflight: true })
      } catch (caught) {
        return caught as PreflightError
      }
    })()
    expect(error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' })
  })

  it('simulates without changing state, unsigned unless sigVerify, reporting logs, units and accounts', () => {
    const { ledger, payer } = funded()
    const unsigned = transfer(payer, 1_000_000, ledger.latestBlockhash().blockhash, undefined, false)
    const result = ledger.simulate(unsigned.transaction, { accounts: [unsigned.to] })
    expect(result.err).toBeNull()
    expect(result.unitsConsumed).toBeGreaterThan(0)
    expect(result.accounts?.[0]?.lamports).toBe(1_000_000n)
    expect(ledger.balance(unsigned.to)).toBe(0n)
    expect(ledger.simulate(unsigned.transaction, { sigVerify: true }).err).toBe('SignatureFailure')
    const stale = transfer(payer, 1_000_000, Keypair.generate().publicKey.toBase58())
    expect(ledger.simulate(stale.transaction).err).toBe('BlockhashNotFound')
    expect(ledger.simulate(stale.transaction, { replaceRecentBlockhash: true }).err).toBeNull()
  })

  it('reads accounts and the rent-exempt minimum', () => {
    const { ledger, payer } = funded()
    expect(ledger.account(payer.publicKey.toBase58())).toMatchObject({
      lamports: 2_000_000_000n,
      owner: '11111111111111111111111111111111',
      executable: false,
      space: 0,
    })
    expect(ledger.account(Keypair.generate().publicKey.toBase58())).toBeNull()
    expect(ledger.minimumBalanceForRentExemption(0)).toBe(890_880n)
  })
})
