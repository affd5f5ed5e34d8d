// The local Solana chains the solana global setup started (vitest.solana-chains.ts), as networks and funded keys.
import {
  type CaipNetwork,
  defineChain,
  readTokenAccount,
  solanaDevnet,
  solanaLocalnet,
} from '@gangway/common'
import { solanaKey } from '@gangway/testing'
import { labAccounts } from '@gangway/testing/walletconnect'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { inject } from 'vitest'
import { associatedTokenAccount, createSplMint } from '../apps/services/src/chain/solana/spl-mint.js'

/** A local Solana chain as the tests reach it. */
export interface ProvidedSolanaChain {
  rpcUrl: string
  wsUrl: string
}

// Declared here, beside its reader, so every package that type-checks test-support knows it (the global setup
// that provides it, vitest.solana-chains.ts, imports it from here).
declare module 'vitest' {
  export interface ProvidedContext {
    /** litesvm chains on free ports (8899 may belong to a running sandbox): `solanaLocalnet`'s and a devnet stand-in. */
    solanaChains: { localnet: ProvidedSolanaChain; devnet: ProvidedSolanaChain }
  }
}

/** The two litesvm chains: `solanaLocalnet`'s, and a stand-in for devnet. */
export function localSolanaChains() {
  const chains = inject('solanaChains')
  if (!chains) throw new Error('The solana chains global setup did not run.')
  return chains
}

/**
 * solanaLocalnet and devnet, each on its local chain: the ids the wallets know (`solana:localnet`,
 * `solana:devnet`), the RPC URLs of this run's free ports.
 */
export function localSolanaNetworks(): [CaipNetwork, CaipNetwork] {
  const { localnet, devnet } = localSolanaChains()
  return [
    defineChain({ ...solanaLocalnet, rpcUrls: { default: { http: [localnet.rpcUrl] } } }),
    defineChain({ ...solanaDevnet, rpcUrls: { default: { http: [devnet.rpcUrl] } } }),
  ]
}

/** Lamports out of the chain's faucet (`requestAirdrop`), final when this resolves. */
export async function airdrop(rpcUrl: string, address: string, lamports: number) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, lamports] }),
  })
  const { error } = (await response.json()) as { error?: { message: string } }
  if (error) throw new Error(`Airdrop to ${address} failed: ${error.message}`)
}

/**
 * A fresh ed25519 key (its 32-byte seed) funded on the given chains: each test file spends from its own key, so
 * files running in parallel never change each other's balances.
 */
export async function fundedSolanaKey(
  rpcUrls: string[],
  sol = 10,
): Promise<{ secretKey: Uint8Array; address: string }> {
  const secretKey = globalThis.crypto.getRandomValues(new Uint8Array(32))
  const { address } = solanaKey(secretKey)
  await Promise.all(rpcUrls.map((rpcUrl) => airdrop(rpcUrl, address, sol * 1_000_000_000)))
  return { secretKey, address }
}

/**
 * A lab-wallet key seed of this test file's own, with both of its Solana accounts funded on the given chains
 * (account 1 is where the wallet moves on accountsChanged).
 */
export async function fundedLabSolanaSeed(rpcUrls: string[], sol = 10): Promise<string> {
  const seed = `conformance-${globalThis.crypto.randomUUID()}`
  const addresses = labAccounts({ seed }).solana.map((account) => account.address)
  await Promise.all(
    rpcUrls.flatMap((rpcUrl) => addresses.map((address) => airdrop(rpcUrl, address, sol * 1_000_000_000))),
  )
  return seed
}

/** The lab wallet's Solana chains: each local network's CAIP-2 reference and node. */
export function labSolanaChains(networks: readonly CaipNetwork[]) {
  return networks.map((network) => ({ id: String(network.id), rpcUrl: network.rpcUrls.default.http[0]! }))
}

/**
 * A fresh SPL mint (SPL Token program) on the chain, with `amount` base units minted to each holder, made the way
 * the services make theirs; returns the mint's address.
 */
export async function createTestMint(
  rpcUrl: string,
  { decimals, holders }: { decimals: number; holders: { owner: string; amount: bigint }[] },
): Promise<string> {
  const payer = Keypair.generate()
  await airdrop(rpcUrl, payer.publicKey.toBase58(), 1_000_000_000)
  return createSplMint(new Connection(rpcUrl, 'confirmed'), payer, {
    mint: Keypair.generate(),
    decimals,
    holders,
  })
}

/** `owner`'s balance of `mint` in base units, read from the chain (0 without a token account). */
export async function splBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const account = new PublicKey(associatedTokenAccount(owner, mint))
  const info = await new Connection(rpcUrl, 'confirmed').getAccountInfo(account)
  return (info && readTokenAccount(info.data)?.amount) ?? 0n
}
