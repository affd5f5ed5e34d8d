import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaChain, startSolanaChain } from '../node/solana/start-solana-chain.js'
import { solanaConformanceChain, solanaWalletDriver } from './conformance.js'
import { createSolanaTestWallet } from './create-solana-test-wallet.js'

let chain: SolanaChain

beforeAll(async () => {
  chain = await startSolanaChain()
})
afterAll(() => chain?.stop())

describe('solanaConformanceChain', () => {
  it('reads balances in lamports and sends above the rent-exempt minimum', async () => {
    const checks = solanaConformanceChain(chain.rpcUrl)
    const recipient = checks.newRecipient()
    expect(recipient).not.toBe(checks.newRecipient())
    expect(await checks.balanceOf(recipient)).toBe(0n)
    chain.airdrop(recipient, 2_500_000n)
    expect(await checks.balanceOf(recipient)).toBe(2_500_000n)
    const rentExempt = await new Connection(chain.rpcUrl).getMinimumBalanceForRentExemption(0)
    expect(checks.sendValue).toBeGreaterThanOrEqual(BigInt(rentExempt))
  })

  it('verifies ed25519 signatures of the UTF-8 message, and nothing else', async () => {
    const checks = solanaConformanceChain(chain.rpcUrl)
    const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: accounts[0]!,
      message: new TextEncoder().encode('check me'),
    })
    const { base58 } = await import('@scure/base')
    const signature = base58.encode(output!.signature)
    expect(await checks.verifyMessage({ address: wallet.address, message: 'check me', signature })).toBe(true)
    expect(await checks.verifyMessage({ address: wallet.address, message: 'check you', signature })).toBe(
      false,
    )
    expect(
      await checks.verifyMessage({ address: wallet.address, message: 'check me', signature: '0x00' }),
    ).toBe(false)
  })

  it('confirm waits for the status and throws on a failed transaction', async () => {
    const checks = solanaConformanceChain(chain.rpcUrl)
    const payer = Keypair.generate()
    chain.airdrop(payer.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const connection = new Connection(chain.rpcUrl, 'confirmed')
    const send = async (lamports: number, skipPreflight: boolean) => {
      const transaction = new Transaction({
        feePayer: payer.publicKey,
        recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: new PublicKey(checks.newRecipient()),
          lamports,
        }),
      )
      transaction.sign(payer)
      return connection.sendRawTransaction(transaction.serialize(), { skipPreflight })
    }
    await expect(checks.confirm(await send(1_000_000, false))).resolves.toBeUndefined()
    await expect(checks.confirm(await send(10 * LAMPORTS_PER_SOL, true))).rejects.toThrow(
      /failed: .*InstructionError/,
    )
  })
})

describe('solanaWalletDriver', () => {
  it('lists the wallet as ANNOUNCED by name and acts as the user in the wallet', async () => {
    const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl })
    const driver = solanaWalletDriver(wallet)
    expect(driver.connector).toEqual({ name: 'Solana Test Wallet', type: 'ANNOUNCED' })
    expect(driver.address).toBe(wallet.address)
    driver.rejectNextRequest()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    await wallet.features['standard:connect'].connect()
    const next = await driver.changeAccount!()
    expect(next).toBe(wallet.address)
    expect(driver.address).toBe(next)
    await driver.disconnect!()
    expect(wallet.accounts).toEqual([])
    expect(driver.switchChain).toBeUndefined()
  })
})
