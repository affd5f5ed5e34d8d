import { InvalidSolanaSendOptionsError } from '@gangway/common'
import { createSolanaTestWallet, type SolanaTestWallet } from '@gangway/testing'
import { verifySolanaMessage } from '@gangway/testing/walletconnect'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  fundedSolanaKey,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { createConnections, loadWeb3 } from './connections.js'
import { base58 } from '@scure/base'
import { createSolanaProvider, type SolanaProvider } from './provider.js'
import type { SolanaWallet } from './solana-wallet.js'
import { createWalletStandardWallet } from './wallet-standard-wallet.js'

const { localnet, devnet } = localSolanaChains()
const [localnetNetwork, devnetNetwork] = localSolanaNetworks()
const connectionOf = createConnections()
const connection = new Connection(localnet.rpcUrl, 'confirmed')
let secretKey: Uint8Array

beforeAll(async () => {
  ;({ secretKey } = await fundedSolanaKey([localnet.rpcUrl, devnet.rpcUrl]))
})

async function providerOver(adapt: (wallet: SolanaWallet) => SolanaWallet = (wallet) => wallet): Promise<{
  provider: SolanaProvider
  raw: SolanaTestWallet
  network: { current: typeof localnetNetwork }
}> {
  const raw = createSolanaTestWallet({
    rpcUrl: localnet.rpcUrl,
    rpcUrls: { 'solana:devnet': devnet.rpcUrl },
    secretKey,
  })
  const wallet = adapt(createWalletStandardWallet(raw))
  const account = await wallet.connect({ silent: false, network: localnetNetwork })
  const network = { current: localnetNetwork }
  const provider = createSolanaProvider({
    web3: await loadWeb3(),
    wallet,
    type: 'ANNOUNCED',
    address: account!.address,
    network: () => network.current,
    connection: (target) => connectionOf(target.rpcUrls.default.http[0]!),
  })
  return { provider, raw, network }
}

function transferFrom(from: PublicKey, lamports: number) {
  const to = Keypair.generate().publicKey
  return { to, instruction: SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }) }
}

describe('the Solana provider (AppKit-shaped)', () => {
  it('names the wallet and holds its public key and the current network', async () => {
    const { provider, raw, network } = await providerOver()
    expect(provider.name).toBe(raw.name)
    expect(provider.icon).toBe(raw.icon)
    expect(provider.type).toBe('ANNOUNCED')
    expect(provider.publicKey).toBeInstanceOf(PublicKey)
    expect(provider.publicKey.toBase58()).toBe(raw.address)
    expect(provider.chain).toBe(localnetNetwork)
    network.current = devnetNetwork
    expect(provider.chain).toBe(devnetNetwork)
  })

  it('signMessage answers the raw ed25519 signature', async () => {
    const { provider, raw } = await providerOver()
    const message = new TextEncoder().encode('provider')
    const signature = await provider.signMessage(message)
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(verifySolanaMessage({ message, signature: base58.encode(signature), address: raw.address })).toBe(
      true,
    )
  })

  it('signTransaction fills a bare legacy transaction (fee payer, blockhash) and answers a signed Transaction', async () => {
    const { provider } = await providerOver()
    const { to, instruction } = transferFrom(provider.publicKey, 1_000_000)
    const signed = await provider.signTransaction(new Transaction().add(instruction))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.feePayer?.equals(provider.publicKey)).toBe(true)
    expect(signed.verifySignatures()).toBe(true)
    await connection.sendRawTransaction(signed.serialize())
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it('signAllTransactions signs each, keeping legacy and versioned kinds', async () => {
    const { provider } = await providerOver()
    const { blockhash } = await connection.getLatestBlockhash()
    const legacy = new Transaction().add(transferFrom(provider.publicKey, 1_000_000).instruction)
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: provider.publicKey,
        recentBlockhash: blockhash,
        instructions: [transferFrom(provider.publicKey, 1_000_000).instruction],
      }).compileToV0Message(),
    )
    const [signedLegacy, signedV0] = await provider.signAllTransactions([legacy, v0])
    expect(signedLegacy).toBeInstanceOf(Transaction)
    expect(signedV0).toBeInstanceOf(VersionedTransaction)
    expect((signedV0 as VersionedTransaction).signatures[0]?.some((byte) => byte !== 0)).toBe(true)
  })

  it('signAndSendTransaction: sent by the wallet on the current network, with the options', async () => {
    const { provider, raw, network } = await providerOver()
    const send = vi.spyOn(raw.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
    network.current = devnetNetwork
    const { to, instruction } = transferFrom(provider.publicKey, 3_000_000)
    const signature = await provider.signAndSendTransaction(new Transaction().add(instruction), {
      skipPreflight: false,
      preflightCommitment: 'processed',
      maxRetries: 3,
    })
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      chain: 'solana:devnet',
      options: { skipPreflight: false, preflightCommitment: 'processed', maxRetries: 3 },
    })
    const devnetConnection = new Connection(devnet.rpcUrl, 'confirmed')
    expect((await devnetConnection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await devnetConnection.getBalance(to)).toBe(3_000_000)
  })

  it('SPEC §5: bad send options are refused before the wallet is asked', async () => {
    const { provider, raw } = await providerOver()
    const send = vi.spyOn(raw.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
    const sign = vi.spyOn(raw.features['solana:signTransaction'], 'signTransaction')
    const transaction = new Transaction().add(transferFrom(provider.publicKey, 1).instruction)
    for (const options of [
      { skipPreflight: 'yes' },
      { preflightCommitment: 'eventually' },
      { maxRetries: '3' },
      { minContextSlot: Number.NaN },
    ]) {
      await expect(provider.signAndSendTransaction(transaction, options as never)).rejects.toBeInstanceOf(
        InvalidSolanaSendOptionsError,
      )
      await expect(
        provider.sendTransaction(transaction, connection, options as never),
      ).rejects.toBeInstanceOf(InvalidSolanaSendOptionsError)
    }
    expect(send).not.toHaveBeenCalled()
    expect(sign).not.toHaveBeenCalled()
  })

  it("sendTransaction: signed by the wallet, sent through the host's connection", async () => {
    const { provider, raw } = await providerOver()
    const send = vi.spyOn(raw.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
    const devnetConnection = new Connection(devnet.rpcUrl, 'confirmed')
    const { to, instruction } = transferFrom(provider.publicKey, 4_000_000)
    const signature = await provider.sendTransaction(new Transaction().add(instruction), devnetConnection, {
      skipPreflight: true,
    })
    expect(send).not.toHaveBeenCalled()
    expect((await devnetConnection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await devnetConnection.getBalance(to)).toBe(4_000_000)
  })

  it("a node's refusal reaches the host as a GangwayError with the node's words", async () => {
    const { provider } = await providerOver()
    const transaction = new Transaction().add(transferFrom(provider.publicKey, 10).instruction)
    await expect(provider.sendTransaction(transaction, connection)).rejects.toMatchObject({
      name: 'GangwayError',
      details: expect.stringContaining('insufficient funds for rent'),
    })
  })

  it('a wallet without signAndSend (or answering -32601) signs, and the adapter sends on the network', async () => {
    const withoutSend = await providerOver(({ signAndSendTransaction: _drop, ...wallet }) => wallet)
    let target = transferFrom(withoutSend.provider.publicKey, 1_000_000)
    await withoutSend.provider.signAndSendTransaction(new Transaction().add(target.instruction))
    expect(await connection.getBalance(target.to)).toBe(1_000_000)

    const unsupported = await providerOver((wallet) => ({
      ...wallet,
      signAndSendTransaction: () =>
        Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 })),
    }))
    target = transferFrom(unsupported.provider.publicKey, 2_000_000)
    await unsupported.provider.signAndSendTransaction(new Transaction().add(target.instruction))
    expect(await connection.getBalance(target.to)).toBe(2_000_000)

    const failing = await providerOver((wallet) => ({
      ...wallet,
      signAndSendTransaction: () =>
        Promise.reject(Object.assign(new Error('User rejected.'), { code: 4001 })),
    }))
    await expect(
      failing.provider.signAndSendTransaction(
        new Transaction().add(transferFrom(failing.provider.publicKey, 1).instruction),
      ),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
