// @vitest-environment node
import type { CaipAddress } from '@gangway/common'
import type { WalletConnectClient } from '@gangway/core'
import { type RunningServices, startServices } from '@gangway/services'
import { createMemoryStorage, solanaKey } from '@gangway/testing'
import { labAccounts, verifySolanaMessage } from '@gangway/testing/walletconnect'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  fundedLabSolanaSeed,
  labSolanaChains,
  localSolanaChains,
  localSolanaNetworks,
} from '../../../../test-support/solana-fixtures.js'
import { walletConnectEnvironment } from '../../../../test-support/walletconnect-conformance.js'
import { base58 } from '@scure/base'
import { fromBase64 } from './encoding.js'
import type { SolanaProvider } from './provider.js'
import { SolanaAdapter } from './solana-adapter.js'
import { createWalletConnectSolanaWallet, solanaAccountsOf } from './walletconnect-wallet.js'

const { localnet, devnet } = localSolanaChains()
const networks = localSolanaNetworks()
const [localnetNetwork, devnetNetwork] = networks
const connection = new Connection(localnet.rpcUrl, 'confirmed')
let services: RunningServices
let seed: string

beforeAll(async () => {
  services = await startServices({ port: 0, mode: 'test', log: () => {} })
  seed = await fundedLabSolanaSeed([localnet.rpcUrl, devnet.rpcUrl])
})
afterAll(() => services?.stop())

const teardowns: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const teardown of teardowns.splice(0)) await teardown()
})

/** The adapter connected over WalletConnect to the lab wallet (which approves everything). */
async function connectedOverWalletConnect() {
  const env = await walletConnectEnvironment({
    services,
    namespace: 'solana',
    networks,
    storage: createMemoryStorage(),
    solana: { chains: labSolanaChains(networks), seed },
    adapter: new SolanaAdapter({ networks }),
  })
  teardowns.push(async () => env.teardown())
  await env.wallet.beforeConnect?.()
  const result = await env.adapter.connect({ id: 'walletConnect', chainId: localnetNetwork.id })
  return { ...env, result, provider: env.adapter.getProvider() as SolanaProvider }
}

describe('solanaAccountsOf', () => {
  it("keeps a session's solana accounts, as chain reference and address", () => {
    const accounts = [
      'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ] as CaipAddress[]
    expect(solanaAccountsOf(accounts)).toEqual([
      {
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      },
    ])
  })
})

describe('the Solana adapter over WalletConnect (lab wallet)', () => {
  it("connects the session's solana account on the network asked for, named by the wallet", async () => {
    const { result } = await connectedOverWalletConnect()
    expect(result).toMatchObject({
      address: labAccounts({ seed }).solana[0].address,
      chainId: localnetNetwork.id,
      connectorId: 'walletConnect',
      wallet: { name: 'Gangway Lab Wallet' },
    })
  })

  it('the provider is WALLET_CONNECT-typed and signs messages with solana_signMessage', async () => {
    const { provider, result } = await connectedOverWalletConnect()
    expect(provider.type).toBe('WALLET_CONNECT')
    const message = new TextEncoder().encode('over the relay')
    const signature = await provider.signMessage(message)
    expect(
      verifySolanaMessage({ message, signature: base58.encode(signature), address: result.address }),
    ).toBe(true)
  })

  it('signTransaction (solana_signTransaction) answers a signed transaction the node accepts; signAll signs each', async () => {
    const { provider } = await connectedOverWalletConnect()
    const to = Keypair.generate().publicKey
    const signed = await provider.signTransaction(
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: provider.publicKey, toPubkey: to, lamports: 1_000_000 }),
      ),
    )
    expect(signed.verifySignatures()).toBe(true)
    await connection.sendRawTransaction(signed.serialize())
    expect(await connection.getBalance(to)).toBe(1_000_000)
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: provider.publicKey,
        recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: provider.publicKey, toPubkey: to, lamports: 1 })],
      }).compileToV0Message(),
    )
    const [first, second] = await provider.signAllTransactions([signed, v0])
    expect(first).toBeInstanceOf(Transaction)
    expect(second).toBeInstanceOf(VersionedTransaction)
  })

  it("signAndSendTransaction (solana_signAndSendTransaction) sends on the active network's chain", async () => {
    const { adapter, provider } = await connectedOverWalletConnect()
    await adapter.switchNetwork({ caipNetwork: devnetNetwork })
    const to = Keypair.generate().publicKey
    const signature = await provider.signAndSendTransaction(
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: provider.publicKey, toPubkey: to, lamports: 2_000_000 }),
      ),
      { preflightCommitment: 'confirmed' },
    )
    const devnetConnection = new Connection(devnet.rpcUrl, 'confirmed')
    expect((await devnetConnection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await devnetConnection.getBalance(to)).toBe(2_000_000)
  })
})

/**
 * The lab wallet answers solana_signTransaction with the whole transaction; older wallets answer only
 * `{ signature }`. This client plays such a wallet, approved on localnet only (signing for real with its key).
 */
function signatureOnlyWallet() {
  const key = solanaKey(globalThis.crypto.getRandomValues(new Uint8Array(32)))
  const keypair = Keypair.fromSecretKey(key.secretKey)
  const session = {
    accounts: [`solana:${localnetNetwork.id}:${key.address}` as CaipAddress],
    peer: { name: 'Old', icons: [] },
  }
  const client = {
    getSession: () => session,
    restore: async () => session,
    subscribe: () => () => {},
    disconnect: async () => {},
    getProvider: async () => ({
      async request({ params }: { method: string; params: { transaction: string } }) {
        const transaction = VersionedTransaction.deserialize(fromBase64(params.transaction))
        transaction.sign([keypair])
        return { signature: base58.encode(transaction.signatures[0]!) }
      },
    }),
  } as unknown as WalletConnectClient
  return { key, keypair, client }
}

describe('a WalletConnect wallet that answers solana_signTransaction with its signature only', () => {
  it('puts the signature in its signer slot', async () => {
    const { key, keypair, client } = signatureOnlyWallet()
    const wallet = createWalletConnectSolanaWallet(client)
    const transfer = new Transaction({
      feePayer: keypair.publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: new PublicKey(key.address),
        lamports: 1,
      }),
    )
    const signed = await wallet.signTransaction({
      transaction: transfer.serialize({ requireAllSignatures: false }),
      address: key.address,
      network: localnetNetwork,
    })
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
    expect(wallet.describe()).toEqual({ name: 'Old', icon: undefined })
  })

  it("supports only the chains the session approved: switching elsewhere is 'Network not found'", async () => {
    const { client } = signatureOnlyWallet()
    const wallet = createWalletConnectSolanaWallet(client)
    expect([wallet.supports(localnetNetwork), wallet.supports(devnetNetwork)]).toEqual([true, false])
    const adapter = new SolanaAdapter({ networks })
    adapter.construct({ projectId: 'test', networks, events: { emit() {} }, walletConnect: client })
    await adapter.connect({ id: 'walletConnect' })
    await expect(adapter.switchNetwork({ caipNetwork: devnetNetwork })).rejects.toMatchObject({
      shortMessage: 'Network not found',
      details: 'Old did not approve solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 in this session.',
    })
  })
})
