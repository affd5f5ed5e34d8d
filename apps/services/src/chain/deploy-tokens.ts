import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  parseUnits,
  type PublicClient,
} from 'viem'
import { GangwayTokenAbi, GangwayTokenBytecode } from './artifacts/GangwayToken.js'
import { GangwayCollectionAbi, GangwayCollectionBytecode } from './artifacts/GangwayCollection.js'
import { COLLECTION, TOKEN_HOLDERS, TOKENS, type TokenSymbol } from './tokens.js'

/** Deploys every token of {@link TOKENS} one after another and returns symbol → contract address. */
export async function deployTokens(
  publicClient: PublicClient,
  chain: Chain,
  rpcUrl: string,
  deployer: Account,
): Promise<Record<TokenSymbol, Address>> {
  const walletClient = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  const contracts: Partial<Record<TokenSymbol, Address>> = {}
  for (const token of TOKENS) {
    const hash = await withNonceRetry(() =>
      walletClient.deployContract({
        abi: GangwayTokenAbi,
        bytecode: GangwayTokenBytecode,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          [...TOKEN_HOLDERS],
          parseUnits(String(token.mintedPerHolder), token.decimals),
        ],
      }),
    )
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`Deploying ${token.symbol} on chain ${chain.id} failed (transaction ${hash}).`)
    }
    contracts[token.symbol] = getAddress(receipt.contractAddress)
  }
  return contracts as Record<TokenSymbol, Address>
}

/** Deploys the ERC-721 {@link COLLECTION}, whose tokenURI starts with `baseUri`; returns its address. */
export async function deployCollection(
  publicClient: PublicClient,
  chain: Chain,
  rpcUrl: string,
  deployer: Account,
  baseUri: string,
): Promise<Address> {
  const walletClient = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  const hash = await withNonceRetry(() =>
    walletClient.deployContract({
      abi: GangwayCollectionAbi,
      bytecode: GangwayCollectionBytecode,
      args: [COLLECTION.name, COLLECTION.symbol, baseUri, [...TOKEN_HOLDERS], COLLECTION.mintedPerHolder],
    }),
  )
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deploying ${COLLECTION.symbol} on chain ${chain.id} failed (transaction ${hash}).`)
  }
  return getAddress(receipt.contractAddress)
}

const NONCE_ATTEMPTS = 8

/**
 * Several servers may deploy with the same key on one node at once (parallel test files): the loser of a
 * nonce race is refused by the node, and simply tries again with the next nonce.
 */
export async function withNonceRetry(send: () => Promise<Hash>): Promise<Hash> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      const nonceRace = error instanceof Error && /nonce|already known|replacement/i.test(error.message)
      if (!nonceRace || attempt >= NONCE_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
    }
  }
}
