import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SolanaChain, startSolanaChain } from '../node/solana/start-solana-chain.js'
import { createMemoryStorage } from '../wallet/authorization.js'
import { TestWalletRpcError } from '../wallet/errors.js'
import { createSolanaTestWallet, SOLANA_WALLET_CHAINS } from './create-solana-test-wallet.js'
import { registerSolanaTestWallet } from './register.js'
import { SOLANA_TEST_WALLET_ADDRESS, solanaTestSecretKey } from './keys.js'
import type { SolanaTestWalletOptions } from './types.js'

let chain: SolanaChain
let devnet: SolanaChain

beforeAll(async () => {
  ;[chain, devnet] = await Promise.all([startSolanaChain(), startSolanaChain()])
})
afterAll(async () => {
  await Promise.all([chain?.stop(), devnet?.stop()])
})

/** A wallet on its own funded key, so no test spends another's lamports. */
function walletOn(options: Partial<SolanaTestWalletOptions> = {}) {
  const secretKey = Keypair.generate().secretKey
  const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl, secretKey, ...options })
  chain.airdrop(wallet.address, 2 * LAMPORTS_PER_SOL)
  return wallet
}

async function connected(options: Partial<SolanaTestWalletOptions> = {}) {
  const wallet = walletOn(options)
  const { accounts } = await wallet.features['standard:connect'].connect()
  return { wallet, account: accounts[0]! }
}

async function rejectionOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TestWalletRpcError)
  return error as TestWalletRpcError
}

/** An unsigned transfer of `lamports` out of `from`, as legacy and v0 messages, with the recipient. */
async function transferTo(from: string, lamports: number, rpcUrl = chain.rpcUrl) {
  const connection = new Connection(rpcUrl, 'confirmed')
  const to = Keypair.generate().publicKey
  const payer = new PublicKey(from)
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })],
  })
  return { to, connection, legacy: message.compileToLegacyMessage(), v0: message.compileToV0Message() }
}

describe('createSolanaTestWallet', () => {
  it('is a Wallet Standard wallet: name, base64 icon, the Solana chains and the standard and solana features', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl })
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Solana Test Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(SOLANA_WALLET_CHAINS)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.address).toBe(SOLANA_TEST_WALLET_ADDRESS)
    expect(wallet.accounts).toEqual([])
    expect(createSolanaTestWallet({ rpcUrl: '', rpcUrls: { 'solana:custom': 'http://x' } }).chains).toContain(
      'solana:custom',
    )
  })

  it('standard:connect prompts once, then lists the account with its public key, chains and features', async () => {
    const wallet = walletOn()
    const change = vi.fn()
    wallet.features['standard:events'].on('change', change)
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts).toHaveLength(1)
    const [account] = accounts as [WalletAccount]
    expect(account.address).toBe(wallet.address)
    expect(base58.encode(new Uint8Array(account.publicKey))).toBe(wallet.address)
    expect(account.chains).toEqual(SOLANA_WALLET_CHAINS)
    expect(account.features).toEqual([
      'solana:signAndSendTransaction',
      'solana:signTransaction',
      'solana:signMessage',
    ])
    expect(wallet.accounts).toEqual(accounts)
    expect(change).toHaveBeenCalledWith({ accounts })
    // An authorised site is not asked again: a pending rejection waits for the next real prompt.
    wallet.rejectNextRequest()
    expect((await wallet.features['standard:connect'].connect()).accounts).toEqual(accounts)
    expect(change).toHaveBeenCalledTimes(1)
  })

  it('a silent connect never prompts: no accounts until authorised, the account after', async () => {
    const storage = createMemoryStorage()
    const wallet = walletOn({ storage })
    wallet.rejectNextRequest()
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    await rejectionOf(wallet.features['standard:connect'].connect())
    await wallet.features['standard:connect'].connect()
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(1)
  })

  it('keeps the authorisation in its storage across a page reload; another storage knows nothing', async () => {
    const storage = createMemoryStorage()
    const secretKey = Keypair.generate().secretKey
    const first = createSolanaTestWallet({ rpcUrl: chain.rpcUrl, secretKey, storage })
    await first.features['standard:connect'].connect()
    const reloaded = createSolanaTestWallet({ rpcUrl: chain.rpcUrl, secretKey, storage })
    expect((await reloaded.features['standard:connect'].connect({ silent: true })).accounts[0]?.address).toBe(
      first.address,
    )
    const elsewhere = createSolanaTestWallet({ rpcUrl: chain.rpcUrl, secretKey })
    expect(elsewhere.accounts).toEqual([])
  })

  it("rejectNextRequest: the next prompt fails with 4001 'User rejected the request.', once", async () => {
    const wallet = walletOn()
    wallet.rejectNextRequest()
    const error = await rejectionOf(wallet.features['standard:connect'].connect())
    expect(error.code).toBe(4001)
    expect(error.message).toBe('User rejected the request.')
    expect(wallet.accounts).toEqual([])
    expect((await wallet.features['standard:connect'].connect()).accounts).toHaveLength(1)
  })

  it('solana:signMessage signs the bytes with ed25519; rejections and unknown accounts fail', async () => {
    const { wallet, account } = await connected()
    const message = new TextEncoder().encode('Gangway: sign me')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(ed25519.verify(output!.signature, message, base58.decode(wallet.address))).toBe(true)

    wallet.rejectNextRequest()
    expect(
      (await rejectionOf(wallet.features['solana:signMessage'].signMessage({ account, message }))).code,
    ).toBe(4001)
    const stranger = { ...account, address: Keypair.generate().publicKey.toBase58() }
    expect(
      (await rejectionOf(wallet.features['solana:signMessage'].signMessage({ account: stranger, message })))
        .code,
    ).toBe(4100)
  })

  it('solana:signTransaction signs legacy and v0 transactions the node then accepts', async () => {
    const { wallet, account } = await connected()
    const { connection, legacy, v0, to } = await transferTo(wallet.address, 1_000_000)
    for (const message of [legacy, v0]) {
      const transaction = new VersionedTransaction(message)
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: transaction.serialize(),
        chain: 'solana:localnet',
      })
      const signed = VersionedTransaction.deserialize(output!.signedTransaction)
      expect(signed.version).toBe(message === legacy ? 'legacy' : 0)
      expect(
        ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58.decode(wallet.address)),
      ).toBe(true)
      if (message === v0) await connection.sendRawTransaction(output!.signedTransaction)
    }
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it('solana:signTransaction refuses a transaction it is not a signer of, and bytes that are no transaction', async () => {
    const { wallet, account } = await connected()
    const { legacy } = await transferTo(Keypair.generate().publicKey.toBase58(), 1_000_000)
    const transaction = new VersionedTransaction(legacy).serialize()
    const notMine = await rejectionOf(
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction }),
    )
    expect([notMine.code, notMine.message]).toEqual([
      -32602,
      `Invalid parameters: the transaction needs no signature of ${wallet.address}`,
    ])
    const garbage = await rejectionOf(
      wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    )
    expect(garbage.message).toMatch(/^Invalid parameters: the transaction does not decode/)
  })

  it('solana:signAndSendTransaction sends on the chain it names, with the options given', async () => {
    const { wallet, account } = await connected({ rpcUrls: { 'solana:devnet': devnet.rpcUrl } })
    devnet.airdrop(wallet.address, LAMPORTS_PER_SOL)
    const local = await transferTo(wallet.address, 1_000_000)
    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: new VersionedTransaction(local.legacy).serialize(),
      chain: 'solana:localnet',
      options: { commitment: 'confirmed', preflightCommitment: 'processed', maxRetries: 2 },
    })
    expect((await local.connection.getSignatureStatus(base58.encode(sent!.signature))).value?.err).toBeNull()
    expect(await local.connection.getBalance(local.to)).toBe(1_000_000)

    const remote = await transferTo(wallet.address, 2_000_000, devnet.rpcUrl)
    await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: new VersionedTransaction(remote.v0).serialize(),
      chain: 'solana:devnet',
    })
    expect(await remote.connection.getBalance(remote.to)).toBe(2_000_000)
    expect(await local.connection.getBalance(remote.to)).toBe(0)
  })

  it("solana:signAndSendTransaction: a node refusal carries the node's message and logs; skipPreflight lands it failed; rejections send nothing", async () => {
    const { wallet, account } = await connected()
    const tooMuch = await transferTo(wallet.address, 100 * LAMPORTS_PER_SOL)
    const transaction = new VersionedTransaction(tooMuch.legacy).serialize()
    const refused = await rejectionOf(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:localnet',
      }),
    )
    expect(refused.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(
      (refused.data as { logs: string[] }).logs.some((line) => line.includes('insufficient lamports')),
    ).toBe(true)

    const [landed] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
      options: { skipPreflight: true },
    })
    const status = await tooMuch.connection.getSignatureStatus(base58.encode(landed!.signature))
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })

    const small = await transferTo(wallet.address, 1_000_000)
    wallet.rejectNextRequest()
    const rejected = await rejectionOf(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: new VersionedTransaction(small.legacy).serialize(),
        chain: 'solana:localnet',
      }),
    )
    expect(rejected.code).toBe(4001)
    expect(await small.connection.getBalance(small.to)).toBe(0)
    const unknown = await rejectionOf(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:nowhere',
      }),
    )
    expect(unknown.message).toBe('Invalid parameters: unknown chain solana:nowhere')
  })

  it('switchAccount: authorised sites get change with the new account; the old one may no longer sign', async () => {
    const { wallet, account } = await connected()
    const change = vi.fn()
    wallet.features['standard:events'].on('change', change)
    const next = wallet.switchAccount()
    expect(next).not.toBe(account.address)
    expect(wallet.address).toBe(next)
    expect(change).toHaveBeenCalledWith({ accounts: [expect.objectContaining({ address: next })] })
    const message = new Uint8Array([1])
    expect(
      (await rejectionOf(wallet.features['solana:signMessage'].signMessage({ account, message }))).code,
    ).toBe(4100)
    const chosen = Keypair.generate()
    expect(wallet.switchAccount(chosen.secretKey)).toBe(chosen.publicKey.toBase58())
    expect(wallet.switchAccount()).toBe(
      createSolanaTestWallet({ rpcUrl: '', secretKey: solanaTestSecretKey(2) }).address,
    )
  })

  it('switchAccount tells a site it has not authorised nothing', () => {
    const wallet = walletOn()
    const change = vi.fn()
    wallet.features['standard:events'].on('change', change)
    wallet.switchAccount()
    expect(change).not.toHaveBeenCalled()
  })

  it('disconnectSite and standard:disconnect revoke the authorisation and report no accounts; off() stops events', async () => {
    const storage = createMemoryStorage()
    const { wallet } = await connected({ storage })
    const change = vi.fn()
    const off = wallet.features['standard:events'].on('change', change)
    wallet.disconnectSite()
    expect(change).toHaveBeenCalledWith({ accounts: [] })
    expect(wallet.accounts).toEqual([])
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([])

    await wallet.features['standard:connect'].connect()
    await wallet.features['standard:disconnect'].disconnect()
    expect(change).toHaveBeenLastCalledWith({ accounts: [] })
    off()
    await wallet.features['standard:connect'].connect()
    expect(change).toHaveBeenCalledTimes(3)
  })

  it('registering needs a window (this file runs in Node, where there is none)', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl })
    expect(() => registerSolanaTestWallet(wallet)).toThrow(
      'registerSolanaTestWallet needs a window (a browser, or happy-dom / jsdom in tests).',
    )
  })
})
