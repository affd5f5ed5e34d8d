import { createSolanaTestWallet, type SolanaTestWallet } from '@gangway/testing'
import { verifySolanaMessage } from '@gangway/testing/walletconnect'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  fundedSolanaKey,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { base58 } from '@scure/base'
import { SolanaFeatureMissingError } from './errors.js'
import {
  createWalletStandardWallet,
  isSolanaWallet,
  walletStandardConnectorId,
} from './wallet-standard-wallet.js'

const { localnet, devnet } = localSolanaChains()
const [localnetNetwork, devnetNetwork] = localSolanaNetworks()
let secretKey: Uint8Array

beforeAll(async () => {
  ;({ secretKey } = await fundedSolanaKey([localnet.rpcUrl, devnet.rpcUrl]))
})

function testWallet(): SolanaTestWallet {
  return createSolanaTestWallet({
    rpcUrl: localnet.rpcUrl,
    rpcUrls: { 'solana:devnet': devnet.rpcUrl },
    secretKey,
  })
}

async function transfer(from: string, lamports: number, rpcUrl = localnet.rpcUrl) {
  const connection = new Connection(rpcUrl, 'confirmed')
  const payer = new PublicKey(from)
  const to = Keypair.generate().publicKey
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports })],
  }).compileToLegacyMessage()
  return { connection, to, transaction: new VersionedTransaction(message).serialize() }
}

describe('createWalletStandardWallet', () => {
  it('is listed under its name, when it has Solana chains and standard:connect', () => {
    const wallet = testWallet()
    expect(isSolanaWallet(wallet)).toBe(true)
    expect(walletStandardConnectorId(wallet)).toBe('Solana Test Wallet')
    expect(isSolanaWallet({ ...wallet, chains: ['sui:mainnet'] })).toBe(false)
    expect(createWalletStandardWallet(wallet).describe()).toEqual({ name: wallet.name, icon: wallet.icon })
  })

  it('connect prompts; a silent connect returns only an authorised account', async () => {
    const wallet = createWalletStandardWallet(testWallet())
    expect(await wallet.connect({ silent: true, network: localnetNetwork })).toBeUndefined()
    const account = await wallet.connect({ silent: false, network: localnetNetwork })
    expect(account?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await wallet.connect({ silent: true, network: localnetNetwork })).toEqual(account)
  })

  it('a rejection becomes a GangwayError with the 4001 kept', async () => {
    const raw = testWallet()
    raw.rejectNextRequest()
    const error = await createWalletStandardWallet(raw)
      .connect({ silent: false, network: localnetNetwork })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  })

  it('signs messages with the account the wallet granted', async () => {
    const raw = testWallet()
    const wallet = createWalletStandardWallet(raw)
    const { address } = (await wallet.connect({ silent: false, network: localnetNetwork }))!
    const message = new TextEncoder().encode('hello')
    const signature = await wallet.signMessage({ message, address, network: localnetNetwork })
    expect(verifySolanaMessage({ message, signature: base58.encode(signature), address })).toBe(true)
    const stranger = Keypair.generate().publicKey.toBase58()
    await expect(
      wallet.signMessage({ message, address: stranger, network: localnetNetwork }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('signTransaction names the chain; signAndSendTransaction sends where the network is', async () => {
    const raw = testWallet()
    const wallet = createWalletStandardWallet(raw)
    const { address } = (await wallet.connect({ silent: false, network: localnetNetwork }))!
    const local = await transfer(address, 1_000_000)
    const signed = await wallet.signTransaction({
      transaction: local.transaction,
      address,
      network: localnetNetwork,
    })
    await local.connection.sendRawTransaction(signed)
    expect(await local.connection.getBalance(local.to)).toBe(1_000_000)

    const remote = await transfer(address, 2_000_000, devnet.rpcUrl)
    const spy = vi.spyOn(raw.features['solana:signAndSendTransaction'], 'signAndSendTransaction')
    const signature = await wallet.signAndSendTransaction!({
      transaction: remote.transaction,
      address,
      network: devnetNetwork,
      options: { preflightCommitment: 'confirmed', skipPreflight: false },
    })
    expect(spy.mock.calls[0]?.[0]).toMatchObject({
      chain: 'solana:devnet',
      options: { preflightCommitment: 'confirmed', skipPreflight: false },
    })
    expect((await remote.connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await remote.connection.getBalance(remote.to)).toBe(2_000_000)
  })

  it('watch reports the accounts of every change; a wallet without events reports nothing', async () => {
    const raw = testWallet()
    const wallet = createWalletStandardWallet(raw)
    await wallet.connect({ silent: false, network: localnetNetwork })
    const accountsChanged = vi.fn()
    const stop = wallet.watch({ accountsChanged, chainChanged: vi.fn(), disconnect: vi.fn() })
    const next = raw.switchAccount()
    expect(accountsChanged).toHaveBeenLastCalledWith([next])
    raw.disconnectSite()
    expect(accountsChanged).toHaveBeenLastCalledWith([])
    stop()
    await raw.features['standard:connect'].connect()
    expect(accountsChanged).toHaveBeenCalledTimes(2)
    const silent = createWalletStandardWallet({
      ...raw,
      features: { 'standard:connect': raw.features['standard:connect'] },
    })
    expect(silent.watch({ accountsChanged, chainChanged: vi.fn(), disconnect: vi.fn() })).toBeTypeOf(
      'function',
    )
  })

  it("a feature the wallet lacks is 'Not supported', naming it; without signAndSend the adapter sends itself", async () => {
    const raw = testWallet()
    const { 'solana:signMessage': _message, 'solana:signAndSendTransaction': _send, ...rest } = raw.features
    const partial = createWalletStandardWallet({
      ...raw,
      name: raw.name,
      accounts: raw.accounts,
      features: rest,
    })
    expect(partial.signAndSendTransaction).toBeUndefined()
    const error = await partial
      .signMessage({ message: new Uint8Array([1]), address: raw.address, network: localnetNetwork })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaFeatureMissingError)
    expect(error).toMatchObject({
      shortMessage: 'Not supported',
      details: 'Solana Test Wallet does not offer solana:signMessage.',
    })
  })
})
